// Runs payment-watch.ts's rules against the server: the first ask at once, then as the rules
// say, until a final state or the limit. `checkAgain` starts a fresh 60 s round (the timed-out
// state's button).
import { useCallback, useEffect, useRef, useState } from 'react';
import { topUpApi } from '@savdo/core';
import { stepAfterError, stepAfterOrder, type PaymentWatch, type WatchStep } from './payment-watch';

export function usePaymentWatch(
  orderId: string | null,
  enabled: boolean,
): { watch: PaymentWatch; checkAgain: () => void } {
  const [watch, setWatch] = useState<PaymentWatch>({ phase: 'checking' });
  const [round, setRound] = useState(0);
  const shown = useRef<PaymentWatch>(watch);

  useEffect(() => {
    if (!orderId || !enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    const show = (step: WatchStep) => {
      shown.current = step.watch;
      setWatch(step.watch);
      if (step.nextInMs !== null) timer = setTimeout(ask, step.nextInMs);
    };
    function ask() {
      topUpApi.getPaymentOrder(orderId as string).then(
        ({ result }) => {
          if (!stopped) show(stepAfterOrder(result, Date.now() - startedAt));
        },
        (error: unknown) => {
          if (!stopped) show(stepAfterError(error, shown.current, Date.now() - startedAt));
        },
      );
    }
    ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, enabled, round]);

  const checkAgain = useCallback(() => {
    shown.current = { phase: 'checking' };
    setWatch(shown.current);
    setRound((n) => n + 1);
  }, []);

  return { watch, checkAgain };
}
