// Buying a plan: the button asks the server what it costs now (the quote: subscribe, renew or
// upgrade, with an upgrade's credit), the PurchaseDialog shows it, and Confirm pays with ONE
// idempotency key per dialog opening, so a retry after a lost answer never charges twice. After
// a purchase the balance is taken from the answer at once, the plans and the subscription are
// fetched again and the user too (its subscriptions unlock premium signals).
import { useState } from 'react';
import type { SubscriptionPlan, SubscriptionQuote } from '@savdo/contract';
import { apiErrorMessage, apiErrorStatus, mergeUser, toast } from '@savdo/core';
import { newIdempotencyKey, refreshUser } from '@savdo/core/payments';
import { plansApi, subscriptionChanged } from '@savdo/core/plans';
import { useEmit, useLanguage, useT } from '@savdo/ui';
import type { plansManifest } from './manifest';
import { planText } from './plan-rules';
import { plansStrings } from './strings';

export interface PendingPurchase {
  plan: SubscriptionPlan;
  quote: SubscriptionQuote;
  /** The Idempotency-Key of this opening of the dialog. */
  key: string;
}

export function usePlanPurchase() {
  const t = useT(plansStrings);
  const lang = useLanguage();
  const emit = useEmit<typeof plansManifest>();
  const [pending, setPending] = useState<PendingPurchase | null>(null);
  const [quoting, setQuoting] = useState<number | null>(null);

  const choose = async (plan: SubscriptionPlan) => {
    setQuoting(plan.id);
    try {
      const { result } = await plansApi.quotePlan(plan.id);
      setPending({ plan, quote: result, key: newIdempotencyKey() });
    } catch (err: unknown) {
      // A 409 says the subscription changed meanwhile (e.g. renewed in another tab).
      if (apiErrorStatus(err) === 409) subscriptionChanged();
      toast.error(apiErrorMessage(err, t('quoteFailed')));
    } finally {
      setQuoting(null);
    }
  };

  /** The dialog's Confirm; a rejection is shown in the dialog (402: the insufficient state). */
  const confirm = async () => {
    if (!pending) return;
    const { plan, quote, key } = pending;
    try {
      const { result } = await plansApi.purchasePlan(plan.id, quote.action, key);
      mergeUser({ balance: result.purchase.balance });
      subscriptionChanged(result.subscription);
      void refreshUser();
      const name = planText(plan, lang).name;
      toast.success(t(quote.action === 'renew' ? 'renewed' : 'purchased', { plan: name }));
      emit('savdo-plan-purchased', {
        planId: plan.id,
        action: quote.action,
        charged: result.purchase.charged,
      });
      emit('savdo-subscription-changed', {
        change: quote.action,
        subscription: result.subscription,
      });
      setPending(null);
    } catch (err: unknown) {
      if (apiErrorStatus(err) === 409) subscriptionChanged();
      throw err;
    }
  };

  return { pending, quoting, choose, confirm, close: () => setPending(null) };
}
