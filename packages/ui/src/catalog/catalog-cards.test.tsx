// The catalogs' shared card look (courses, resources, expert advisors): the skeleton cards keep
// each catalog's class names (e2e selectors) and line sizes, and the fragments hold the values
// the three card lists had.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { cardFrame } from '@savdo/ui';
import { SkeletonCards, cardGrid, cardTitleLink, skeletonLine } from '@savdo/ui/catalog';

const text = (fragment: unknown): string =>
  (Array.isArray(fragment) ? fragment.join('') : String(fragment)).replace(/\s+/g, ' ');

describe('SkeletonCards', () => {
  it("draws `count` hidden cards with the catalog's card and line classes and sizes", () => {
    const { container } = render(
      <ul>
        <SkeletonCards
          count={3}
          cardClass="course-card"
          lineClass="course-skeleton-line"
          lines={[{ width: '70%', height: '1.3rem' }, { width: '40%' }]}
        />
      </ul>,
    );
    const cards = container.querySelectorAll('li.course-card[data-skeleton][aria-hidden="true"]');
    expect(cards).toHaveLength(3);
    const lines = cards[0]!.querySelectorAll<HTMLElement>('span.course-skeleton-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.style.width).toBe('70%');
    expect(lines[0]!.style.height).toBe('1.3rem');
    expect(lines[1]!.style.width).toBe('40%');
  });
});

describe('card fragments', () => {
  it('the list: cards of at least `min`, auto-fill, the 4th space step, no bullets', () => {
    const rule = text(cardGrid('16rem'));
    expect(rule).toContain('repeat(auto-fill, minmax(16rem, 1fr))');
    expect(rule).toContain('gap: var(--savdo-space-4');
    expect(rule).toContain('list-style: none;');
  });

  it('the frame: raised surface, border and the large radius', () => {
    const rule = text(cardFrame);
    expect(rule).toContain('padding: var(--savdo-space-4');
    expect(rule).toContain('border-radius: var(--savdo-radius-lg');
    expect(rule).toContain('background: var(--savdo-color-surface-raised');
  });

  it('the title link underlines on hover and shows the focus ring; a skeleton line is grey', () => {
    expect(text(cardTitleLink)).toContain('outline: 2px solid var(--savdo-color-focus');
    expect(text(skeletonLine)).toContain('background: var(--savdo-color-skeleton');
  });
});
