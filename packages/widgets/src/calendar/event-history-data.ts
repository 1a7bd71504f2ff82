// The event-history chart's points: each past release with a figure as a number. Figures are
// text as published ('3.2%', '250K', '-0.4%', '17.4B'); within one series they share a unit, so
// the number before the unit is what the chart compares.
import type { EconomicEvent } from '@savdo/contract';

export interface HistoryPoint {
  /** UTC seconds of the release. */
  time: number;
  actual: number | null;
  forecast: number | null;
}

/** The number a published figure starts with; null when it has none. */
export function figureNumber(text: string | null): number | null {
  if (text === null) return null;
  const m = /^\s*([-+−]?)\s*(\d+(?:[.,]\d+)?)/.exec(text);
  if (!m) return null;
  const value = Number(`${m[1] === '' || m[1] === '+' ? '' : '-'}${m[2]!.replace(',', '.')}`);
  return Number.isFinite(value) ? value : null;
}

/** Releases with at least one figure, oldest first, one per second (the chart's time key). */
export function historyPoints(history: readonly EconomicEvent[]): HistoryPoint[] {
  const points: HistoryPoint[] = [];
  let last = -Infinity;
  for (const e of [...history].sort((a, b) => Date.parse(a.time) - Date.parse(b.time))) {
    const actual = figureNumber(e.actual);
    const forecast = figureNumber(e.forecast);
    if (actual === null && forecast === null) continue;
    const time = Math.max(Math.floor(Date.parse(e.time) / 1000), last + 1);
    last = time;
    points.push({ time, actual, forecast });
  }
  return points;
}
