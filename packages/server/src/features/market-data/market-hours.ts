/**
 * When a market trades. Crypto trades around the clock; everything else here follows the
 * foreign-exchange week, Sunday 22:00 to Friday 22:00 UTC (indices, metals and stock CFDs as
 * brokers quote them; exchange sessions and holidays are beyond the demo, decision 0260).
 */
const WEEK_OPENS_SUNDAY_HOUR = 22;
const WEEK_CLOSES_FRIDAY_HOUR = 22;

/** True when a market that is not always open trades at `t` (seconds since the epoch). */
export function weekMarketOpen(t: number): boolean {
  const date = new Date(t * 1000);
  const day = date.getUTCDay();
  const hour = date.getUTCHours();
  if (day === 6) return false;
  if (day === 0) return hour >= WEEK_OPENS_SUNDAY_HOUR;
  if (day === 5) return hour < WEEK_CLOSES_FRIDAY_HOUR;
  return true;
}

export function isOpen(alwaysOpen: boolean, t: number): boolean {
  return alwaysOpen || weekMarketOpen(t);
}

/**
 * The part of [start, end) in which the market trades, or null when it is closed throughout.
 * Buckets are at most a day long and start on UTC multiples, so a bucket is cut only by the
 * Sunday opening (at its start) or the Friday close (at its end).
 */
export function tradingSpan(
  alwaysOpen: boolean,
  start: number,
  end: number,
): { start: number; end: number } | null {
  if (alwaysOpen) return { start, end };
  const startsOpen = weekMarketOpen(start);
  const endsOpen = weekMarketOpen(end - 1);
  if (!startsOpen && !endsOpen) return null;
  const dayOf = (t: number) => Math.floor(t / 86_400) * 86_400;
  return {
    start: startsOpen ? start : dayOf(start) + WEEK_OPENS_SUNDAY_HOUR * 3_600,
    end: endsOpen ? end : dayOf(end - 1) + WEEK_CLOSES_FRIDAY_HOUR * 3_600,
  };
}
