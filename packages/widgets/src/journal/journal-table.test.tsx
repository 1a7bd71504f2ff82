// The journal's rows drawn in steps (docs/decisions/0344-journal-rows-in-steps.md): six at the
// first render, five more per task, the place of the rest kept meanwhile.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { FIRST_ROWS } from '@savdo/ui';
import { makeJournalEntry } from '../../../../tests/kit';
import { JournalTable } from './journal-table';

afterEach(() => {
  vi.useRealTimers();
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
