// Strings that load per language (core's locale loaders): the page switches only once a
// language's strings have arrived, the latest choice wins, and a failed fetch is retried.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@savdo/contract';
import {
  $language,
  addLanguageStrings,
  addLocaleLoader,
  i18n,
  languageLoaded,
  loadLanguage,
  setLanguage,
  t,
} from '@savdo/core';

beforeEach(() => {
  setLanguage('uz');
});

afterEach(() => {
  setLanguage('uz');
});

// The unit files share one module graph per worker (docs/decisions/0279-test-lanes.md): the probe
// namespaces, which have only some languages on purpose, must not outlive this file, or the
// locale-keys test that runs after it in the same worker finds them incomplete.
afterAll(() => {
  for (const ns of ['lazy-probe', 'flaky-probe']) {
    for (const language of LANGUAGES) i18n.removeResourceBundle(language, ns);
  }
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('locale loaders', () => {
  it('setLanguage waits for a language whose strings are not here yet, then switches', async () => {
    const gate = deferred();
    addLanguageStrings('lazy-probe', 'uz', { hello: 'Salom' });
    addLocaleLoader(async (language) => {
      if (language !== 'ru') return;
      await gate.promise;
      addLanguageStrings('lazy-probe', 'ru', { hello: 'Привет' });
    });
    expect(languageLoaded('ru')).toBe(false);
    expect(setLanguage('ru')).toBe('ru');
    // Still Uzbek: no half-translated page while the strings travel.
    expect($language.get()).toBe('uz');
    expect(localStorage.getItem('i18nextLng')).toBe('ru');
    gate.resolve();
    await loadLanguage('ru');
    await Promise.resolve();
    expect($language.get()).toBe('ru');
    expect(t('lazy-probe:hello')).toBe('Привет');
    expect(languageLoaded('ru')).toBe(true);
    // Loaded once: switching back and forth is immediate now.
    setLanguage('uz');
    expect(setLanguage('ru')).toBe('ru');
    expect($language.get()).toBe('ru');
  });

  it('the latest choice wins over a slower earlier one; a failed fetch is tried again', async () => {
    let fail = true;
    addLanguageStrings('flaky-probe', 'uz', { word: 'soʻz' });
    addLocaleLoader(async (language) => {
      if (language !== 'en') return;
      if (fail) throw new Error('offline');
      addLanguageStrings('flaky-probe', 'en', { word: 'word' });
    });
    setLanguage('en');
    await loadLanguage('en').catch(() => undefined);
    await Promise.resolve();
    // The fetch failed: the page switches anyway and that namespace shows in Uzbek.
    expect($language.get()).toBe('en');
    expect(i18n.t('flaky-probe:word')).toBe('soʻz');
    expect(languageLoaded('en')).toBe(false);
    fail = false;
    await loadLanguage('en');
    expect(i18n.t('flaky-probe:word')).toBe('word');
  });
});
