// The catalog scaffold the course catalog, the expert advisor market, the resource center and
// the journal share: a filter change goes back to page 1, "clear filters" resets only what the
// catalog clears, one query store per equal query, and the filtered empty state's clear button.
import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilteredEmpty } from '@savdo/ui';
import { useCatalogFilters, useQueryStoreFor } from '@savdo/ui/catalog';

interface Filters {
  kind?: string;
  search: string;
  sort: string;
}

describe('useCatalogFilters', () => {
  it('a change of a filter goes back to page 1', () => {
    const { result } = renderHook(() =>
      useCatalogFilters<Filters>({ search: '', sort: 'gain' }, { kind: undefined, search: '' }),
    );
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.change({ kind: 'ea' }));
    expect(result.current.filters).toEqual({ kind: 'ea', search: '', sort: 'gain' });
    expect(result.current.page).toBe(1);
  });

  it('clear filters resets the cleared filters only (a sort stays) and goes back to page 1', () => {
    const { result } = renderHook(() =>
      useCatalogFilters<Filters>({ search: '', sort: 'gain' }, { kind: undefined, search: '' }),
    );
    act(() => result.current.change({ kind: 'ea', search: 'gold', sort: 'drawdown' }));
    act(() => result.current.setPage(2));
    act(() => result.current.clear());
    expect(result.current.filters).toEqual({ kind: undefined, search: '', sort: 'drawdown' });
    expect(result.current.page).toBe(1);
  });

  it('reads the starting filters on the first render only', () => {
    const { result, rerender } = renderHook(
      ({ kind }: { kind: string }) =>
        useCatalogFilters<Filters>({ kind, search: '', sort: 'gain' }, { kind: undefined }),
      { initialProps: { kind: 'a' } },
    );
    rerender({ kind: 'b' });
    expect(result.current.filters.kind).toBe('a');
  });
});

describe('useQueryStoreFor', () => {
  it('keeps one store for an equal query and makes a new one when the query changes', () => {
    const make = vi.fn((query: { page: number }) => ({ query }));
    const { result, rerender } = renderHook(({ page }) => useQueryStoreFor({ page }, make), {
      initialProps: { page: 1 },
    });
    const first = result.current;
    rerender({ page: 1 });
    expect(result.current).toBe(first);
    rerender({ page: 2 });
    expect(result.current).not.toBe(first);
    expect(result.current.query).toEqual({ page: 2 });
    expect(make).toHaveBeenCalledTimes(2);
  });
});

describe('FilteredEmpty', () => {
  it('says nothing matched and clears the filters from its button', async () => {
    const onClear = vi.fn();
    render(<FilteredEmpty title="Nothing matches" clearLabel="Clear filters" onClear={onClear} />);
    expect(screen.getByText('Nothing matches')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
