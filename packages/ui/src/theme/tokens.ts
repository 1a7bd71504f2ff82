// The one theme file: every colour, size and font of the ui comes from these tokens, exposed
// as `--savdo-*` CSS custom properties so a host page can re-theme a widget across its shadow
// boundary (`savdo-signals { --savdo-color-accent: teal }`). Components only use `var(--savdo-*)`.

import { TOAST_GAP_PX, TOAST_WIDTH_PX } from '@savdo/contract';
import type { ResolvedTheme } from '@savdo/core';

export type { ResolvedTheme };

/** Token names without the `--savdo-` prefix, with their value per theme. */
interface TokenSet {
  'color-bg': string;
  'color-surface': string;
  'color-surface-raised': string;
  'color-text': string;
  'color-text-muted': string;
  'color-border': string;
  'color-accent': string;
  'color-accent-hover': string;
  'color-on-accent': string;
  'color-success': string;
  'color-warning': string;
  'color-danger': string;
  'color-danger-hover': string;
  'color-info': string;
  'color-on-status': string;
  'color-success-soft': string;
  'color-warning-soft': string;
  'color-danger-soft': string;
  'color-info-soft': string;
  'color-focus': string;
  'color-backdrop': string;
  'color-skeleton': string;
  'color-skeleton-shine': string;
  shadow: string;
}

/** Sizes and fonts are the same in both themes. */
const shared = {
  'font-family':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  'font-mono': "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  'font-size-xs': '12px',
  'font-size-sm': '13px',
  'font-size-md': '14px',
  'font-size-lg': '16px',
  'font-size-xl': '20px',
  'font-size-2xl': '24px',
  'line-height': '1.45',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '32px',
  'space-7': '48px',
  'radius-sm': '4px',
  'radius-md': '8px',
  'radius-lg': '12px',
  'radius-xl': '16px',
  'radius-pill': '999px',
  'control-height': '36px',
  'control-height-sm': '28px',
  'icon-button-size': '32px',
  'checkbox-size': '16px',
  'font-size-icon': '20px',
  'font-size-illustration': '28px',
  'emblem-size': '56px',
  'notice-width': '480px',
  'border-width': '1px',
  'accent-border-width': '4px',
  'focus-ring-offset': '2px',
  'focus-ring-width': '2px',
  'modal-width': '480px',
  'toast-width': `${TOAST_WIDTH_PX}px`,
  'toast-gap': `${TOAST_GAP_PX}px`,
  'z-overlay': '2147483000',
  'z-toast': '2147483100',
  'duration-fast': '120ms',
  'duration-normal': '200ms',
} as const;

// Contrast: text/muted on bg and surface, and on-accent on accent, all meet WCAG AA (4.5:1).
const light: TokenSet = {
  'color-bg': '#ffffff',
  'color-surface': '#f6f7f9',
  'color-surface-raised': '#ffffff',
  'color-text': '#16181d',
  'color-text-muted': '#545b66',
  'color-border': '#d4d8de',
  'color-accent': '#1d5fd1',
  'color-accent-hover': '#174ca8',
  'color-on-accent': '#ffffff',
  'color-success': '#12703a',
  'color-warning': '#8a5300',
  'color-danger': '#b3261e',
  'color-danger-hover': '#8f1e18',
  'color-info': '#1d5fd1',
  'color-on-status': '#ffffff',
  'color-success-soft': '#e3f4ea',
  'color-warning-soft': '#fdf0d9',
  'color-danger-soft': '#fbe6e4',
  'color-info-soft': '#e4edfb',
  'color-focus': '#1d5fd1',
  'color-backdrop': 'rgba(15, 17, 21, 0.55)',
  'color-skeleton': '#e6e8ec',
  'color-skeleton-shine': '#f3f4f6',
  shadow: '0 8px 24px rgba(15, 17, 21, 0.16)',
};

const dark: TokenSet = {
  'color-bg': '#0f1115',
  'color-surface': '#171a21',
  'color-surface-raised': '#1f232c',
  'color-text': '#eef0f4',
  'color-text-muted': '#a6adb9',
  'color-border': '#333946',
  'color-accent': '#6ea2ff',
  'color-accent-hover': '#8fb7ff',
  'color-on-accent': '#0b1220',
  'color-success': '#4cc17e',
  'color-warning': '#f0b54a',
  'color-danger': '#ff7b72',
  'color-danger-hover': '#ff9a93',
  'color-info': '#6ea2ff',
  'color-on-status': '#0b1220',
  'color-success-soft': '#16301f',
  'color-warning-soft': '#33270f',
  'color-danger-soft': '#3a1a18',
  'color-info-soft': '#172641',
  'color-focus': '#8fb7ff',
  'color-backdrop': 'rgba(0, 0, 0, 0.65)',
  'color-skeleton': '#262b35',
  'color-skeleton-shine': '#30363f',
  shadow: '0 8px 24px rgba(0, 0, 0, 0.5)',
};

export const themes: Record<ResolvedTheme, Readonly<TokenSet & typeof shared>> = {
  light: { ...shared, ...light },
  dark: { ...shared, ...dark },
};

export type TokenName = keyof TokenSet | keyof typeof shared;

/** Every token name, for documentation (custom-elements.json lists them as CSS properties). */
export const TOKEN_NAMES = Object.keys(themes.light) as TokenName[];

/** `var(--savdo-<name>)`: the only way components read a token. */
export function token(name: TokenName): string {
  return `var(--savdo-${name})`;
}

const DECLARATIONS: Partial<Record<ResolvedTheme, string>> = {};

/** The declarations of one theme, e.g. `--savdo-color-bg: #fff; ...; color-scheme: light;`. */
export function tokenDeclarations(theme: ResolvedTheme): string {
  // Written once per theme: every portal's TokenScope asks again at each of its renders.
  return (DECLARATIONS[theme] ??= [
    ...TOKEN_NAMES.map((name) => `--savdo-${name}: ${themes[theme][name]};`),
    `color-scheme: ${theme};`,
  ].join('\n'));
}
