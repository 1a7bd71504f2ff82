// Long tables on a phone: each row becomes a card of labelled lines (the cell's column name from
// its data-label, then the value), so every number shows without sideways scrolling
// (docs/decisions/0302-tables-stack-on-phones.md). A css fragment, not a component, so a table
// that ships to partners (the calendar) or windows its rows keeps its own markup and weight.
import { css } from 'styled-components';
import { visuallyHidden } from '../primitives/focus-ring';
import { token } from '../theme/tokens';

/** The label a stacked cell shows before its value: its column's name from data-label. */
export const stackedCellLabel = css`
  content: attr(data-label);
  color: ${token('color-text-muted')};
  font-weight: 600;
`;

/**
 * Put inside a styled <table>: below `maxWidth` the header row is hidden (screen readers keep
 * it), a row is a block and each cell a line "label value". Cells carry data-label. With
 * `container` (a named inline-size container around the table) the width is that container's,
 * so a table in a narrow side column stacks on a wide screen too.
 */
export function stackedRows(maxWidth: string, container?: string) {
  const query = container
    ? `@container ${container} (max-width: ${maxWidth})`
    : `@media (max-width: ${maxWidth})`;
  return css`
    ${query} {
      thead {
        ${visuallyHidden}
      }
      tbody,
      tr {
        display: block;
      }
      tbody tr {
        height: auto;
        padding: ${token('space-2')} 0;
        border-bottom: 1px solid ${token('color-border')};
      }
      tbody tr:last-child {
        border-bottom: 0;
      }
      tbody td,
      tbody td.num,
      tbody th[data-label] {
        display: grid;
        grid-template-columns: minmax(96px, 38%) 1fr;
        gap: ${token('space-2')};
        height: auto;
        border: 0;
        padding: ${token('space-1')} ${token('space-3')};
        text-align: left;
        white-space: normal;
        overflow: visible;
        overflow-wrap: anywhere;
      }
      tbody td::before,
      tbody th[data-label]::before {
        ${stackedCellLabel}
      }
    }
  `;
}
