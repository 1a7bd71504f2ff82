// Asking the server for a checkout link and leaving for it. While the link is being made the
// form is busy; a refusal shows the server's own message (e.g. the 403 "Verify your email
// address to top up the balance"), anything without one a generic line.
import { useCallback, useRef, useState } from 'react';
import type { PaymentProvider } from '@savdo/contract';
import { apiErrorMessage, topUpApi } from '@savdo/core';
import { useEmit } from '@savdo/ui';
import { checkoutNavigation } from './checkout-navigation';
import type { topUpManifest } from './manifest';

export interface CheckoutRequest {
  provider: PaymentProvider;
  amount: number;
  productName: string;
  returnUrl: string;
}

export interface Checkout {
  busy: boolean;
  /** The server's message of the last failure, or null. */
  error: string | null;
  start: (request: CheckoutRequest) => Promise<void>;
  clearError: () => void;
}

export function useCheckout(fallbackError: string): Checkout {
  const emit = useEmit<typeof topUpManifest>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const start = useCallback(
    async ({ provider, amount, productName, returnUrl }: CheckoutRequest) => {
      if (inFlight.current) return; // a double click makes one order, not two
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const { result } = await topUpApi.generatePaymentUrl(provider, {
          amount,
          product_name: productName,
          return_url: returnUrl,
        });
        emit('savdo-top-up-start', { provider, amount, orderId: result.order_id });
        // Stays busy: the page is leaving.
        checkoutNavigation.assign(result.url);
      } catch (err) {
        inFlight.current = false;
        setBusy(false);
        setError(apiErrorMessage(err, fallbackError));
      }
    },
    [emit, fallbackError],
  );

  const clearError = useCallback(() => setError(null), []);
  return { busy, error, start, clearError };
}
