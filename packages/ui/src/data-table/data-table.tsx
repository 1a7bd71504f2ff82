// The one table of the product's long lists (the back office's every resource): TanStack Table
// keeps the columns, the rows and the sort state; the server sorts and pages, so the table only
// shows what it is given and reports which column the reader asked to sort by. On a phone the
// rows become cards, each cell labelled with its column (docs/decisions/0298-back-office-lists.md).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { token } from '../theme/tokens';
import { visuallyHidden } from '../primitives/focus-ring';
import { stackedRows } from './stacked-rows';

/** One column: its id (also the server's sort name when `sortable`), header and cell. */
export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server can sort by this column's id. */
  sortable?: boolean;
  /** Right-aligned tabular figures (amounts, counts). */
  numeric?: boolean;
}

export interface TableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name, e.g. 'Users: 42'. */
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  /** The sort button's name, e.g. 'Sort by Balance'. */
  sortLabel: (header: string) => string;
  /** `data-*` attributes of a row (what tests and styles find it by). */
  rowAttributes?: (row: T) => Readonly<Record<`data-${string}`, string>>;
}

const Box = styled.div`
  overflow-x: auto;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-raised')};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  th,
  td {
    padding: ${token('space-2')} ${token('space-3')};
    text-align: left;
    border-bottom: 1px solid ${token('color-border')};
    vertical-align: middle;
  }
  th {
    color: ${token('color-text-muted')};
    font-weight: 600;
    white-space: nowrap;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  caption {
    ${visuallyHidden}
  }
  ${stackedRows('640px')}
`;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

function arrow(direction: false | 'asc' | 'desc'): string {
  if (direction === 'asc') return '▲';
  if (direction === 'desc') return '▼';
  return '↕';
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  sortLabel,
  rowAttributes,
}: DataTableProps<T>) {
  const sorting: SortingState = sort ? [sort] : [];
  const defs: ColumnDef<T>[] = columns.map((column) => ({
    id: column.id,
    // TanStack sorts only columns with an accessor; the server sorts, so its value is unused.
    accessorFn: () => 0,
    header: column.header,
    cell: ({ row }) => column.cell(row.original),
    enableSorting: Boolean(column.sortable),
    meta: column,
  }));
  const table = useReactTable<T>({
    data: rows as T[],
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    enableMultiSort: false,
    // The server sorts: a first click sorts ascending, a second descending, a third clears.
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(next[0] ?? null);
    },
  });

  return (
    <Box>
      <Table>
        <caption>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column.columnDef.meta as DataColumn<T>;
                const direction = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={column.numeric ? 'num' : undefined}
                    aria-sort={
                      direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : undefined
                    }
                  >
                    {header.column.getCanSort() ? (
                      <SortButton
                        type="button"
                        aria-label={sortLabel(column.header)}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {column.header}
                        <span aria-hidden="true">{arrow(direction)}</span>
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} {...rowAttributes?.(row.original)}>
              {row.getVisibleCells().map((cell) => {
                const column = cell.column.columnDef.meta as DataColumn<T>;
                return (
                  <td
                    key={cell.id}
                    data-label={column.header}
                    className={column.numeric ? 'num' : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
