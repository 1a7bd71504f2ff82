import { describe, expect, it } from 'vitest';
import { baseLanguageCode, detectLanguage, toLanguage } from '@savdo/core';

function storageWith(value: string | null) {
  return { getItem: (key: string) => (key === 'i18nextLng' ? value : null) };
}

describe('language detection order', () => {
  it('reads the chain in order: query, cookie, local storage, session storage, navigator, <html lang>', () => {
    const all = {
      search: '?tab=1&lng=en',
      cookie: 'theme=dark; i18next=ru',
      storage: storageWith('uz'),
      session: storageWith('en'),
      navigator: { languages: ['ru-RU'], language: 'ru-RU' },
      htmlLang: 'en',
    };
    expect(detectLanguage(all)).toBe('en');
    expect(detectLanguage({ ...all, search: '' })).toBe('ru');
    expect(detectLanguage({ ...all, search: '', cookie: '' })).toBe('uz');
    expect(detectLanguage({ ...all, search: '', cookie: '', storage: null })).toBe('en');
    expect(detectLanguage({ ...all, search: '', cookie: '', storage: null, session: null })).toBe(
      'ru',
    );
    expect(
      detectLanguage({
        ...all,
        search: '',
        cookie: '',
        storage: null,
        session: null,
        navigator: null,
      }),
    ).toBe('en');
  });

  it('a query or cookie value that is not a language falls through to the next source', () => {
    expect(
      detectLanguage({
        search: '?lng=%3Cscript%3E',
        cookie: 'i18next=fr; other=1',
        storage: storageWith('ru'),
      }),
    ).toBe('ru');
    expect(detectLanguage({ cookie: 'i18next=%E0%A4%A', htmlLang: 'ru' })).toBe('ru');
  });

  it('the saved choice under i18nextLng wins over the browser', () => {
    expect(
      detectLanguage({ storage: storageWith('ru'), navigator: { languages: ['en-US'] } }),
    ).toBe('ru');
  });

  it('without a saved choice, the browser languages are used in order', () => {
    const navigator = { languages: ['de-DE', 'en-GB', 'ru'], language: 'de-DE' };
    expect(detectLanguage({ storage: storageWith(null), navigator })).toBe('en');
  });

  it('navigator.language is used when navigator.languages is empty', () => {
    expect(detectLanguage({ storage: null, navigator: { languages: [], language: 'ru-RU' } })).toBe(
      'ru',
    );
  });

  it('default and fallback is uz when nothing usable is found', () => {
    expect(detectLanguage({ storage: null, navigator: null })).toBe('uz');
    expect(detectLanguage({ storage: storageWith('fr'), navigator: { languages: ['de'] } })).toBe(
      'uz',
    );
  });

  it('a saved value with a region suffix is cut to the base language', () => {
    expect(detectLanguage({ storage: storageWith('ru-RU'), navigator: null })).toBe('ru');
    expect(detectLanguage({ storage: storageWith('uz_Latn_UZ'), navigator: null })).toBe('uz');
    expect(detectLanguage({ storage: storageWith('EN-us'), navigator: null })).toBe('en');
  });

  it('a saved value that looks like script injection is rejected and falls through to the browser', () => {
    const navigator = { languages: ['ru-RU'] };
    for (const saved of [
      '<script>alert(1)</script>',
      'en<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '"en"',
      "en'",
      'en-US" onmouseover="x',
      'script',
      'en;alert(1)',
    ]) {
      expect(detectLanguage({ storage: storageWith(saved), navigator })).toBe('ru');
    }
  });

  it('a value that is not a 2-3 letter code after cutting is rejected', () => {
    const navigator = { languages: ['en'] };
    for (const saved of ['', '   ', 'e', 'engl', '12', 'e1-US', '-ru', 'x'.repeat(50)]) {
      expect(detectLanguage({ storage: storageWith(saved), navigator })).toBe('en');
    }
  });

  it('a storage that throws (privacy mode) counts as no saved choice', () => {
    const storage = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage({ storage, navigator: { languages: ['ru'] } })).toBe('ru');
  });

  it('reads localStorage and navigator by default', () => {
    localStorage.setItem('i18nextLng', 'ru');
    expect(detectLanguage()).toBe('ru');
  });

  it('reads no source after the first usable one (each of the cookie and the storages is a round trip to the browser)', () => {
    const read: string[] = [];
    const sources = (saved: string | null) => ({
      get search() {
        read.push('search');
        return '';
      },
      get cookie() {
        read.push('cookie');
        return 'i18next=de';
      },
      get storage() {
        read.push('storage');
        return { getItem: () => saved };
      },
      get session() {
        read.push('session');
        return { getItem: () => null };
      },
      get navigator() {
        read.push('navigator');
        return { languages: ['fr', 'en'], language: 'ru' };
      },
      get htmlLang() {
        read.push('htmlLang');
        return 'uz';
      },
    });
    expect(detectLanguage(sources('ru'))).toBe('ru');
    expect(read).toEqual(['search', 'cookie', 'storage']);
    read.length = 0;
    // Without a saved choice: the browser's first language we have.
    expect(detectLanguage(sources(null))).toBe('en');
    expect(read).toEqual(['search', 'cookie', 'storage', 'session', 'navigator']);
  });
});

describe('language code helpers', () => {
  it('baseLanguageCode keeps 2-3 letter codes of other languages (fall-through is by support)', () => {
    expect(baseLanguageCode('fil-PH')).toBe('fil');
    expect(baseLanguageCode(42)).toBeNull();
    expect(toLanguage('de')).toBeNull();
    expect(toLanguage('uz-Cyrl')).toBe('uz');
  });
});
