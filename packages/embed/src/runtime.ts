// The embed runtime: evaluated once per page before the first widget module (every widget entry
// imports it first). It configures core for this page from the loader's settings, sets the
// style nonce and partner key, starts the session on our own origin (embedded-session.ts, loaded
// only there), and applies the saved language.
import { configureCore, detectLanguage, i18n, setPartnerKey, setPartnerRef } from '@savdo/core';
import { setWidgetNonce } from '@savdo/ui';
import { resolveEmbedConfig, type EmbedConfig } from './embed-config';

function pageConfig(): EmbedConfig {
  // Loaded without the loader (a module script importing a widget directly): the API is the
  // origin the module came from.
  return window.__SAVDO_EMBED__ ?? resolveEmbedConfig({ src: import.meta.url }, location.origin);
}

export const embedConfig: EmbedConfig = pageConfig();

configureCore({
  apiBase: embedConfig.mode === 'embedded' ? '' : embedConfig.api,
  mode: embedConfig.mode,
});
setWidgetNonce(embedConfig.nonce ?? undefined);
// The partner key goes with the public calls (calendar, signals) so the server admits the page.
setPartnerKey(embedConfig.partner);
// Links back to the product carry the partner's ref (docs/embedding.md, "Referrals").
setPartnerRef(embedConfig.ref);
// Tokens live only on our own origin: a partner page never reads or writes them, and never
// downloads the session's code (top-level await: widgets render once the session is read).
if (embedConfig.mode === 'embedded') {
  const { startEmbeddedSession } = await import('./embedded-session');
  await startEmbeddedSession();
}
void i18n.changeLanguage(detectLanguage());
