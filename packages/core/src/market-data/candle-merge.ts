// How a live tick moves the chart: into the last candle while it is still that candle's time,
// else it opens the next one (at the previous close, as the server's candles do).
import { TIMEFRAME_SECONDS, type Candle, type MarketTick, type Timeframe } from '@savdo/contract';

/** The opening moment of the candle of `timeframe` that holds `time` (UTC multiples). */
export function candleStart(time: number, timeframe: Timeframe): number {
  const length = TIMEFRAME_SECONDS[timeframe];
  return Math.floor(time / length) * length;
}

/**
 * The candle after `tick`: the last one updated, or a new one. Null when the tick is older than
 * the last candle (a late tick after a reload must not rewrite history).
 */
export function mergeTick(
  last: Candle | undefined,
  tick: MarketTick,
  timeframe: Timeframe,
): Candle | null {
  const start = candleStart(tick.time, timeframe);
  if (last && start < last.time) return null;
  if (last && start === last.time) {
    return {
      time: last.time,
      open: last.open,
      high: Math.max(last.high, tick.price),
      low: Math.min(last.low, tick.price),
      close: tick.price,
      volume: last.volume + tick.volume,
    };
  }
  const open = last ? last.close : tick.price;
  return {
    time: start,
    open,
    high: Math.max(open, tick.price),
    low: Math.min(open, tick.price),
    close: tick.price,
    volume: tick.volume,
  };
}
