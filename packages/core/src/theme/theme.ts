// The page's theme choice (light, dark or system; docs/product.md, "Rules that matter to a
// trader") and the theme it resolves to. The choice is saved under `vite-ui-theme`; other tabs
// follow it through the storage event. `system` follows the OS dark-mode preference live.
import { atom, computed, onMount } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { Theme } from '@savdo/contract';
import { DEFAULT_THEME, STORAGE_KEYS, THEMES } from '@savdo/contract';
import { $coreConfig } from '../config';

export type ResolvedTheme = 'light' | 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The saved choice; an unknown saved value reads as the default. */
export const $themeChoice = persistentAtom<Theme>(STORAGE_KEYS.theme, DEFAULT_THEME, {
  encode: (value) => value,
  decode: (value) => (isTheme(value) ? value : DEFAULT_THEME),
});

function darkSchemeQuery(): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia(DARK_SCHEME_QUERY) : null;
}

/** Whether the OS prefers dark, kept current while anyone listens. */
export const $prefersDark = atom<boolean>(darkSchemeQuery()?.matches ?? false);

onMount($prefersDark, () => {
  const query = darkSchemeQuery();
  if (!query) return undefined;
  $prefersDark.set(query.matches);
  const onChange = (event: MediaQueryListEvent) => $prefersDark.set(event.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
});

/**
 * The theme the page shows. On a partner's page (core mode 'public') 'system' means light: the
 * visitor's dark OS setting must not turn our blocks dark on a light partner page. A
 * partner who wants dark or system sets the element's `theme` attribute.
 */
export const $resolvedTheme = computed(
  [$themeChoice, $prefersDark, $coreConfig],
  (choice, prefersDark, config): ResolvedTheme => {
    if (choice !== 'system') return choice;
    if (config.mode === 'public') return 'light';
    return prefersDark ? 'dark' : 'light';
  },
);

/** Saves a new choice; anything but light, dark or system is ignored. */
export function setTheme(theme: string): Theme {
  if (isTheme(theme)) $themeChoice.set(theme);
  return $themeChoice.get();
}
