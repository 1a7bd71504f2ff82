// The analytics charts' points: the ledger (newest first) becomes the balance oldest first, one
// point per second (the later entry), and the signal days become two cumulative lines.
import { describe, expect, it } from 'vitest';
import { balanceSeries, signalSeries } from '@savdo/widgets/analytics';
import { makeLedgerEntry } from '../../../../tests/kit';

describe('analytics series', () => {
  it('the balance runs oldest first; two changes in one second keep the later balance', () => {
    const entries = [
      makeLedgerEntry({ id: 12, balance_after: 300, created_at: '2026-11-20T10:00:00.500Z' }),
      makeLedgerEntry({ id: 11, balance_after: 200, created_at: '2026-11-20T10:00:00.100Z' }),
      makeLedgerEntry({ id: 10, balance_after: 100, created_at: '2026-11-19T09:00:00.000Z' }),
    ];
    expect(balanceSeries(entries)).toEqual([
      { time: Date.UTC(2026, 10, 19, 9) / 1000, value: 100 },
      { time: Date.UTC(2026, 10, 20, 10) / 1000, value: 300 },
    ]);
  });

  it('signal days become cumulative profit and loss lines at UTC midnight', () => {
    const { profit, loss } = signalSeries([
      { date: '2026-11-19', profit: 1, loss: 0 },
      { date: '2026-11-20', profit: 3, loss: 1 },
    ]);
    expect(profit).toEqual([
      { time: Date.UTC(2026, 10, 19) / 1000, value: 1 },
      { time: Date.UTC(2026, 10, 20) / 1000, value: 3 },
    ]);
    expect(loss.map((p) => p.value)).toEqual([0, 1]);
  });
});
