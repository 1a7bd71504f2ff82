/** Subscription plans, which unlock premium signals; every ApiUser lists the user's. */
import { defineFeature } from '../feature';
import { planGrantCommand, planListCommand, planRevokeCommand } from './admin';
import { seedDemoPlans } from './seed';
import { subscriptionsEnricher } from './user-enricher';

export const plansFeature = defineFeature({
  name: 'plans',
  // After users: the demo trader holds a plan.
  seed: seedDemoPlans,
  adminCommands: [planListCommand, planGrantCommand, planRevokeCommand],
  userEnrichers: [subscriptionsEnricher],
});
