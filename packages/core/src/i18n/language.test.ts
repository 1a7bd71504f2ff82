import { afterEach, describe, expect, it, vi } from 'vitest';
import { $language, i18n, setLanguage, t } from '@savdo/core';

afterEach(() => {
  setLanguage('uz');
});

describe('setLanguage and $language', () => {
  it('switches the interface language and saves the choice under i18nextLng', () => {
    expect(setLanguage('en')).toBe('en');
    expect($language.get()).toBe('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(t('session.expired')).toBe('Session expired, please login again');
  });

  it('cuts a region suffix before applying it', () => {
    expect(setLanguage('ru-RU')).toBe('ru');
    expect(localStorage.getItem('i18nextLng')).toBe('ru');
  });

  it('ignores unsafe or unsupported values and keeps the current language', () => {
    setLanguage('ru');
    localStorage.clear();
    expect(setLanguage('<script>')).toBe('ru');
    expect(setLanguage('de')).toBe('ru');
    expect($language.get()).toBe('ru');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('notifies subscribers of $language', () => {
    const seen: string[] = [];
    const stop = $language.listen((lng) => seen.push(lng));
    setLanguage('en');
    setLanguage('ru');
    stop();
    expect(seen).toEqual(['en', 'ru']);
  });

  it('follows changes made on the translator directly', async () => {
    await i18n.changeLanguage('en');
    expect($language.get()).toBe('en');
  });

  it('still switches when storage is blocked', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(setLanguage('en')).toBe('en');
      expect($language.get()).toBe('en');
    } finally {
      spy.mockRestore();
    }
  });

  it('falls back to uz for a key missing in the current language', () => {
    i18n.addResource('uz', 'fallback-probe', 'only', 'faqat o‘zbekcha');
    setLanguage('en');
    expect(t('fallback-probe:only')).toBe('faqat o‘zbekcha');
    i18n.removeResourceBundle('uz', 'fallback-probe');
  });

  it('uses Russian plural forms (1 минуту, 3 минуты, 5 минут)', () => {
    setLanguage('ru');
    expect(t('session.expiresSoon', { count: 1 })).toBe('Сессия истечёт через 1 минуту');
    expect(t('session.expiresSoon', { count: 3 })).toBe('Сессия истечёт через 3 минуты');
    expect(t('session.expiresSoon', { count: 5 })).toBe('Сессия истечёт через 5 минут');
  });
});

describe('language at start-up', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('starts in the saved language', async () => {
    localStorage.setItem('i18nextLng', 'ru-RU');
    vi.resetModules();
    const fresh = await import('@savdo/core/i18n/language');
    expect(fresh.$language.get()).toBe('ru');
  });

  it('starts in uz when the saved value is unsafe and the browser language is unsupported', async () => {
    localStorage.setItem('i18nextLng', '<svg onload=alert(1)>');
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    try {
      vi.resetModules();
      const fresh = await import('@savdo/core/i18n/language');
      expect(fresh.$language.get()).toBe('uz');
    } finally {
      languages.mockRestore();
      language.mockRestore();
    }
  });
});
