// The back office's one table: it shows the rows it is given in the columns' order, names the
// sorted column for assistive technology, and reports sort requests (asc, desc, none) instead
// of sorting itself — the server sorts and pages.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from '@savdo/ui/data-table';

interface Row {
  id: number;
  name: string;
  balance: number;
}

const rows: Row[] = [
  { id: 1, name: 'Aziz', balance: 500 },
  { id: 2, name: 'Malika', balance: 100 },
];

const columns: DataColumn<Row>[] = [
  { id: 'username', header: 'User', cell: (row) => row.name, sortable: true },
  {
    id: 'balance',
    header: 'Balance',
    cell: (row) => `${row.balance} UZS`,
    numeric: true,
    sortable: true,
  },
  { id: 'note', header: 'Note', cell: () => '—' },
];

function table(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <DataTable<Row>
      caption="Users: 2"
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      sortLabel={(header) => `Sort by ${header}`}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('shows the given rows in the given order, each cell labelled with its column', () => {
    table();
    const grid = screen.getByRole('table', { name: 'Users: 2' });
    const bodyRows = within(grid).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.textContent)).toEqual(['Aziz500 UZS—', 'Malika100 UZS—']);
    const balance = within(bodyRows[0]!).getByText('500 UZS');
    expect(balance.getAttribute('data-label')).toBe('Balance');
    expect(balance.className).toContain('num');
  });

  it('offers sorting only on sortable columns and marks the sorted one', () => {
    table({ sort: { id: 'balance', desc: true } });
    expect(screen.getByRole('button', { name: 'Sort by User' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sort by Note' })).toBeNull();
    const header = screen.getByRole('columnheader', { name: /Balance/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /User/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('reports sort requests ascending, then descending, then none, and never reorders rows itself', async () => {
    const onSortChange = vi.fn();
    const { rerender } = table({ onSortChange });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Balance' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'balance', desc: false });
    const props = {
      caption: 'Users: 2',
      columns,
      rows,
      rowKey: (row: Row) => String(row.id),
      sortLabel: (header: string) => `Sort by ${header}`,
      onSortChange,
    };
    rerender(<DataTable<Row> {...props} sort={{ id: 'balance', desc: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Balance' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'balance', desc: true });
    rerender(<DataTable<Row> {...props} sort={{ id: 'balance', desc: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Balance' }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstChild?.textContent);
    expect(names).toEqual(['Aziz', 'Malika']);
  });
});
