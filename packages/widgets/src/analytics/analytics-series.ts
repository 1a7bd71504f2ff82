// The analytics charts' points, from the answers as they come: the ledger newest first (spec
// page order) becomes a balance line oldest first; the signal figures' days become two
// cumulative lines. lightweight-charts needs strictly increasing times, so points of one
// second keep the last value.
import type { LedgerEntry, SignalPerformanceStats } from '@savdo/contract';

export interface SeriesPoint {
  /** Seconds since the epoch. */
  time: number;
  value: number;
}

/** Keeps the last point of each second, in time order. */
export function strictlyIncreasing(points: readonly SeriesPoint[]): SeriesPoint[] {
  const sorted = [...points].sort((a, b) => a.time - b.time);
  const out: SeriesPoint[] = [];
  for (const p of sorted) {
    if (out.length > 0 && out[out.length - 1]!.time === p.time) out[out.length - 1] = p;
    else out.push(p);
  }
  return out;
}

/** The balance after each change, oldest first (entries of one second: the last one). */
export function balanceSeries(entries: readonly LedgerEntry[]): SeriesPoint[] {
  // Newest first with ids rising over time: the higher id of one second is the later one.
  const ordered = [...entries].sort((a, b) => a.id - b.id);
  return strictlyIncreasing(
    ordered.map((e) => ({
      time: Math.floor(Date.parse(e.created_at) / 1000),
      value: e.balance_after,
    })),
  );
}

/** The cumulative profitable and losing signal counts per day. */
export function signalSeries(daily: SignalPerformanceStats['daily']): {
  profit: SeriesPoint[];
  loss: SeriesPoint[];
} {
  const time = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);
  return {
    profit: strictlyIncreasing(daily.map((d) => ({ time: time(d.date), value: d.profit }))),
    loss: strictlyIncreasing(daily.map((d) => ({ time: time(d.date), value: d.loss }))),
  };
}
