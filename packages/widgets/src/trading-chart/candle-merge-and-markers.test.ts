// The live candle and the markers: a tick moves the last candle or opens the next at the
// previous close; a late tick never rewrites history; markers snap to the candle that holds
// them, only for the chart's symbol and only on loaded candles.
import { describe, expect, it } from 'vitest';
import type { Candle } from '@savdo/contract';
import { candleStart, mergeTick } from '@savdo/core/market-data';
import { placeMarkers, signalMarkers, type ChartMarker } from '@savdo/widgets/trading-chart';
import { makeCandles, makeSignal, makeTick } from '../../../../tests/kit';

const HOUR = 3600;
const T0 = Date.UTC(2026, 10, 18, 12) / 1000;
const last: Candle = { time: T0, open: 1.08, high: 1.09, low: 1.07, close: 1.085, volume: 100 };

describe('mergeTick', () => {
  it('candles start on UTC multiples of their timeframe', () => {
    expect(candleStart(T0 + 1234, '1h')).toBe(T0);
    expect(candleStart(T0 + 1234, '4h')).toBe(T0);
    expect(candleStart(T0 + 1234, '1D')).toBe(Date.UTC(2026, 10, 18) / 1000);
    expect(candleStart(T0 + 299, '5m')).toBe(T0);
  });

  it('a tick inside the last candle moves its close, high, low and adds its volume', () => {
    expect(mergeTick(last, makeTick({ time: T0 + 60, price: 1.095, volume: 5 }), '1h')).toEqual({
      ...last,
      high: 1.095,
      close: 1.095,
      volume: 105,
    });
    expect(
      mergeTick(last, makeTick({ time: T0 + 60, price: 1.06, volume: 0 }), '1h'),
    ).toMatchObject({
      low: 1.06,
      high: 1.09,
      close: 1.06,
    });
  });

  it('a tick after the last candle opens the next one at the previous close', () => {
    expect(
      mergeTick(last, makeTick({ time: T0 + HOUR + 5, price: 1.087, volume: 3 }), '1h'),
    ).toEqual({
      time: T0 + HOUR,
      open: 1.085,
      high: 1.087,
      low: 1.085,
      close: 1.087,
      volume: 3,
    });
  });

  it('a tick older than the last candle is ignored', () => {
    expect(mergeTick(last, makeTick({ time: T0 - 10 }), '1h')).toBeNull();
  });
});

describe('markers', () => {
  const candles = makeCandles('EURUSD', '1h', 48, T0);
  const at = (hoursAgo: number) => new Date((T0 - hoursAgo * HOUR + 900) * 1000).toISOString();

  it("snap to the candle holding their moment, the chart's symbol only, in time order", () => {
    const signals = [
      makeSignal({ id: 1, symbol: 'EURUSD', type: 'sell', created_at: at(2) }),
      makeSignal({ id: 2, symbol: 'EURUSD', type: 'buy', created_at: at(10) }),
      makeSignal({ id: 3, symbol: 'XAUUSD', type: 'buy', created_at: at(3) }),
    ];
    const journal: ChartMarker = {
      symbol: 'EURUSD',
      time: T0 - 5 * HOUR + 60,
      direction: 'buy',
      source: 'journal',
      text: 'Long +$120',
    };
    const placed = placeMarkers(
      [...signalMarkers(signals, (s) => `${s.type} #${s.id}`), journal],
      'EURUSD',
      candles,
      '1h',
    );
    expect(placed.map((m) => [m.candleTime, m.text, m.source])).toEqual([
      [T0 - 10 * HOUR, 'buy #2', 'signal'],
      [T0 - 5 * HOUR, 'Long +$120', 'journal'],
      [T0 - 2 * HOUR, 'sell #1', 'signal'],
    ]);
  });

  it('markers before the loaded candles are left out, not pinned to the first candle', () => {
    const old = makeSignal({ symbol: 'EURUSD', created_at: at(100) });
    expect(
      placeMarkers(
        signalMarkers([old], () => 'x'),
        'EURUSD',
        candles,
        '1h',
      ),
    ).toEqual([]);
    expect(
      placeMarkers(
        signalMarkers([old], () => 'x'),
        'EURUSD',
        [],
        '1h',
      ),
    ).toEqual([]);
  });
});
