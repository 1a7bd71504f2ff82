// AutoGrid: as many equal columns as fit, each at least `$min` wide (panels side by side, a
// form's fields in a row, a box of figures). `autoGrid` is the same three declarations for a
// stylesheet that styles its children by class name (a figures list inside a widget's one
// styled root). `figureText`: a figures list's names and values; `figureTiles`: the figures as
// tiles with a large value (a bot's figures, a copy strategy's statistics).
import styled, { css } from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import type { SpaceStep } from '../primitives/layout';

export interface AutoGridOptions {
  /** The narrowest a column may be, a CSS length (`12rem`, `min(100%, 24rem)`). */
  min: string;
  /** The space token's step between the cells. */
  gap: SpaceStep;
  /** auto-fit (default) stretches fewer cells over the row; auto-fill keeps empty tracks. */
  fill?: boolean;
}

export function autoGrid({ min, gap, fill = false }: AutoGridOptions) {
  return css`
    display: grid;
    grid-template-columns: repeat(${fill ? 'auto-fill' : 'auto-fit'}, minmax(${min}, 1fr));
    gap: ${token(`space-${gap}`)};
  `;
}

export const AutoGrid = styled.div.withConfig(forwardDomProps)<{
  $min: string;
  /** 3 when not given. */
  $gap?: SpaceStep;
  $fill?: boolean;
}>`
  ${(p) => autoGrid({ min: p.$min, gap: p.$gap ?? 3, fill: p.$fill })}
`;

/** A figures list's text: a small muted name (`dt`) over a bold value in even digits (`dd`). */
export const figureText = css`
  dt {
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/** The cells (`div` holding a `dt` and a `dd`) of a figures list as tiles, the value large. */
export const figureTiles = css`
  div {
    min-width: 0;
    padding: ${token('space-2')} ${token('space-3')};
    border-radius: ${token('radius-md')};
    background: ${token('color-surface')};
  }
  ${figureText}
  dd {
    font-size: ${token('font-size-lg')};
  }
`;
