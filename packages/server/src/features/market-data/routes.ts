/**
 * GET /market-data/symbols and GET /market-data/candles (ours; the spec is silent on prices,
 * decision 0260). Market data is the same for everybody, so both are open to signed-in users
 * and partner pages alike (`auth: 'optional'`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandlesQuerySchema,
  CandlesResultSchema,
  MarketSymbolsResultSchema,
} from '@savdo/contract';
import { feedOf } from './feed-choice';
import { candlesFor } from './service';

export const marketDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const feed = feedOf(app.ctx);
  app.addHook('onClose', async () => {
    await feed.close?.();
  });

  app.get(
    '/market-data/symbols',
    {
      schema: { response: { 200: MarketSymbolsResultSchema } },
      config: { auth: 'optional' },
    },
    async () => ({ result: await feed.symbols() }),
  );

  app.get(
    '/market-data/candles',
    {
      schema: { querystring: CandlesQuerySchema, response: { 200: CandlesResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => ({ result: await candlesFor(feed, request.query, Date.now() / 1000) }),
  );
};
