// Sign-in and sign-out as one call each: the API call plus the auth-state transition.
import * as authApi from '../auth/api';
import { getMe } from '../profile/api';
import { getAccessToken, getRefreshToken } from '../vault/token-vault';
import { loadVaultCipher } from '../vault/vault-cipher';
import { login, logout, setUser, userFromApi } from './auth-store';

/**
 * Password sign-in: POST /auth/jwt/login, then login() of the store with the token pair. The
 * login answer has no user, so the user first comes from the token payload and is then replaced,
 * best effort, by GET /users/me (balance, subscriptions and linked accounts are not in the token).
 * Rejects with the ApiRequestError of the login call; read it with apiErrorMessage().
 */
export async function signIn(username: string, password: string): Promise<void> {
  const tokens = await authApi.login(username, password);
  // The host app loads the vault's cipher in the background for a signed-out visitor: a session
  // is only stored with it.
  await loadVaultCipher();
  login({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
  try {
    const me = await getMe();
    setUser(userFromApi(me.result));
  } catch {
    // The session stands without the details; the next validation fills them.
  }
}

/**
 * Revokes the session on the server (best effort: the refresh token if there is one, else the
 * access token), then logs out locally whatever the server said.
 */
export async function signOut(): Promise<void> {
  const token = getRefreshToken() ?? getAccessToken();
  if (token) {
    try {
      await authApi.revokeToken(token);
    } catch {
      // Revoking is best effort: the local session ends either way.
    }
  }
  logout();
}
