// Cancelling and resuming the renewal at the end of the period: the plan stays active until
// then either way. The answer is the subscription as it now is.
import { useState } from 'react';
import type { MySubscriptionResponse } from '@savdo/contract';
import { apiErrorMessage, toast } from '@savdo/core';
import { refreshUser } from '@savdo/core/payments';
import { plansApi, subscriptionChanged } from '@savdo/core/plans';
import { useEmit, useT } from '@savdo/ui';
import type { plansManifest } from './manifest';
import { plansStrings } from './strings';

export type RenewalChange = 'cancel' | 'resume';

export function useRenewal() {
  const t = useT(plansStrings);
  const emit = useEmit<typeof plansManifest>();
  const [busy, setBusy] = useState<RenewalChange | null>(null);

  /** Resolves true when the change went through. */
  const change = async (kind: RenewalChange): Promise<boolean> => {
    setBusy(kind);
    try {
      const call: () => Promise<MySubscriptionResponse> =
        kind === 'cancel' ? plansApi.cancelSubscription : plansApi.resumeSubscription;
      const { result } = await call();
      subscriptionChanged(result);
      void refreshUser();
      toast.success(t(kind === 'cancel' ? 'cancelled' : 'resumed'));
      emit('savdo-subscription-changed', { change: kind, subscription: result });
      return true;
    } catch (err: unknown) {
      subscriptionChanged();
      toast.error(apiErrorMessage(err, t('changeFailed')));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { busy, change };
}
