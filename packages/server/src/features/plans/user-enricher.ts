/**
 * Adds the user's subscriptions (plan, status, expiry) to every ApiUser the server answers
 * (users/me, verify-token, refresh), so the client knows its plan.
 */
import { listUserSubscriptions } from './repository';
import { userEnrichers, type UserEnricher } from '../users/present';

export const subscriptionsEnricher: UserEnricher = async (q, user) => ({
  subscriptions: await listUserSubscriptions(q, user.id),
});

/** Registers the enricher once per process, however many apps are built (tests build many). */
export function installSubscriptionsEnricher(): void {
  if (!userEnrichers.includes(subscriptionsEnricher)) userEnrichers.push(subscriptionsEnricher);
}
