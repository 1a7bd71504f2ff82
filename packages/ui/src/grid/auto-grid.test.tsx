// The one auto grid the panel and figure grids use (analytics, the journal's statistics, a bot's
// and a copy strategy's figures, the profile): its declarations keep the values each grid had.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AutoGrid, autoGrid, figureText, figureTiles } from '@savdo/ui/grid';

const text = (fragment: unknown): string =>
  (Array.isArray(fragment) ? fragment.join('') : String(fragment)).replace(/\s+/g, ' ');

describe('autoGrid', () => {
  it('auto-fit columns at least `min` wide, the gap from the space token', () => {
    const rule = text(autoGrid({ min: '220px', gap: 3 }));
    expect(rule).toContain('display: grid;');
    expect(rule).toContain('grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));');
    expect(rule).toContain('gap: var(--savdo-space-3');
  });

  it('auto-fill keeps empty tracks when asked', () => {
    expect(text(autoGrid({ min: '9rem', gap: 2, fill: true }))).toContain(
      'repeat(auto-fill, minmax(9rem, 1fr))',
    );
  });

  it('figure text: a small muted name over a bold value in even digits', () => {
    const rules = text(figureText);
    expect(rules).toContain('font-size: var(--savdo-font-size-xs');
    expect(rules).toContain('color: var(--savdo-color-text-muted');
    expect(rules).toContain('font-variant-numeric: tabular-nums;');
  });

  it('figure tiles: each figure on the surface colour, its value large', () => {
    const rules = text(figureTiles);
    expect(rules).toContain('background: var(--savdo-color-surface)');
    expect(rules).toContain('font-variant-numeric: tabular-nums;');
    expect(rules).toContain('font-size: var(--savdo-font-size-lg');
  });
});

describe('AutoGrid', () => {
  it('lays its children out in the grid it is given', () => {
    const { container } = render(
      <AutoGrid $min="220px" data-testid="grid">
        <div>a</div>
        <div>b</div>
      </AutoGrid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    const style = getComputedStyle(grid);
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(220px, 1fr))');
  });
});
