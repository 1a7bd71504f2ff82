// Shared set-up for unit tests: every test starts with empty storage (node-env files have none),
// ends with what it rendered unmounted and real timers back, and a test file fails if it leaves
// work scheduled after its last test (pending-work.ts says why).
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { describePendingWork, installPendingWorkTracker, pendingWork } from './pending-work';

// Before React, its scheduler or nanostores load, so they capture the tracked timer functions.
installPendingWorkTracker();

// styled-components add each rule to a <style> element's text outside production, and jsdom
// parses a style element's whole text again at every change: the rules a file's renders add cost
// the square of their count (25 s of the unit tests' 190 s of CPU, profiled 2026-11-30). Through
// the sheet's insertRule each rule is parsed once; jsdom's computed styles read the same rules.
// Read by styled-components when its module loads, so before anything imports it.
(globalThis as { SC_DISABLE_SPEEDY?: boolean }).SC_DISABLE_SPEEDY = false;

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
  // waitFor and findBy give up after 1 s by default: far too short for a jsdom render while the
  // same vitest run drives the server suite and Chromium on two cores. A passing test is as
  // fast as before; only a failing one waits longer.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 20_000 });
}

/**
 * Unmounts what testing-library rendered and lets React finish the work that follows; closes
 * the toasts a test raised (core's queue dismisses each after TOAST_DURATION_MS by itself).
 */
async function unmountRendered(): Promise<void> {
  if (typeof window === 'undefined') return;
  const [{ act, cleanup }, { clearToasts }] = await Promise.all([
    import('@testing-library/react'),
    import('@savdo/core'),
  ]);
  cleanup();
  // Effects' clean-ups and the renders they schedule run inside act, not after the file.
  await act(async () => {});
  act(() => clearToasts());
}

afterEach(async () => {
  // A test that failed while on fake timers must not leave the next one on them.
  vi.useRealTimers();
  await unmountRendered();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// Strings that load per language (the host app's Russian and English, core's locale loaders):
// tests switch languages synchronously, so every language a test file's imports registered is
// fetched before its tests run. The per-language loading itself is tested in
// packages/core/src/i18n/locale-loaders.test.ts.
beforeAll(async () => {
  if (typeof window === 'undefined') return;
  const { loadLanguage } = await import('@savdo/core');
  await Promise.all([loadLanguage('en'), loadLanguage('ru')]);
});

// The unit tests share one module graph per worker (vitest.config.ts, isolate: false): each file
// starts from the state a fresh page would have, whatever the file before it left in the stores
// every page shares (session, query cache, toasts, language, saved time zone, partner key and
// ref, page data) and in styled-components' page sheet.
beforeAll(async () => {
  if (typeof window === 'undefined') return;
  const [{ resetSessionCore }, core] = await Promise.all([
    import('../kit/session-test-helpers'),
    import('@savdo/core'),
  ]);
  await resetSessionCore();
  core.$savedTimeZone.set(null);
  // A partner page's key and ref (an embed test sets them as the loader would).
  core.setPartnerKey(null);
  core.setPartnerRef(null);
  core.resetPageData();
  document.head.querySelectorAll('#savdo-page-data').forEach((node) => node.remove());
  // What language detection reads besides storage: the page's lang and the i18next cookie.
  document.documentElement.removeAttribute('lang');
  document.title = '';
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  // Imported here, not above: styled-components loads React, which must come after the tracker.
  const { emptyStyledComponentsSheet } = await import('./styled-sheet');
  emptyStyledComponentsSheet();
});

// Registered first, so it runs after the file's own afterAll hooks.
afterAll(async () => {
  vi.useRealTimers();
  await unmountRendered();
  // A store nobody listens to any more stops its work after nanostores' unmount delay (1 s):
  // run those stops now rather than wait them out in every file.
  // A store's stop may unmount the stores it listened to, which schedule their own.
  for (let round = 0; round < 5; round += 1) {
    const stops = pendingWork().filter((w) => w.byStoreLibrary && w.kind === 'timeout');
    if (stops.length === 0) break;
    for (const work of stops) {
      work.cancel();
      work.run();
    }
    await unmountRendered();
  }
  const left = pendingWork();
  if (left.length === 0) return;
  for (const work of left) work.cancel();
  throw new Error(
    `This test file left ${left.length} piece(s) of work scheduled after its last test ` +
      `(stop them on unmount, or in the test's own clean-up):\n${describePendingWork(left)}`,
  );
});
