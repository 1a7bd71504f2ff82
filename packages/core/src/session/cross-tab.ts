// Cross-tab sync: tabs of one origin share localStorage, and a `storage` event tells the other
// tabs when one of them signs in, refreshes or signs out.
import { STORAGE_KEYS } from '@savdo/contract';
import { tokensAllowed } from '../config';
import { decodeAccessToken, isPayloadAccepted, isTokenExpired } from '../token/token';
import { readStoredSession } from '../vault/token-vault';
import { $auth, resetAuthState, restoreSession, updateSessionTimeout } from './auth-store';

function onStorage(event: StorageEvent): void {
  // key null: the other tab cleared all of storage, which removed the session too.
  if (event.key !== null && event.key !== STORAGE_KEYS.authToken) return;
  if (event.key === null || event.newValue === null) {
    // Removed elsewhere: only reset this tab's state. Clearing storage again (or reloading)
    // here would bounce events between tabs.
    resetAuthState();
    return;
  }
  const stored = readStoredSession();
  if (!stored) return;
  const payload = decodeAccessToken(stored.accessToken);
  // Only a token we would accept ourselves; anything else is left for its writer to deal with.
  if (!isPayloadAccepted(payload) || isTokenExpired(stored.accessToken)) return;
  const current = $auth.get();
  if (current.isAuthenticated && current.user?.id === Number.parseInt(payload.sub, 10)) {
    // The same user refreshed in another tab: keep the richer user we have, take the new expiry.
    updateSessionTimeout(payload.exp * 1000);
    return;
  }
  restoreSession();
}

/** Follows sign-in, refresh and sign-out of other tabs; returns the function that stops it. */
export function startCrossTabSync(): () => void {
  if (!tokensAllowed()) return () => undefined;
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
