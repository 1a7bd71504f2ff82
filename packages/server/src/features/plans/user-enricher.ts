/**
 * Adds the user's subscriptions (plan, status, expiry) to every ApiUser the server answers
 * (users/me, verify-token, refresh), so the client knows its plan. Listed in the plans feature's
 * descriptor; each app gathers the enrichers of its features into its context. Its SQL is a
 * subquery of the one statement that reads a user's extras (users/present.ts).
 */
import type { UserEnricher } from '../users';
import { SUBSCRIPTIONS_JSON_SQL, subscriptionOf, type SubscriptionFacts } from './repository';

export const subscriptionsEnricher: UserEnricher = {
  sql: SUBSCRIPTIONS_JSON_SQL,
  present: (value) => ({
    subscriptions: ((value as SubscriptionFacts[] | null) ?? []).map(subscriptionOf),
  }),
};
