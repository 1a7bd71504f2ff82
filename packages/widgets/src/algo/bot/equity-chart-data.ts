// The bot page's equity and drawdown series from the details' equity curve (pure, no library):
// times in whole UTC seconds, strictly increasing as lightweight-charts requires (points in the
// same second keep the last one, which is the state after all of them), points whose time does
// not parse are left out, and drawdown is drawn below zero (a fall reads as a fall).
import type { EquityPoint } from '@savdo/contract';

export interface EquityChartPoint {
  /** Seconds since the epoch (UTC). */
  time: number;
  equity: number;
  /** Drawdown from the running peak, percent, 0 or negative. */
  drawdown: number;
}

export function equityChartPoints(curve: readonly EquityPoint[]): EquityChartPoint[] {
  const out: EquityChartPoint[] = [];
  let sorted = true;
  for (const p of curve) {
    const ms = Date.parse(p.time);
    if (!Number.isFinite(ms) || !Number.isFinite(p.equity)) continue;
    const time = Math.floor(ms / 1000);
    if (out.length > 0 && time < out[out.length - 1]!.time) sorted = false;
    out.push({
      time,
      equity: p.equity,
      drawdown:
        Number.isFinite(p.drawdown_percent) && p.drawdown_percent !== 0
          ? -Math.abs(p.drawdown_percent)
          : 0,
    });
  }
  // The server sends the curve in time order; anything else is sorted (stable) once.
  if (!sorted) out.sort((a, b) => a.time - b.time);
  dedupeSeconds(out);
  return out;
}

/** Keeps the last point of each second, in place (the array is sorted, stable). */
function dedupeSeconds(points: EquityChartPoint[]): void {
  let w = 0;
  for (let r = 0; r < points.length; r += 1) {
    if (w > 0 && points[w - 1]!.time === points[r]!.time) points[w - 1] = points[r]!;
    else points[w++] = points[r]!;
  }
  points.length = w;
}

/** The deepest drawdown of the points (0 or negative), for the drawdown scale's floor. */
export function deepestDrawdown(points: readonly EquityChartPoint[]): number {
  let min = 0;
  for (const p of points) if (p.drawdown < min) min = p.drawdown;
  return min;
}
