// Where the signal chart of the chart modal puts things (docs/decisions/0336-signal-chart-drawn-by-the-widget.md):
// the signal's own price path (entry at publication, then the exit at the take profit or the
// stop when it closed, or the entry now while it runs) and the entry, stop-loss and take-profit
// levels, on a price scale with round ticks. We hold no market data, so the chart shows exactly
// what the signal says, nothing invented. Pure arithmetic: the chart's height is fixed, so every
// vertical position is known in pixels without measuring; horizontal ones are fractions of the
// width.
import type { TradingSignal } from '@savdo/contract';

export interface ChartPoint {
  /** Milliseconds since the epoch (UTC), strictly increasing. */
  time: number;
  value: number;
}

/** The signal's price path: entry when published, then its exit (or entry now while open). */
export function signalPath(signal: TradingSignal, now: number = Date.now()): ChartPoint[] {
  if (signal.entry_price === null) return [];
  const start = Date.parse(signal.created_at);
  let end: ChartPoint;
  if (signal.status === 'closed' && signal.closed_at) {
    const exit = signal.result === 'loss' ? signal.stop_loss : signal.take_profit;
    end = { time: Date.parse(signal.closed_at), value: exit ?? signal.entry_price };
  } else {
    end = {
      time: signal.closed_at ? Date.parse(signal.closed_at) : now,
      value: signal.entry_price,
    };
  }
  // A path goes forward in time, however the dates were entered.
  if (end.time <= start) end.time = start + 60_000;
  return [{ time: start, value: signal.entry_price }, end];
}

export type LevelKind = 'entry' | 'stop' | 'target';

/** The signal's levels that are set, in the order the modal lists them. */
export function signalLevels(signal: TradingSignal): { kind: LevelKind; price: number }[] {
  const levels: { kind: LevelKind; price: number | null }[] = [
    { kind: 'entry', price: signal.entry_price },
    { kind: 'stop', price: signal.stop_loss },
    { kind: 'target', price: signal.take_profit },
  ];
  return levels.filter((l): l is { kind: LevelKind; price: number } => l.price !== null);
}

/** The prices at the plot's top and bottom edges. */
export interface PriceScale {
  top: number;
  bottom: number;
}

/** A scale that shows every value with a margin above and below (a tenth of the range). */
export function priceScale(values: readonly number[]): PriceScale | null {
  if (values.length === 0) return null;
  const high = Math.max(...values);
  const low = Math.min(...values);
  // One price alone (or all equal): a band of 1% around it, so it sits in the middle.
  const margin = high > low ? (high - low) / 10 : Math.abs(high) / 100 || 1;
  return { top: high + margin, bottom: low - margin };
}

/** A value's height on the plot as a fraction from its top (0) to its bottom (1). */
export function fractionFromTop(value: number, scale: PriceScale): number {
  return (scale.top - value) / (scale.top - scale.bottom);
}

/** Round prices for about `count` grid lines inside the scale: steps of 1, 2 or 5 times 10^n. */
export function priceTicks(scale: PriceScale, count = 4): number[] {
  const raw = (scale.top - scale.bottom) / count;
  if (!(raw > 0)) return [];
  const power = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / power;
  const step = (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * power;
  const ticks: number[] = [];
  for (let k = Math.ceil(scale.bottom / step); k * step <= scale.top; k++) {
    // 0.1 + 0.2: written as the step's multiple it is, not as its binary neighbour.
    ticks.push(Number((k * step).toPrecision(12)));
  }
  return ticks;
}

/**
 * Label centres (px) moved apart until each is at least `gap` from the next, keeping them inside
 * [min, max]: two levels close in price keep readable tags. `ys` in any order; answers in the
 * same order.
 */
export function spreadApart(
  ys: readonly number[],
  gap: number,
  min: number,
  max: number,
): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  for (let k = 1; k < order.length; k++) {
    order[k]!.y = Math.max(order[k]!.y, order[k - 1]!.y + gap);
  }
  // Pushed past the bottom: shift the chain back up, then keep the top in range.
  const overflow = (order.at(-1)?.y ?? max) - max;
  if (overflow > 0) for (const o of order) o.y -= overflow;
  for (let k = 0; k < order.length; k++) {
    order[k]!.y = Math.max(order[k]!.y, k === 0 ? min : order[k - 1]!.y + gap);
  }
  const out: number[] = [];
  for (const o of order) out[o.i] = o.y;
  return out;
}
