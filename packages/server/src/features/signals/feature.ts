/** Trading signals: the feed, performance, premium gating, the admin's actions, pushed live. */
import type { TradingSignal } from '@savdo/contract';
import { PUBLIC, SIGNED_IN } from '../../live/audience';
import { defineFeature } from '../feature';
import {
  signalActivateCommand,
  signalCancelCommand,
  signalCloseCommand,
  signalListCommand,
  signalPublishCommand,
} from './admin';
import { signalsAdminChartRoutes } from './admin-chart-routes';
import { signalsAdminListRoutes } from './admin-list-routes';
import { signalsRoutes } from './routes';
import { seedDemoSignals } from './seed';

/** A premium signal published without a named audience goes to signed-in users only. */
const bySignal = ({ signal }: { signal: TradingSignal }) =>
  signal.is_premium ? SIGNED_IN : PUBLIC;

export const signalsFeature = defineFeature({
  name: 'signals',
  routes: [signalsRoutes, signalsAdminListRoutes, signalsAdminChartRoutes],
  // After plans: premium demo signals name a plan.
  seed: (db) => seedDemoSignals(db),
  adminCommands: [
    signalPublishCommand,
    signalActivateCommand,
    signalCloseCommand,
    signalCancelCommand,
    signalListCommand,
  ],
  liveAudiences: { 'signal.created': bySignal, 'signal.updated': bySignal },
});
