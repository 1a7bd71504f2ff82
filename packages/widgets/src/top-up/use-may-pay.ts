// Whether this page may move money for a user: our own origin (not public mode) with a session.
import { $auth, $coreConfig } from '@savdo/core';
import { useStore } from '@savdo/ui';

export function useMayPay(): { mayPay: boolean; apiBase: string } {
  const config = useStore($coreConfig);
  const auth = useStore($auth);
  return {
    mayPay: config.mode !== 'public' && auth.isAuthenticated && auth.user !== null,
    apiBase: config.apiBase,
  };
}
