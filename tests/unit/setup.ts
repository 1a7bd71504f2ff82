// Shared set-up for unit tests: every test starts with empty storage (node-env files have none).
import { afterEach } from 'vitest';

// The host app and the embed runtime install the vault's cipher on our own origin; so do the
// browser-environment tests (node-environment files never load core).
if (typeof window !== 'undefined') {
  const [{ installVaultCipher }, { aesGcmCipher }] = await Promise.all([
    import('@savdo/core'),
    import('@savdo/core/vault/aes-gcm-cipher'),
  ]);
  installVaultCipher(aesGcmCipher);
}

afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
