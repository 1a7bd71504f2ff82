// What the chart marks on its candles: the signals of its symbol now, the trader's journal
// entries later (the `markers` prop takes any ChartMarker; see the folder's index). Each marker
// snaps to the candle that holds its moment; markers outside the loaded candles are left out,
// since the library would pin them to the nearest candle and mislead.
import type { Candle, JournalEntry, Timeframe, TradingSignal } from '@savdo/contract';
import { candleStart } from '@savdo/core/market-data';

export interface ChartMarker {
  /** The symbol it belongs to ('EURUSD'); markers of another symbol are not drawn. */
  symbol: string;
  /** Seconds since the epoch (UTC): when it happened. */
  time: number;
  /** A buy (long) arrow below the candle, a sell (short) one above. */
  direction: 'buy' | 'sell';
  /** Where it comes from; decides its colour and its place in the legend. */
  source: 'signal' | 'journal';
  /** A short text beside the arrow: 'Buy 1.0852', 'Long +$120'. Drawn as text. */
  text: string;
}

export interface PlacedMarker extends ChartMarker {
  /** The opening moment of the candle it sits on. */
  candleTime: number;
}

/** The signals' entries as markers (a locked premium signal has no price, only its side). */
export function signalMarkers(
  signals: readonly TradingSignal[],
  label: (signal: TradingSignal) => string,
): ChartMarker[] {
  return signals.map((signal) => ({
    symbol: signal.symbol,
    time: Math.floor(Date.parse(signal.created_at) / 1000),
    direction: signal.type,
    source: 'signal',
    text: label(signal),
  }));
}

/**
 * The trader's journal entries as markers: a long is a buy arrow, a short a sell one, at the
 * start of the trade's day (the journal keeps whole days, UTC).
 */
export function journalMarkers(
  entries: readonly JournalEntry[],
  label: (entry: JournalEntry) => string,
): ChartMarker[] {
  return entries.map((entry) => ({
    symbol: entry.symbol,
    time: Math.floor(Date.parse(`${entry.trade_date.slice(0, 10)}T00:00:00Z`) / 1000),
    direction: entry.direction === 'long' ? 'buy' : 'sell',
    source: 'journal',
    text: label(entry),
  }));
}

/** The markers of `symbol` that fall on the loaded candles, in time order (the library's need). */
export function placeMarkers(
  markers: readonly ChartMarker[],
  symbol: string,
  candles: readonly Candle[],
  timeframe: Timeframe,
): PlacedMarker[] {
  if (candles.length === 0) return [];
  const times = new Set(candles.map((c) => c.time));
  const first = candles[0]!.time;
  return markers
    .filter((m) => m.symbol === symbol && Number.isFinite(m.time))
    .map((m) => ({ ...m, candleTime: candleStart(m.time, timeframe) }))
    .filter((m) => m.candleTime >= first && times.has(m.candleTime))
    .sort((a, b) => a.candleTime - b.candleTime || a.time - b.time);
}
