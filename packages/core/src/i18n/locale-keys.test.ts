/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@savdo/contract';
import {
  addStrings,
  findLocaleKeyProblems,
  flattenKeys,
  i18n,
  registeredNamespaces,
  t,
} from '@savdo/core';

// Each strings module (`*strings.ts` in ui and in every widget folder) registers its namespace
// when imported; importing them all here puts every namespace of the product under the check.
const stringModules = import.meta.glob(
  ['../../../ui/src/**/*strings.ts', '../../../widgets/src/**/*strings.ts'],
  { eager: true },
);

describe('every key exists in uz, en and ru, in every registered namespace', () => {
  const namespaces = registeredNamespaces();

  it('core is registered, and the strings modules found add their namespaces', () => {
    expect(namespaces).toContain('core');
    if (Object.keys(stringModules).length > 0) expect(namespaces.length).toBeGreaterThan(1);
  });

  it.each(namespaces)('namespace "%s" has the same keys in uz, en and ru', (ns) => {
    const bundles = Object.fromEntries(
      LANGUAGES.map((lng) => [lng, i18n.getResourceBundle(lng, ns) as unknown]),
    );
    expect(findLocaleKeyProblems(bundles)).toEqual([]);
  });
});

describe('the parity check itself', () => {
  it('reports a key missing in one language', () => {
    const problems = findLocaleKeyProblems({
      uz: { a: { b: 'x', c: 'y' } },
      en: { a: { b: 'x', c: 'y' } },
      ru: { a: { b: 'x' } },
    });
    expect(problems).toEqual([{ language: 'ru', key: 'a.c', problem: 'missing' }]);
  });

  it('reports a whole missing language', () => {
    const problems = findLocaleKeyProblems({ uz: { a: 'x' }, en: { a: 'x' } });
    expect(problems).toEqual([{ language: 'ru', key: 'a', problem: 'missing' }]);
  });

  it('reports empty values', () => {
    const problems = findLocaleKeyProblems({ uz: { a: 'x' }, en: { a: ' ' }, ru: { a: 'x' } });
    expect(problems).toEqual([{ language: 'en', key: 'a', problem: 'empty' }]);
  });

  it('treats plural forms by their base key, as each language needs them', () => {
    const ok = findLocaleKeyProblems({
      uz: { n_one: '1', n_other: 'n' },
      en: { n_one: '1', n_other: 'n' },
      ru: { n_one: '1', n_few: '2', n_many: '5', n_other: 'n' },
    });
    expect(ok).toEqual([]);
  });

  it('reports a plural form a language needs (Russian few/many)', () => {
    const problems = findLocaleKeyProblems({
      uz: { n_one: '1', n_other: 'n' },
      en: { n_one: '1', n_other: 'n' },
      ru: { n_one: '1', n_other: 'n' },
    });
    expect(problems).toEqual([
      { language: 'ru', key: 'n_few', problem: 'missing-plural-form' },
      { language: 'ru', key: 'n_many', problem: 'missing-plural-form' },
    ]);
  });

  it('accepts a plain key in place of plural forms', () => {
    expect(
      findLocaleKeyProblems({ uz: { n: 'x' }, en: { n_one: '1', n_other: 'n' }, ru: { n: 'x' } }),
    ).toEqual([]);
  });

  it('flattens nested keys to dotted paths', () => {
    expect([...flattenKeys({ a: { b: { c: 'x' } }, d: 'y' }).keys()]).toEqual(['a.b.c', 'd']);
  });
});

describe('addStrings', () => {
  it('registers a namespace in all three languages at once', () => {
    addStrings('probe-widget', {
      uz: { title: 'Sarlavha' },
      en: { title: 'Title' },
      ru: { title: 'Заголовок' },
    });
    expect(registeredNamespaces()).toContain('probe-widget');
    expect(t('probe-widget:title', { lng: 'ru' })).toBe('Заголовок');
    expect(t('probe-widget:title', { lng: 'en' })).toBe('Title');
    for (const lng of LANGUAGES) i18n.removeResourceBundle(lng, 'probe-widget');
  });
});
