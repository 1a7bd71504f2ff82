// The host app's strings: the same keys in uz, en and ru, every key the code uses exists, and
// the product's exact English where the product gives it.
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { findLocaleKeyProblems, flattenKeys } from '@savdo/core';
import { appStringsIn } from './app-strings';

const appStrings = {
  uz: await appStringsIn('uz'),
  en: await appStringsIn('en'),
  ru: await appStringsIn('ru'),
};

const sources = import.meta.glob(['../**/*.tsx', '!../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
}) as Record<string, string>;

describe('host-app strings', () => {
  it('have the same keys in uz, en and ru', () => {
    expect(findLocaleKeyProblems(appStrings)).toEqual([]);
  });

  it('contain every literal key the host app translates', () => {
    const known = new Set(flattenKeys(appStrings.uz).keys());
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      // A part with its own typed string table (the chat button's) is checked by the compiler.
      if (!text.includes('useAppT')) continue;
      for (const match of text.matchAll(/\bt\('([a-zA-Z.]+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it("use the product's English texts", () => {
    const en = flattenKeys(appStrings.en);
    expect(en.get('pageNotFound')).toBe('Page not found: {{page}}');
    expect(en.get('ban.title')).toBe('Your account has been banned');
    expect(en.get('errors.notFound.title')).toBe('404 Page Not Found');
    expect(en.get('errors.server.title')).toBe('500 Internal Server Error');
    expect(en.get('errors.serverError.title')).toBe('Server Error');
    expect(en.get('errors.validation.title')).toBe('Validation Error');
    expect(en.get('errors.unknown.title')).toBe('Unknown Error');
    expect(en.get('errors.network.title')).toBe('Network Error');
    expect(en.get('errors.unauthorized.title')).toBe('Unauthorized Access');
    expect(en.get('errors.forbidden.title')).toBe('Access Forbidden');
    expect(en.get('dashboard.bots')).toBe('My Algo Trading Bots');
    expect(en.get('pages.copyTrade.description')).toContain('1% to 50%');
    expect(en.get('pages.copyTrade.description')).toContain('0.5% to 1%');
  });
});
