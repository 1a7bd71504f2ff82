/**
 * Candles of the demo feed, built from the price path (price-path.ts) alone: a candle's open is
 * the price at its first trading moment and its close the price at its last (or now, while it
 * forms), so one candle's close is the next one's open inside a trading week. High and low are
 * the extremes of the open, the close and a fixed set of samples inside the candle, placed by
 * hash so they never line up with the noise lattice. Nothing depends on the range asked for, so
 * any two ranges agree on the candles they share.
 */
import { TIMEFRAME_SECONDS, type Candle, type MarketTick, type Timeframe } from '@savdo/contract';
import { isOpen, tradingSpan } from '../market-hours';
import type { DemoInstrument } from './demo-symbols';
import { seedOf } from './demo-symbols';
import { hashUnit, priceAt, volatilityAt, type PathParams } from './price-path';

/** Samples inside a candle for its high and low. */
const SAMPLES = 20;
/** Empty buckets (weekends) one call may step over beyond its limit: a 1m weekend is 2,880. */
const MAX_SKIPPED_BUCKETS = 6_000;

export interface DemoSeries {
  instrument: DemoInstrument;
  path: PathParams;
  /** The seed of this symbol's own volumes (shared paths still trade their own volume). */
  volumeSeed: number;
}

export function seriesOf(instrument: DemoInstrument): DemoSeries {
  return {
    instrument,
    path: {
      seed: seedOf(instrument.pathOf ?? instrument.symbol),
      base: instrument.base,
      volatility: instrument.volatility,
    },
    volumeSeed: seedOf(`${instrument.symbol}:volume`),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Volume traded in [start, end): the symbol's pace, busier in volatile stretches and big moves.
 * `key` (a bucket's start and length) fixes the random part, so a forming candle's volume only
 * grows as it forms.
 */
function volumeOf(
  series: DemoSeries,
  start: number,
  end: number,
  move: number,
  key: [number, number],
): number {
  const { instrument, path, volumeSeed } = series;
  const seconds = end - start;
  const jitter = 0.55 + 0.45 * (hashUnit(volumeSeed, key[0], key[1]) + 1);
  const expectedMove = (instrument.volatility / Math.sqrt(365 * 86_400)) * Math.sqrt(seconds);
  const busy = 1 + Math.min(3, Math.abs(move) / Math.max(expectedMove, 1e-12)) * 0.35;
  const volume =
    (instrument.volumePerMinute / 60) *
    seconds *
    volatilityAt(path.seed, (start + end) / 2) *
    jitter *
    busy;
  return round(volume, instrument.kind === 'crypto' ? 3 : 0);
}

/**
 * The candle of the bucket starting at `start`, as it stands at `now`, or null when the market
 * is closed throughout it or it has not begun.
 */
export function demoCandle(
  series: DemoSeries,
  timeframe: Timeframe,
  start: number,
  now: number,
): Candle | null {
  const { instrument, path } = series;
  const length = TIMEFRAME_SECONDS[timeframe];
  const span = tradingSpan(instrument.always_open, start, start + length);
  if (!span || span.start > now) return null;
  const last = Math.min(span.end, now);
  const open = priceAt(path, span.start);
  const close = priceAt(path, last);
  let high = Math.max(open, close);
  let low = Math.min(open, close);
  const width = span.end - span.start;
  for (let i = 0; i < SAMPLES; i += 1) {
    const offset = (i + (hashUnit(path.seed, start, i) + 1) / 2) / SAMPLES;
    const t = span.start + offset * width;
    if (t > last) break;
    const price = priceAt(path, t);
    if (price > high) high = price;
    if (price < low) low = price;
  }
  const { digits } = instrument;
  return {
    time: start,
    open: round(open, digits),
    high: round(high, digits),
    low: round(low, digits),
    close: round(close, digits),
    volume: volumeOf(series, span.start, last, (close - open) / open, [start, length]),
  };
}

export interface DemoRange {
  timeframe: Timeframe;
  /** The earliest opening moment answered, or null for no bound. */
  from: number | null;
  /** The latest opening moment answered. */
  to: number;
  limit: number;
}

/** The newest `limit` candles opening in [from, to] (never after `now`), oldest first. */
export function demoCandles(series: DemoSeries, range: DemoRange, now: number): Candle[] {
  const length = TIMEFRAME_SECONDS[range.timeframe];
  const to = Math.min(range.to, now);
  const from = range.from ?? 0;
  const candles: Candle[] = [];
  let skipped = 0;
  for (
    let start = Math.floor(to / length) * length;
    start >= from && candles.length < range.limit && skipped <= MAX_SKIPPED_BUCKETS;
    start -= length
  ) {
    const candle = demoCandle(series, range.timeframe, start, now);
    if (candle) candles.push(candle);
    else skipped += 1;
  }
  return candles.reverse();
}

/** The tick of a symbol at `now` (whole seconds), or null while its market is closed. */
export function demoTick(series: DemoSeries, now: number, since: number): MarketTick | null {
  const { instrument, path } = series;
  if (!isOpen(instrument.always_open, now)) return null;
  const price = priceAt(path, now);
  const from = Math.max(since, now - 60);
  const previous = priceAt(path, from);
  return {
    symbol: instrument.symbol,
    time: now,
    price: round(price, instrument.digits),
    volume: now > from ? volumeOf(series, from, now, (price - previous) / previous, [now, 1]) : 0,
  };
}
