/**
 * Adds the user's subscriptions (plan, status, expiry) to every ApiUser the server answers
 * (users/me, verify-token, refresh), so the client knows its plan. Listed in the plans feature's
 * descriptor; each app gathers the enrichers of its features into its context.
 */
import type { UserEnricher } from '../users/present';
import { listUserSubscriptions } from './repository';

export const subscriptionsEnricher: UserEnricher = async (q, user) => ({
  subscriptions: await listUserSubscriptions(q, user.id),
});
