// Holds a live `balance` subscription while the header is shown, so a payment landing (or a
// purchase in another tab) updates the balance at once. The live connection's code is loaded
// with it, after the first paint: a static import would put the socket code into the entry that
// /auth loads too (issue 9's first-load budget).
import { useEffect } from 'react';

export function useLiveBalance(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@savdo/core/session/live-balance').then(({ subscribeBalanceUpdates }) => {
      if (!gone) stop = subscribeBalanceUpdates(() => undefined);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [enabled]);
}
