// Whether this page may act for the user: our own origin (not public mode) with a session.
// Money and private-data widgets ask this before any request (DESIGN: security boundaries).
import { useStore } from '@nanostores/react';
import { $auth, $coreConfig } from '@savdo/core';

export function useOwnSession(): { signedIn: boolean; apiBase: string } {
  const config = useStore($coreConfig);
  const auth = useStore($auth);
  return {
    signedIn: config.mode !== 'public' && auth.isAuthenticated && auth.user !== null,
    apiBase: config.apiBase,
  };
}
