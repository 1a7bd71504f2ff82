// The journal's rows drawn in steps: six at the first render, five more per task, all of them a
// few tasks later, the rest's place kept meanwhile; a later page of no more rows draws at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook } from '@testing-library/react';
import { makeJournalEntry } from '../../../../tests/kit';
import { JournalTable } from './journal-table';
import { FIRST_ROWS, ROWS_PER_STEP, useRowsInSteps } from './use-rows-in-steps';

afterEach(() => {
  vi.useRealTimers();
});

describe('useRowsInSteps', () => {
  it('draws six rows first, then five more a task at a time, until all twenty are drawn', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRowsInSteps(20));
    expect(result.current).toBe(FIRST_ROWS);
    const seen = [result.current];
    while (result.current < 20) {
      act(() => {
        vi.advanceTimersToNextTimer();
      });
      seen.push(result.current);
    }
    expect(seen).toEqual([6, 6 + ROWS_PER_STEP, 6 + 2 * ROWS_PER_STEP, 20]);
  });

  it('draws a short table whole at once', () => {
    const { result } = renderHook(() => useRowsInSteps(4));
    expect(result.current).toBe(4);
  });

  it('once all are drawn, a next page of as many rows draws at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ count }) => useRowsInSteps(count), {
      initialProps: { count: 20 },
    });
    while (result.current < 20)
      act(() => {
        vi.advanceTimersToNextTimer();
      });
    rerender({ count: 5 });
    expect(result.current).toBe(5);
    rerender({ count: 20 });
    expect(result.current).toBe(20);
  });
});

describe('the journal table drawn in steps', () => {
  it('keeps the place of the rows not drawn yet, so nothing below it moves as they arrive', () => {
    vi.useFakeTimers();
    const entries = Array.from({ length: 20 }, (_, i) => makeJournalEntry({ id: i + 1 }));
    const { container } = render(<JournalTable entries={entries} total={20} onOpen={() => {}} />);
    const spacer = () =>
      container.querySelector<HTMLTableRowElement>('tbody tr[aria-hidden="true"]:last-child');
    expect(container.querySelectorAll('tr.entry')).toHaveLength(FIRST_ROWS);
    expect(spacer()?.style.height).toBe(`${(20 - FIRST_ROWS) * 44}px`);
    while (container.querySelectorAll('tr.entry').length < 20)
      act(() => {
        vi.advanceTimersToNextTimer();
      });
    expect(spacer()).toBeNull();
  });
});
