// Holds a live `balance` subscription while the header is shown, so a payment landing (or a
// purchase in another tab) updates the balance at once. The live connection's code is loaded
// with it, after the first paint: a static import would put the socket code into the entry that
// /auth loads too (the first-load budget of docs/decisions/0082-performance-targets.md).
import { useEffect } from 'react';

export function useLiveBalance(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@savdo/core/payments/live-balance').then(({ subscribeBalanceUpdates }) => {
      if (!gone) stop = subscribeBalanceUpdates(() => undefined);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [enabled]);
}
