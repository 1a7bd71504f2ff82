// Shared set-up for unit tests: every test starts with empty storage (node-env files have none).
import { afterEach, beforeAll } from 'vitest';

// The host app and the embed runtime install the vault's cipher and the session's credentials
// (its token on every call, its 401 handler) on our own origin; so do the browser-environment
// tests (node-environment files never load core).
if (typeof window !== 'undefined') {
  const [{ installSessionCredentials, installVaultCipher }, { aesGcmCipher }] = await Promise.all([
    import('@savdo/core'),
    import('@savdo/core/vault/aes-gcm-cipher'),
  ]);
  installVaultCipher(aesGcmCipher);
  installSessionCredentials();
  // waitFor and findBy give up after 1 s by default: too short for a jsdom render while the
  // same vitest run drives the server suite and Chromium on two cores. A passing test is as
  // fast as before; only a failing one waits longer.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// Strings that load per language (the host app's Russian and English, core's locale loaders):
// tests switch languages synchronously, so every language a test file's imports registered is
// fetched before its tests run. The per-language loading itself is tested in
// tests/unit/core/locale-loaders.test.ts.
beforeAll(async () => {
  if (typeof window === 'undefined') return;
  const { loadLanguage } = await import('@savdo/core');
  await Promise.all([loadLanguage('en'), loadLanguage('ru')]);
});
