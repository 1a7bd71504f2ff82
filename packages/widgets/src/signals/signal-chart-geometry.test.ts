// Where the signal chart puts its path, levels, ticks and tags
// (docs/decisions/0336-signal-chart-drawn-by-the-widget.md).
import { describe, expect, it } from 'vitest';
import {
  fractionFromTop,
  priceScale,
  priceTicks,
  signalLevels,
  signalPath,
  spreadApart,
} from '@savdo/widgets/signals/signal-chart-geometry';
import { signal } from '../../../../tests/kit/signals-fixtures';

describe('the signal price path', () => {
  it('starts at the entry when published and ends at the take profit for a profit', () => {
    const s = signal({
      status: 'closed',
      result: 'profit',
      created_at: '2026-11-20T09:00:00.000Z',
      closed_at: '2026-11-21T09:00:00.000Z',
    });
    expect(signalPath(s)).toEqual([
      { time: Date.parse('2026-11-20T09:00:00Z'), value: s.entry_price },
      { time: Date.parse('2026-11-21T09:00:00Z'), value: s.take_profit },
    ]);
  });

  it('ends at the stop for a loss, and at the entry now while open', () => {
    const lost = signal({
      status: 'closed',
      result: 'loss',
      closed_at: '2026-12-01T00:00:00.000Z',
    });
    expect(signalPath(lost).at(-1)?.value).toBe(lost.stop_loss);
    const open = signal({ status: 'active', created_at: '2026-11-20T09:00:00.000Z' });
    const now = Date.parse('2026-11-22T09:00:00Z');
    expect(signalPath(open, now).at(-1)).toEqual({ time: now, value: open.entry_price });
  });

  it('goes forward in time even when the close is dated before the publication', () => {
    const s = signal({
      status: 'closed',
      result: 'profit',
      created_at: '2026-11-20T09:00:00.000Z',
      closed_at: '2026-11-20T08:00:00.000Z',
    });
    const [start, end] = signalPath(s);
    expect(end!.time).toBeGreaterThan(start!.time);
  });

  it('has no path without an entry price', () => {
    expect(signalPath(signal({ entry_price: null }))).toEqual([]);
  });
});

describe('the price scale', () => {
  it('shows every level with a tenth of the range above and below', () => {
    const scale = priceScale([10, 9, 13])!;
    expect(scale.top).toBeCloseTo(13.4);
    expect(scale.bottom).toBeCloseTo(8.6);
    expect(fractionFromTop(13, scale)).toBeCloseTo(0.4 / 4.8);
    expect(fractionFromTop(9, scale)).toBeCloseTo(4.4 / 4.8);
  });

  it('puts a lone price in the middle, and answers nothing for no price', () => {
    const scale = priceScale([2650, 2650])!;
    expect(fractionFromTop(2650, scale)).toBe(0.5);
    expect(priceScale([])).toBeNull();
  });

  it('ticks at round prices inside the scale: 1, 2 or 5 times a power of ten', () => {
    expect(priceTicks({ top: 32.1, bottom: 30.7 })).toEqual([31, 31.5, 32]);
    expect(priceTicks({ top: 1.0936, bottom: 1.0806 })).toEqual([1.085, 1.09]);
    expect(priceTicks({ top: 98_000, bottom: 95_100 })).toEqual([96_000, 97_000, 98_000]);
  });
});

describe('the levels and their tags', () => {
  it('lists the levels that are set, entry, stop, target', () => {
    expect(signalLevels(signal({ entry_price: 10, stop_loss: null, take_profit: 13 }))).toEqual([
      { kind: 'entry', price: 10 },
      { kind: 'target', price: 13 },
    ]);
  });

  it('moves tags closer than the gap apart, in their order, inside the plot', () => {
    // Two tags 5 px apart and one far: the close ones end 22 px apart around where they were.
    expect(spreadApart([100, 105, 200], 22, 10, 222)).toEqual([100, 122, 200]);
    // At the bottom edge the chain moves up instead of out of the plot.
    expect(spreadApart([220, 215], 22, 10, 222)).toEqual([222, 200]);
    // Tags far apart stay where they are.
    expect(spreadApart([50, 20, 150], 22, 10, 222)).toEqual([50, 20, 150]);
  });
});
