/**
 * The feed of a running app, made once per app from its config: the demo feed by default,
 * Twelve Data when configured (market-data-config.ts). Routes and the tick job share it.
 */
import WebSocket from 'ws';
import type { AppContext } from '../../context';
import { createDemoFeed } from './demo/demo-feed';
import type { MarketFeed } from './market-feed';
import { createTwelveDataFeed } from './twelve-data-feed';

const feeds = new WeakMap<AppContext, MarketFeed>();

export function feedOf(ctx: AppContext): MarketFeed {
  let feed = feeds.get(ctx);
  if (!feed) {
    const config = ctx.config.marketData ?? { provider: 'demo' as const };
    feed =
      config.provider === 'twelve-data'
        ? createTwelveDataFeed({ ...config, openSocket: (url) => new WebSocket(url) })
        : createDemoFeed();
    feeds.set(ctx, feed);
  }
  return feed;
}
