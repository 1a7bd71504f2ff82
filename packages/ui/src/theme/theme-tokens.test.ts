// The one theme file: both themes define the same tokens, text colours meet WCAG AA contrast on
// their surfaces in both themes, and the toast sizes come from the contract's constants.
import { describe, expect, it } from 'vitest';
import { TOAST_GAP_PX, TOAST_WIDTH_PX } from '@savdo/contract';
import { TOKEN_NAMES, themes, token, tokenDeclarations, type TokenName } from '@savdo/ui';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const pairs: [TokenName, TokenName][] = [
  ['color-text', 'color-bg'],
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-raised'],
  ['color-text-muted', 'color-bg'],
  ['color-text-muted', 'color-surface'],
  ['color-text-muted', 'color-surface-raised'],
  ['color-on-accent', 'color-accent'],
  ['color-on-status', 'color-danger'],
  ['color-accent', 'color-surface-raised'],
  ['color-danger', 'color-surface-raised'],
  ['color-success', 'color-success-soft'],
  ['color-warning', 'color-warning-soft'],
  ['color-danger', 'color-danger-soft'],
  ['color-info', 'color-info-soft'],
  ['color-text-muted', 'color-danger-soft'],
];

describe('theme tokens', () => {
  it('light and dark define exactly the same token names', () => {
    expect(Object.keys(themes.dark).sort()).toEqual(Object.keys(themes.light).sort());
    expect([...TOKEN_NAMES].sort()).toEqual(Object.keys(themes.light).sort());
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const [fg, bg] of pairs) {
      it(`${theme}: ${fg} on ${bg} meets WCAG AA contrast (4.5:1)`, () => {
        expect(contrast(themes[theme][fg], themes[theme][bg])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('toast width is 356 px and the gap 14 px (the toast constants)', () => {
    expect(TOAST_WIDTH_PX).toBe(356);
    expect(TOAST_GAP_PX).toBe(14);
    expect(themes.light['toast-width']).toBe('356px');
    expect(themes.dark['toast-gap']).toBe('14px');
  });

  it('components read tokens only as var(--savdo-*)', () => {
    expect(token('color-accent')).toBe('var(--savdo-color-accent)');
  });

  it('the declarations set every token and the colour scheme', () => {
    const css = tokenDeclarations('dark');
    for (const name of TOKEN_NAMES) expect(css).toContain(`--savdo-${name}: `);
    expect(css).toContain('color-scheme: dark;');
  });

  it('fonts are a system stack (web fonts in a shadow root are ignored)', () => {
    expect(themes.light['font-family']).toMatch(/^system-ui,/);
    expect(themes.light['font-family']).not.toMatch(/url\(|@font-face/);
  });
});
