// Entry of the hosted site (host-app/index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/app-strings';
import { App } from './app/app';
import { boot } from './app/boot';
import { preloadAppLayout } from './layout/lazy-app-layout';
import { preloadSignedInPage } from './routes/preload';
import { $isAuthenticated, $language, installVaultCipher, loadLanguage } from '@savdo/core';
import { aesGcmCipher } from '@savdo/core/vault/aes-gcm-cipher';

// The hosted site always holds a session: its cipher comes with the first load.
installVaultCipher(aesGcmCipher);

const { inAppPlan } = boot();
if (!inAppPlan && $isAuthenticated.get()) preloadSignedInPage(window.location.pathname);
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
