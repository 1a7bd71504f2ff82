// The vault's cipher is installed by whoever starts a session on our own origin (the host app
// at start-up, the embed runtime in mode 'embedded'), never on a partner's page: there the
// vault holds nothing, so its AES code (about 5 KB gzip) is not even downloaded.
// Until a cipher is installed the vault reads no session and writes none, and leaves storage
// as it is.

import type { VaultCipher } from './cipher-shape';

export type { VaultCipher };

let installed: VaultCipher | null = null;

export function installVaultCipher(cipher: VaultCipher): void {
  installed = cipher;
}

export function vaultCipher(): VaultCipher | null {
  return installed;
}

/** Downloads and installs the AES-GCM cipher (a separate chunk in bundles). */
export async function loadVaultCipher(): Promise<void> {
  if (installed) return;
  const { aesGcmCipher } = await import('./aes-gcm-cipher');
  installVaultCipher(aesGcmCipher);
}
