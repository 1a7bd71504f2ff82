// The one pager and paged-list rule every paged list uses (courses, algo market, trade
// history): nothing shown for a single page, previous/next clamped to the ends, and a failure
// shown only when no rows are left to show.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageCount, pagedListState } from '@savdo/ui';

const labels = (page: number, pages: number) => ({
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  position: `Page ${page} of ${pages}`,
});

describe('Pager', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = render(
      <Pager page={1} pages={1} onPage={() => undefined} labels={labels(1, 1)} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('moves one page at a time and disables the button at each end', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} pages={3} onPage={onPage} labels={labels(1, 3)} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={3} pages={3} onPage={onPage} labels={labels(3, 3)} />);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});

describe('pageCount', () => {
  it('rounds up and never answers fewer than one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(200, 12)).toBe(17);
  });
});

describe('pagedListState', () => {
  const rows = { result: { data: [1, 2] } };
  it('is loading until the first answer', () => {
    expect(pagedListState({ loading: true })).toBe('loading');
  });
  it('is failed only when the request failed and no rows are left to show', () => {
    expect(pagedListState({ loading: false, error: new Error('x') })).toBe('failed');
    expect(pagedListState({ loading: false, error: new Error('x'), data: rows })).toBe('rows');
    expect(pagedListState({ loading: true, error: new Error('x') })).toBe('loading');
  });
  it('tells an empty page from rows', () => {
    expect(pagedListState({ loading: false, data: { result: { data: [] } } })).toBe('empty');
    expect(pagedListState({ loading: false, data: rows })).toBe('rows');
  });
});
