/**
 * Market data for the trading chart (docs/decisions/0260-market-data-and-the-demo-feed.md): the
 * symbols, candles of any range and a live tick, from the built-in demo feed or a real provider
 * behind the same adapter (market-feed.ts, decisions 0260 and 0261). No tables: the demo's prices
 * are a function of time.
 */
import { SIGNED_IN } from '../../live/audience';
import { defineFeature } from '../feature';
import { marketDataRoutes } from './routes';
import { marketTicksJob } from './tick-job';

export const marketDataFeature = defineFeature({
  name: 'market-data',
  routes: [marketDataRoutes],
  jobs: [marketTicksJob],
  liveAudiences: { 'market.ticks': () => SIGNED_IN },
});
