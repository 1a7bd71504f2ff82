// savdo.js: the one script tag partners paste (built as a tiny IIFE). It reads its own tag,
// leaves the configuration for the runtime, then imports each widget module the first time one
// of its elements appears in the page, including elements added later.
import { readScriptInfo, resolveEmbedConfig } from '../embed-config';
import type { WidgetRegistry } from '../registry';
import { createWidgetLoader } from './widget-loader';

// Tag -> entry: the embed build (rollup.embed.mjs) writes in the map it derives from the widget
// folders (widget-entries.mjs).
declare const __SAVDO_WIDGET_REGISTRY__: WidgetRegistry;

// A second copy of the script (e.g. /v1/ and a pinned version on one page) does nothing.
if (!window.__SAVDO_EMBED__) {
  const info = readScriptInfo(document);
  if (info) {
    const config = resolveEmbedConfig(info, location.origin);
    window.__SAVDO_EMBED__ = config;
    const loader = createWidgetLoader(
      config.base,
      (url) => import(/* @vite-ignore */ url),
      __SAVDO_WIDGET_REGISTRY__,
    );
    loader.watch(document);
  } else {
    console.error('[savdo] savdo.js could not find its own script tag.');
  }
}
