// Entry of the hosted site (host-app/index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/app-strings';
import { App } from './app/app';
import { boot } from './app/boot';
import { loadOnFirstUse } from './app/load-on-first-use';
import {
  beginStartUp,
  nextTask,
  releaseFirstScreen,
  releaseFirstScreenWhenFaded,
  renderInSteps,
} from './app/first-screen';
import { preloadAppLayout } from './layout/lazy-app-layout';
import { preloadSignedInPage } from './routes/preload';
import { STORAGE_KEYS } from '@savdo/contract';
import { keepReferral } from '@savdo/core/partners/referral';
import {
  $isAuthenticated,
  $language,
  loadLanguage,
  loadVaultCipher,
  planInAppRedirect,
  primeStoredSession,
} from '@savdo/core';

// The vault's cipher (AES-GCM in JavaScript, about 4 KB) is its own chunk, and its module builds
// AES tables as it is evaluated: a long task on a phone. A stored session is opened before boot
// reads it, with the browser's own crypto where it has it (core's primeStoredSession), with the
// page's code already on its way; the cipher itself then loads at the first use of the page
// (app/load-on-first-use.ts), as on a signed-out visitor's page, before anything writes the
// vault (core's signIn, the providers' sign-in and the session refresh wait for it).
// Without SubtleCrypto (a page served over plain http) start-up waits for the cipher as before.
// A partner widget's link (`?ref=`): kept for the sign-up (docs/decisions/0321-partner-usage-and-referrals.md).
keepReferral(window.location.href);

const hasStoredSession = (() => {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken) !== null;
  } catch {
    return false;
  }
})();
// A page about to leave an in-app browser (boot redirects it) downloads no page code.
const leavingInAppBrowser =
  planInAppRedirect(window.location.href, window.navigator.userAgent) !== null;
// Start-up is one async function rather than top-level await: with top-level await in the entry,
// Rolldown turns off merging the entry's shared modules into it, and the page loaded some fifteen
// more small files (decision 0268).
async function start(): Promise<void> {
  beginStartUp();
  releaseFirstScreenWhenFaded();
  if (hasStoredSession) {
    if (!leavingInAppBrowser) preloadSignedInPage(window.location.pathname);
    if (await primeStoredSession()) loadOnFirstUse(loadVaultCipher);
    else await loadVaultCipher().catch(() => undefined);
  } else {
    loadOnFirstUse(loadVaultCipher);
  }

  // The cipher's set-up, boot and the first render each get a task of their own rather than one
  // long one (start-up in steps, decision 0268).
  if (renderInSteps()) await nextTask();
  const { inAppPlan } = boot();
  if (renderInSteps()) await nextTask();
  // The in-app browser notice is all such a page shows: no page will draw under the first screen.
  if (inAppPlan) releaseFirstScreen();
  // Signing in on /auth starts the signed-in frame's download at once, alongside the navigation
  // to the first private page, rather than after it.
  $isAuthenticated.listen((signedIn) => {
    if (signedIn && !inAppPlan) preloadAppLayout().catch(() => undefined);
  });
  const container = document.getElementById('root');
  const render = () => {
    if (!container) return;
    createRoot(container).render(
      <StrictMode>
        <App inAppPlan={inAppPlan} />
      </StrictMode>,
    );
  };
  // Uzbek strings come with this file; Russian or English are fetched first (one small chunk), so
  // the first paint is in the visitor's language. If that fetch fails, the page renders in Uzbek.
  loadLanguage($language.get()).then(render, render);
}

void start();
