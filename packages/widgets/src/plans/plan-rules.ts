// What each plan's button does for this user, decided from the plans and one's subscription
// (decision 0160). The server's quote has the last word on the action sent; these
// rules only choose the label and hide what the server would refuse (409).
import type { Language, MySubscription, PlanText, SubscriptionPlan } from '@savdo/contract';

export type PlanButton = 'subscribe' | 'renew' | 'upgrade' | 'included' | 'paidAhead';

const DAY_MS = 86_400_000;

/** The subscription the buttons count from: an active one, or one whose renewal awaits money. */
export function currentSubscription(sub: MySubscription | null | undefined): MySubscription | null {
  return sub && (sub.status === 'active' || sub.status === 'pending_payment') ? sub : null;
}

export function planButton(
  plan: SubscriptionPlan,
  sub: MySubscription | null | undefined,
  now: number = Date.now(),
): PlanButton {
  const current = currentSubscription(sub);
  if (!current) return 'subscribe';
  if (plan.id === current.plan_id) {
    // Renewing is allowed at most one period ahead: more than a period left means paid ahead.
    const left = current.expires_at === null ? Infinity : Date.parse(current.expires_at) - now;
    return left > plan.duration_days * DAY_MS ? 'paidAhead' : 'renew';
  }
  return plan.level > current.level ? 'upgrade' : 'included';
}

/** A plan's name and features in `lang`; English (the plan's own fields) when not translated. */
export function planText(plan: SubscriptionPlan, lang: Language): PlanText {
  const own = lang === 'en' ? undefined : plan.translations[lang];
  return own ?? { name: plan.name, features: plan.features };
}
