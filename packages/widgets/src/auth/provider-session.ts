// Turns a provider's token pair into the page's session, like the password sign-in does: the
// user first from the token, then best effort from GET /users/me (balance, linked accounts).
import type { TokenPair } from '@savdo/contract';
import { loadVaultCipher, login, profileApi, setUser, userFromApi } from '@savdo/core';

export async function startProviderSession(tokens: TokenPair): Promise<void> {
  // A session is only stored with the vault's cipher (loaded in the background on /auth).
  await loadVaultCipher();
  login({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
  try {
    const me = await profileApi.getMe();
    setUser(userFromApi(me.result));
  } catch {
    // The session stands without the details; the next validation fills them.
  }
}
