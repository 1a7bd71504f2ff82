// An entry's trade details write numbers and times as every page does
// (docs/decisions/0301-one-number-format.md), not in the browser's own locale.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { formatDateTime } from '@savdo/core';
import { EntryTradeDetails } from './entry-trade-details';
import { resetAll } from '../../../../tests/kit/auth-test-helpers';
import { makeJournalEntry } from '../../../../tests/kit/journal';

afterEach(() => resetAll('en'));

const NNBSP = '\u202F';

function details(lang: 'uz' | 'en') {
  return resetAll(lang).then(() =>
    render(
      <dl>
        <EntryTradeDetails
          entry={makeJournalEntry({
            r: 0.386,
            entry_price: 2648.5,
            exit_price: 1.08525,
            size: 100_000,
            stop_price: null,
            fees: 0.7,
            entry_time: '2026-11-20T09:30:00.000Z',
            exit_time: null,
          })}
        />
      </dl>,
    ),
  );
}

const values = (container: HTMLElement) =>
  [...container.querySelectorAll('dd')].map((dd) => dd.textContent);

describe('journal entry trade details', () => {
  it("rule 0301: prices with the language's decimal mark and thousands grouped, every decimal kept", async () => {
    const { container } = await details('uz');
    // R, entry, exit, size, fees (the stop is not set).
    expect(values(container).slice(0, 5)).toEqual([
      '0,386',
      `2${NNBSP}648,5`,
      '1,08525',
      `100${NNBSP}000`,
      '0,7',
    ]);
  });

  it("the entry time as the product writes times, in the trader's own zone; an unset field is left out", async () => {
    const { container } = await details('en');
    expect(container.textContent).toContain(
      formatDateTime('2026-11-20T09:30:00.000Z', 'en', 'browser'),
    );
    expect(container.querySelectorAll('dt')).toHaveLength(6);
  });
});
