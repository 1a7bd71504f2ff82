/**
 * The live candle: about once a second the feed's latest prices go to this process's signed-in
 * live connections as one `market.ticks` event (decision 0260). Every process runs the job and
 * delivers to its own sockets straight from the hub, not through PostgreSQL NOTIFY: the demo
 * feed is a function of time, so all processes compute the same ticks, and a second a NOTIFY
 * per process would only multiply the same event. Nothing is computed while no one is
 * connected. The channel has no per-symbol subscriptions yet, so every signed-in socket gets
 * all symbols (a few hundred bytes); the chart keeps its own symbol's.
 */
import { SIGNED_IN } from '../../live/audience';
import type { ServerJob } from '../feature';
import { feedOf } from './feed-choice';

export const TICK_EVERY_MS = 1_000;

export const marketTicksJob: ServerJob = {
  name: 'market-ticks',
  everyMs: TICK_EVERY_MS,
  // Delivered to this process's own sockets, not published: every process ticks its own.
  perProcess: true,
  async run(ctx) {
    if (ctx.live.hub.size === 0) return;
    const ticks = await feedOf(ctx).ticks(Date.now() / 1000);
    if (ticks.length === 0) return;
    ctx.live.hub.deliver({ type: 'market.ticks', ticks }, SIGNED_IN);
  },
};
