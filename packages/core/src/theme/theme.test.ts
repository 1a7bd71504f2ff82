import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import {
  $prefersDark,
  $resolvedTheme,
  $themeChoice,
  configureCore,
  resetCoreConfig,
  setTheme,
} from '@savdo/core';

/** A controllable `(prefers-color-scheme: dark)` media query. */
function fakeDarkScheme(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, l: (event: MediaQueryListEvent) => void) => listeners.add(l),
    removeEventListener: (_type: string, l: (event: MediaQueryListEvent) => void) =>
      listeners.delete(l),
  };
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)');
    return list as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    listeners,
    change(dark: boolean) {
      list.matches = dark;
      for (const l of listeners) l({ matches: dark } as MediaQueryListEvent);
    },
  };
}

afterEach(() => {
  cleanStores($resolvedTheme, $prefersDark);
  setTheme('system');
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('theme choice (decision 8)', () => {
  it('defaults to system when nothing is saved', async () => {
    vi.resetModules();
    const fresh = await import('@savdo/core/theme/theme');
    expect(fresh.$themeChoice.get()).toBe('system');
  });

  it('is saved under vite-ui-theme', () => {
    setTheme('dark');
    expect($themeChoice.get()).toBe('dark');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
  });

  it('starts from the saved choice', async () => {
    localStorage.setItem('vite-ui-theme', 'light');
    vi.resetModules();
    const fresh = await import('@savdo/core/theme/theme');
    expect(fresh.$themeChoice.get()).toBe('light');
  });

  it('an unknown saved value reads as the default (system)', async () => {
    localStorage.setItem('vite-ui-theme', 'purple');
    vi.resetModules();
    const fresh = await import('@savdo/core/theme/theme');
    expect(fresh.$themeChoice.get()).toBe('system');
  });

  it('setTheme ignores values other than light, dark and system', () => {
    setTheme('light');
    expect(setTheme('neon')).toBe('light');
    expect(localStorage.getItem('vite-ui-theme')).toBe('light');
  });

  it('follows a choice made in another tab (storage event)', () => {
    const stop = $themeChoice.listen(() => undefined);
    localStorage.setItem('vite-ui-theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'vite-ui-theme', newValue: 'dark' }));
    expect($themeChoice.get()).toBe('dark');
    stop();
  });
});

describe('resolved theme', () => {
  it('light and dark resolve to themselves whatever the OS prefers', () => {
    fakeDarkScheme(true);
    setTheme('light');
    expect($resolvedTheme.get()).toBe('light');
    setTheme('dark');
    expect($resolvedTheme.get()).toBe('dark');
  });

  it('system follows prefers-color-scheme: dark', () => {
    fakeDarkScheme(true);
    setTheme('system');
    expect($resolvedTheme.get()).toBe('dark');
  });

  it('system resolves to light when the OS prefers light', () => {
    fakeDarkScheme(false);
    setTheme('system');
    expect($resolvedTheme.get()).toBe('light');
  });

  it("on a partner's page (public mode) system means light, even with a dark OS", () => {
    fakeDarkScheme(true);
    setTheme('system');
    configureCore({ mode: 'public' });
    try {
      expect($resolvedTheme.get()).toBe('light');
      setTheme('dark');
      expect($resolvedTheme.get()).toBe('dark');
    } finally {
      resetCoreConfig();
    }
    setTheme('system');
    expect($resolvedTheme.get()).toBe('dark');
  });

  it('system reacts to the media query change event', () => {
    const scheme = fakeDarkScheme(false);
    setTheme('system');
    const seen: string[] = [];
    const stop = $resolvedTheme.subscribe((theme) => seen.push(theme));
    scheme.change(true);
    scheme.change(false);
    stop();
    expect(seen).toEqual(['light', 'dark', 'light']);
  });

  it('stops listening to the media query once nobody listens', () => {
    const scheme = fakeDarkScheme(false);
    const stop = $resolvedTheme.listen(() => undefined);
    expect(scheme.listeners.size).toBe(1);
    stop();
    cleanStores($resolvedTheme, $prefersDark);
    expect(scheme.listeners.size).toBe(0);
  });

  it('without matchMedia (no browser), system resolves to light', () => {
    vi.stubGlobal('matchMedia', undefined);
    setTheme('system');
    expect($resolvedTheme.get()).toBe('light');
  });
});
