// A link into the host app may ask for the top-up: `/dashboard?top_up=35000` (a purchase that
// fell short on a landing page outside the host app, decision 0161). The balance chip, which
// opens the dialog, reads the parameter once, asks for the top-up and takes the parameter off
// the address, so a reload or the back button does not open it again.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOP_UP_PARAM, requestTopUp, topUpParamAmount } from '@savdo/core/payments';

export function useTopUpParam(enabled: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash } = location;

  useEffect(() => {
    if (!enabled) return;
    const { requested, amount } = topUpParamAmount(search);
    if (!requested) return;
    requestTopUp(amount);
    const rest = new URLSearchParams(search);
    rest.delete(TOP_UP_PARAM);
    const next = rest.toString();
    void navigate({ pathname, search: next ? `?${next}` : '', hash }, { replace: true });
  }, [enabled, pathname, search, hash, navigate]);
}
