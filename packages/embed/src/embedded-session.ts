// Our own origin only (mode 'embedded'): the vault's cipher, the stored session with its
// validation and refresh, and the API client's credentials. The runtime imports this module on
// demand, so a partner's page (mode 'public') never downloads the vault, its cipher or the JWT
// code (the size bench prints what a partner's first widget loads).
import { installSessionCredentials, loadVaultCipher, startSession } from '@savdo/core';

export async function startEmbeddedSession(): Promise<void> {
  installSessionCredentials();
  await loadVaultCipher();
  startSession();
}
