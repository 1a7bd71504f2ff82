// Whether this page may show the user's ledger: our own origin (not public mode) with a session.
// The same rule as the top-up's useMayPay; a widget folder does not import another's.
import { $auth, $coreConfig } from '@savdo/core';
import { useStore } from '@savdo/ui';

export function useMaySee(): { maySee: boolean; apiBase: string } {
  const config = useStore($coreConfig);
  const auth = useStore($auth);
  return {
    maySee: config.mode !== 'public' && auth.isAuthenticated && auth.user !== null,
    apiBase: config.apiBase,
  };
}
