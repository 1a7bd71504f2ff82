/**
 * Algo trading (issue 14): the Expert Advisor marketplace, my expert advisors with metrics
 * computed from stored trades, reviews, the terminal bridge, copy trading. Being built: the
 * contract (`@savdo/contract` algo.ts) states every call; this descriptor grows with them.
 */
import { defineFeature } from '../feature';
import { eaPurchasable } from './ea-purchasable';
import { eaListCommand, eaStatusCommand } from './admin';
import { demoTradesJob } from './demo-job';
import { algoRoutes } from './routes';
import { seedDemoAlgo } from './seed';

export const algoFeature = defineFeature({
  name: 'algo',
  routes: [algoRoutes],
  purchasables: [eaPurchasable],
  // After users (the demo trader's expert advisor).
  seed: seedDemoAlgo,
  jobs: [demoTradesJob],
  adminCommands: [eaListCommand, eaStatusCommand],
  // A status change goes to the expert advisor's owner: the publisher names them.
  liveAudiences: { 'expert_advisor.status': 'explicit' },
});
