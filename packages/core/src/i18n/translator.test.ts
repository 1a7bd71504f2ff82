/// <reference types="vite/client" />
// Decision 0263: the page's translator replaces i18next. This renders every key of every
// registered namespace, in every language, with and without counts, through both and expects
// the same text, so the strings files behave exactly as they did under i18next.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@savdo/contract';
import { i18n, loadLanguage, registeredNamespaces, type StringTree } from '@savdo/core';
import { Translator } from './translator';
import { Translator as I18nextTranslator } from './translator-i18next';

import.meta.glob(
  [
    '../../../ui/src/**/*strings.ts',
    '../../../widgets/src/**/*strings.ts',
    '../../../../host-app/src/i18n/app-strings.ts',
  ],
  { eager: true },
);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 1.5];

/** Dotted keys of a tree, plural forms by their base key. */
function baseKeys(tree: StringTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(PLURAL, '')}`]
      : baseKeys(value, `${prefix}${key}.`),
  );
}

function variablesOf(tree: StringTree | undefined): string[] {
  const text = JSON.stringify(tree ?? {});
  return [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
}

// Strings that load per language (the host app's) are fetched before the comparison.
await Promise.all([loadLanguage('en'), loadLanguage('ru')]);
const namespaces = registeredNamespaces();
const reference = i18next.createInstance();
await reference.init({
  resources: Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(lng, ns) ?? {}])),
    ]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: namespaces,
  defaultNS: 'core',
  interpolation: { escapeValue: false },
  initAsync: false,
});
// The build on the named libraries runs on i18next through translator-i18next.ts (decision
// 0331): fed the same bundles, it must answer as i18next itself does.
const adapter = new I18nextTranslator({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'core',
});
for (const lng of LANGUAGES) {
  for (const ns of namespaces)
    adapter.addResourceBundle(lng, ns, i18n.getResourceBundle(lng, ns) ?? {});
}

describe('the translator renders every string as i18next does', () => {
  it('finds the namespaces of core, ui, every widget and the host app', () => {
    expect(namespaces).toContain('core');
    expect(namespaces.length).toBeGreaterThan(20);
  });

  it.each(namespaces)('namespace "%s": every key, language, count and variable', (ns) => {
    const keys = new Set(
      LANGUAGES.flatMap((lng) => baseKeys(i18n.getResourceBundle(lng, ns) ?? {})),
    );
    const names = new Set(LANGUAGES.flatMap((lng) => variablesOf(i18n.getResourceBundle(lng, ns))));
    const variables = Object.fromEntries([...names].map((name) => [name, `«${name}»`]));
    // Differences are gathered and compared once: an expect per string (about 100,000 of them)
    // was most of this file's time.
    const differences: string[] = [];
    let compared = 0;
    for (const lng of LANGUAGES) {
      const ours = i18n.getFixedT(lng, ns);
      const theirs = reference.getFixedT(lng, ns);
      const adapted = adapter.getFixedT(lng, ns);
      for (const key of keys) {
        const cases: Record<string, unknown>[] = [
          variables,
          ...COUNTS.map((count) => ({ ...variables, count })),
        ];
        for (const options of cases) {
          const expected = theirs(key, options);
          const where = `${lng} ${ns}:${key} ${JSON.stringify(options)}`;
          const mine = ours(key, options);
          if (mine !== expected) differences.push(`${where}: ours ${mine}, i18next ${expected}`);
          const viaAdapter = adapted(key, options);
          if (viaAdapter !== expected) {
            differences.push(`adapter ${where}: ${viaAdapter}, i18next ${expected}`);
          }
          compared += 1;
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(0);
  });
});

describe.each([
  ['our translator', Translator],
  ['the i18next adapter', I18nextTranslator],
])('%s on its own', (_name, Made) => {
  const make = () => {
    const tr = new Made({ lng: 'ru', fallbackLng: 'uz', defaultNS: 'core' });
    tr.addResourceBundle('uz', 'core', { a: { b: 'salom {{name}}' }, only: 'faqat' });
    tr.addResourceBundle('ru', 'core', {
      a: { b: 'привет {{name}}' },
      n_one: '{{count}} день',
      n_few: '{{count}} дня',
      n_many: '{{count}} дней',
      n_other: '{{count}} дня',
    });
    return tr;
  };

  it('looks up `ns:key` and dotted keys, falls back to Uzbek, else answers the key', () => {
    const tr = make();
    expect(tr.t('core:a.b', { name: 'Ali' })).toBe('привет Ali');
    expect(tr.t('only')).toBe('faqat');
    expect(tr.t('core:missing.key')).toBe('missing.key');
  });

  it('picks Russian plural forms by Intl.PluralRules', () => {
    const tr = make();
    expect([1, 2, 5, 21].map((count) => tr.t('n', { count }))).toEqual([
      '1 день',
      '2 дня',
      '5 дней',
      '21 день',
    ]);
  });

  it('changeLanguage tells its listeners; a missing variable renders empty', async () => {
    const tr = make();
    const heard: string[] = [];
    tr.on('languageChanged', (lng) => heard.push(lng));
    await tr.changeLanguage('uz');
    expect(heard).toEqual(['uz']);
    expect(tr.t('a.b')).toBe('salom ');
  });
});

describe.each([
  ['our translator', Translator],
  ['the i18next adapter', I18nextTranslator],
])('%s: resource bundles and the language', (_name, Made) => {
  it('merges a bundle deep or shallow, overwriting only when asked', () => {
    const tr = new Made({ lng: 'en', fallbackLng: 'uz', defaultNS: 'core' });
    tr.addResourceBundle('en', 'w', { a: { x: '1', y: '2' }, b: 'old' });
    tr.addResourceBundle('en', 'w', { a: { x: 'new' }, c: '3' }, true, false);
    expect(tr.getResourceBundle('en', 'w')).toEqual({ a: { x: '1', y: '2' }, b: 'old', c: '3' });
    tr.addResourceBundle('en', 'w', { a: { x: 'new' }, b: 'newer' }, true, true);
    expect(tr.getResourceBundle('en', 'w')).toEqual({
      a: { x: 'new', y: '2' },
      b: 'newer',
      c: '3',
    });
    tr.addResource('en', 'w', 'd.e', 'deep');
    expect(tr.t('w:d.e')).toBe('deep');
    expect(Object.keys(tr.store.data.en ?? {})).toContain('w');
    tr.removeResourceBundle('en', 'w');
    expect(tr.getResourceBundle('en', 'w')).toBeUndefined();
  });

  it("follows changeLanguage in `language`, a call's own lng wins over a fixed one", async () => {
    const tr = new Made({ lng: 'en', fallbackLng: 'uz', defaultNS: 'core' });
    tr.addResourceBundle('en', 'core', { hi: 'hello' });
    tr.addResourceBundle('ru', 'core', { hi: 'привет' });
    expect(tr.language).toBe('en');
    const fixed = await tr.changeLanguage('ru');
    expect(tr.language).toBe('ru');
    expect(fixed('hi')).toBe('привет');
    expect(tr.getFixedT('ru')('hi', { lng: 'en' })).toBe('hello');
    const heard: string[] = [];
    const listener = (lng: string) => heard.push(lng);
    tr.on('languageChanged', listener);
    tr.off('languageChanged', listener);
    await tr.changeLanguage('en');
    expect(heard).toEqual([]);
  });
});
