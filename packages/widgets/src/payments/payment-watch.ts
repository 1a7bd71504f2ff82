// Following an order on the return page (decision 0151): ask every 2 s while it is pending,
// stop when it is paid, cancelled or refunded, or after 60 s (the provider may confirm later;
// the live balance event and a "check again" button cover that). Pure, so the rules are tested
// without timers; use-payment-watch.ts runs them.
import type { PaymentOrder } from '@savdo/contract';
import { apiErrorStatus } from '@savdo/core';

export const PAYMENT_POLL_INTERVAL_MS = 2_000;
export const PAYMENT_POLL_LIMIT_MS = 60_000;

export type PaymentWatch =
  | { phase: 'checking' }
  | { phase: 'pending'; order: PaymentOrder }
  | { phase: 'paid'; order: PaymentOrder }
  | { phase: 'failed'; order: PaymentOrder }
  | { phase: 'timedOut'; order: PaymentOrder | null }
  | { phase: 'notFound' }
  | { phase: 'loadFailed' };

export interface WatchStep {
  watch: PaymentWatch;
  /** Ask again after this many ms, or stop (null). */
  nextInMs: number | null;
}

function again(elapsedMs: number): number | null {
  return elapsedMs + PAYMENT_POLL_INTERVAL_MS <= PAYMENT_POLL_LIMIT_MS
    ? PAYMENT_POLL_INTERVAL_MS
    : null;
}

/** What an answer means, `elapsedMs` after the watch started. */
export function stepAfterOrder(order: PaymentOrder, elapsedMs: number): WatchStep {
  if (order.status === 'paid') return { watch: { phase: 'paid', order }, nextInMs: null };
  if (order.status !== 'pending') return { watch: { phase: 'failed', order }, nextInMs: null };
  const next = again(elapsedMs);
  return next === null
    ? { watch: { phase: 'timedOut', order }, nextInMs: null }
    : { watch: { phase: 'pending', order }, nextInMs: next };
}

/**
 * What a failed request means: an order that is not ours or does not exist (404) is final;
 * anything else (network, 5xx) is retried until the limit, keeping what was shown.
 */
export function stepAfterError(error: unknown, shown: PaymentWatch, elapsedMs: number): WatchStep {
  if (apiErrorStatus(error) === 404) return { watch: { phase: 'notFound' }, nextInMs: null };
  const next = again(elapsedMs);
  if (next !== null) return { watch: shown, nextInMs: next };
  return shown.phase === 'pending'
    ? { watch: { phase: 'timedOut', order: shown.order }, nextInMs: null }
    : { watch: { phase: 'loadFailed' }, nextInMs: null };
}
