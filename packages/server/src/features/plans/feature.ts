/**
 * Subscription plans, which unlock premium signals: bought from the balance through the purchase
 * service, renewed by a job, listed on every ApiUser.
 */
import { defineFeature } from '../feature';
import {
  planGrantCommand,
  planListCommand,
  planRevokeCommand,
  subscriptionsRenewCommand,
} from './admin';
import { subscriptionEndingJob } from './ending-notice-job';
import { renewalJob } from './jobs';
import { planPurchasable } from './plan-purchasable';
import { plansAdminListRoutes } from './admin-list-routes';
import { plansRoutes } from './routes';
import { seedDemoPlans } from './seed';
import { subscriptionsEnricher } from './user-enricher';

export const plansFeature = defineFeature({
  name: 'plans',
  // After users: the demo trader holds a plan.
  seed: seedDemoPlans,
  routes: [plansRoutes, plansAdminListRoutes],
  adminCommands: [planListCommand, planGrantCommand, planRevokeCommand, subscriptionsRenewCommand],
  userEnrichers: [subscriptionsEnricher],
  purchasables: [planPurchasable],
  jobs: [renewalJob, subscriptionEndingJob],
});
