// Cross-tab sync: tabs of one origin share localStorage, and a `storage` event tells the other
// tabs when one of them signs in, refreshes or signs out.
import { STORAGE_KEYS } from '@savdo/contract';
import { tokensAllowed } from '../config';
import { decodeAccessToken, isPayloadAccepted, isTokenExpired } from '../token/token';
import { readStoredSession } from '../vault/token-vault';
import { loadVaultCipher, vaultCipher } from '../vault/vault-cipher';
import { $auth, resetAuthState, restoreSession, updateSessionTimeout } from './auth-store';

async function onStorage(event: StorageEvent): Promise<void> {
  // key null: the other tab cleared all of storage, which removed the session too.
  if (event.key !== null && event.key !== STORAGE_KEYS.authToken) return;
  if (event.key === null || event.newValue === null) {
    // Removed elsewhere: only reset this tab's state. Clearing storage again (or reloading)
    // here would bounce events between tabs.
    resetAuthState();
    return;
  }
  // Another tab's record needs the vault's cipher (this page may have started without it).
  if (!vaultCipher()) await loadVaultCipher().catch(() => undefined);
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
  const listener = (event: StorageEvent) => void onStorage(event);
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
