/**
 * Algo trading (docs/decisions/0181-expert-advisors-and-the-bridge-key.md): the Expert Advisor
 * marketplace, my expert advisors with metrics computed from stored trades (metrics.ts), reviews,
 * the terminal bridge and statements, copy trading, the admin status change, the demo bots and
 * their live-looking trades (decisions 0180-0182).
 */
import { defineFeature } from '../feature';
import { eaPurchasable } from './ea-purchasable';
import { eaListCommand, eaStatusCommand } from './admin';
import { adminBotRoutes } from './admin-bot-routes';
import { adminQueueRoutes } from './admin-queue-routes';
import { adminReviewRoutes } from './admin-review-routes';
import { offlineJob } from './bridge-status';
import { deliveryRoutes } from './delivery-routes';
import { demoTradesJob } from './demo-job';
import { expiryJob } from './expiry-job';
import { algoRoutes } from './routes';
import { followRoutes } from './follow-routes';
import { seedDemoAlgo } from './seed';

export const algoFeature = defineFeature({
  name: 'algo',
  routes: [
    algoRoutes,
    followRoutes,
    deliveryRoutes,
    adminQueueRoutes,
    adminBotRoutes,
    adminReviewRoutes,
  ],
  purchasables: [eaPurchasable],
  // After users (the demo trader's expert advisor).
  seed: seedDemoAlgo,
  jobs: [demoTradesJob, expiryJob, offlineJob],
  adminCommands: [eaListCommand, eaStatusCommand],
  // A status change goes to the expert advisor's owner or the follow's follower: the publisher
  // names them.
  liveAudiences: { 'expert_advisor.status': 'explicit', 'copy_follow.status': 'explicit' },
});
