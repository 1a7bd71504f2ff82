// Key parity of translations: every key of every namespace must exist in uz, en and ru. Plural
// forms follow each language's own rules (Intl.PluralRules), so 'x_few' is needed in ru only.
import type { Language } from '@savdo/contract';
import { LANGUAGES } from '@savdo/contract';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export interface LocaleKeyProblem {
  language: Language;
  key: string;
  problem: 'missing' | 'empty' | 'missing-plural-form';
}

/** 'a.b.c' paths of every string leaf of a nested object. */
export function flattenKeys(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return out;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of flattenKeys(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** 'expiresSoon_few' -> 'expiresSoon'; a key without a plural suffix is its own base. */
export function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

function pluralForms(language: Language): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** Everything wrong with one namespace's translations; an empty list when they agree. */
export function findLocaleKeyProblems(
  bundles: Partial<Record<Language, unknown>>,
): LocaleKeyProblem[] {
  const flat = new Map(LANGUAGES.map((lng) => [lng, flattenKeys(bundles[lng])] as const));
  const allBases = new Set<string>();
  const pluralBases = new Set<string>();
  for (const keys of flat.values()) {
    for (const key of keys.keys()) {
      allBases.add(baseKey(key));
      if (PLURAL_SUFFIX.test(key)) pluralBases.add(baseKey(key));
    }
  }

  const problems: LocaleKeyProblem[] = [];
  for (const language of LANGUAGES) {
    const keys = flat.get(language) ?? new Map<string, unknown>();
    const bases = new Set([...keys.keys()].map(baseKey));
    for (const key of allBases) {
      if (!bases.has(key)) problems.push({ language, key, problem: 'missing' });
    }
    for (const [key, value] of keys) {
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push({ language, key, problem: 'empty' });
      }
    }
    for (const base of pluralBases) {
      if (!bases.has(base) || keys.has(base)) continue; // missing already reported / plain form
      for (const form of pluralForms(language)) {
        const key = `${base}_${form}`;
        if (!keys.has(key)) problems.push({ language, key, problem: 'missing-plural-form' });
      }
    }
  }
  return problems;
}
