// How long the live connection waits before its next reconnect attempt: exponential backoff
// (1 s, 2 s, 4 s, then 8 s) with ±20 % jitter, so a page that lost its server does not hammer
// it, and thousands of pages do not all return in the same second after a restart. The cap keeps
// every wait, jitter included, under 10 s: a page whose server process died is back on another
// within that and catches up (docs/decisions/0278-live-fan-out-across-processes.md).

export const LIVE_BACKOFF_INITIAL_MS = 1_000;
export const LIVE_BACKOFF_MAX_MS = 8_000;
export const LIVE_BACKOFF_JITTER = 0.2;

/**
 * The delay before reconnect attempt number `attempt` (0 for the first retry after a drop).
 * `random` is injectable for tests; 0.5 gives the exact base delay.
 */
export function liveBackoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(Math.floor(attempt), 16));
  const base = Math.min(LIVE_BACKOFF_MAX_MS, LIVE_BACKOFF_INITIAL_MS * 2 ** exponent);
  const spread = 1 - LIVE_BACKOFF_JITTER + 2 * LIVE_BACKOFF_JITTER * random();
  return Math.round(base * spread);
}
