// The build switch to i18next (decision 0331): with SAVDO_I18N=i18next, core's i18n.ts imports
// translator-i18next.ts (the same class over a real i18next instance) in place of our own
// translator.ts (decision 0263). A Rollup plugin, so both the embed build (rollup) and the host
// app's (Vite) use it; without the switch it does nothing.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const i18nDir = resolve(dirname(fileURLToPath(import.meta.url)), 'src/i18n');
const importer = resolve(i18nDir, 'i18n.ts');
const adapter = resolve(i18nDir, 'translator-i18next.ts');

/** @param {boolean} [enabled] */
export function translatorSwitch(enabled = process.env.SAVDO_I18N === 'i18next') {
  return {
    name: 'savdo-translator-switch',
    enforce: 'pre',
    /** @param {string} source @param {string | undefined} from */
    resolveId(source, from) {
      if (!enabled || source !== './translator' || !from) return null;
      return resolve(from.split('?')[0]) === importer ? adapter : null;
    },
  };
}
