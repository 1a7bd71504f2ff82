// The page configuration the loader reads off its own script tag and hands to the runtime
// (through one global, since the loader is a classic script and the runtime an ES module).

export type EmbedMode = 'embedded' | 'public';

export interface EmbedConfig {
  /** Where the loader was served from, ending in '/': the widgets load from here. */
  base: string;
  /** Origin of the API server. */
  api: string;
  /** The partner key of `data-partner`, if any. */
  partner: string | null;
  /** The partner's public id of `data-ref` (links back to the product carry it), if any. */
  ref?: string | null;
  /** CSP nonce for the widgets' <style> tags. */
  nonce: string | null;
  /** 'embedded' on our own origin (the page's origin is the API's), else 'public'. */
  mode: EmbedMode;
}

export interface ScriptInfo {
  src: string;
  api?: string | null;
  partner?: string | null;
  ref?: string | null;
  nonce?: string | null;
}

declare global {
  interface Window {
    __SAVDO_EMBED__?: EmbedConfig;
  }
}

/** Resolves the script's attributes against the page origin. */
export function resolveEmbedConfig(script: ScriptInfo, pageOrigin: string): EmbedConfig {
  const base = new URL('.', script.src).href;
  const api = new URL(script.api || base, script.src).origin;
  return {
    base,
    api,
    partner: script.partner || null,
    ref: script.ref || null,
    nonce: script.nonce || null,
    mode: api === pageOrigin ? 'embedded' : 'public',
  };
}

/**
 * The loader's own script tag: document.currentScript while it runs, else the first script
 * whose src names savdo.js. The nonce comes from the `.nonce` property first: Chromium hides
 * the nonce attribute from getAttribute(); `data-nonce` is the fallback.
 */
export function readScriptInfo(doc: Document): ScriptInfo | null {
  const current = doc.currentScript;
  const script =
    current instanceof HTMLScriptElement && current.src
      ? current
      : doc.querySelector<HTMLScriptElement>('script[src*="savdo.js"]');
  if (!script) return null;
  return {
    src: script.src,
    api: script.dataset.api,
    partner: script.dataset.partner,
    ref: script.dataset.ref,
    nonce: script.nonce || script.dataset.nonce,
  };
}
