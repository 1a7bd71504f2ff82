// The look the catalogs' cards share (courses, resources, expert advisors): the list's grid, the
// card's frame, the title's link, and the skeleton cards shown until the first answer. Cards are
// plain elements with class names under their list's ONE styled root (docs/architecture.md, long
// lists), so these are css fragments each list puts under its own class names, not a styled
// component per card (docs/decisions/0285-catalog-cards-as-css-fragments.md).
import type { CSSProperties } from 'react';
import { css } from 'styled-components';
import { autoGrid } from '../grid/auto-grid';
import { token } from '../theme/tokens';

/** The list itself: as many cards a row as fit at `min` each, no bullets. */
export function cardGrid(min: string) {
  return css`
    ${autoGrid({ min, gap: 4, fill: true })}
    margin: 0;
    padding: 0;
    list-style: none;
  `;
}

/** The title's link (under the title's class): its text colour, underlined on hover, a ring on focus. */
export const cardTitleLink = css`
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

/** One grey line of a skeleton card (under the list's `*-skeleton-line` class). */
export const skeletonLine = css`
  display: block;
  height: 0.9rem;
  border-radius: ${token('radius-sm')};
  background: ${token('color-skeleton')};
`;

export interface SkeletonCardsProps {
  count: number;
  /** The card's class (`course-card`): the skeleton takes the card's frame. */
  cardClass: string;
  /** The line's class (`course-skeleton-line`). */
  lineClass: string;
  /** Each line's size, top to bottom. */
  lines: readonly CSSProperties[];
}

/** The skeleton cards (hidden from screen readers; the list says it is busy). */
export function SkeletonCards({ count, cardClass, lineClass, lines }: SkeletonCardsProps) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={cardClass} data-skeleton="" aria-hidden="true">
          {lines.map((style, j) => (
            <span key={j} className={lineClass} style={style} />
          ))}
        </li>
      ))}
    </>
  );
}
