// Recipe step 5 (routes): contract schemas for every part; no try/catch, no HTTP in the service.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '@savdo/server/http/authenticate';
import {
  WatchItemInputSchema,
  WatchItemParamsSchema,
  WatchItemResultSchema,
  WatchlistPageSchema,
} from '../contract';
import { listWatches } from './repository';
import { addWatch, presentWatch, removeWatch } from './service';

export const watchlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/watchlist',
    { schema: { response: { 200: WatchlistPageSchema } }, config: { auth: 'required' } },
    async (request) => {
      const rows = await listWatches(ctx.db, requireAuth(request).user.id);
      return {
        result: { data: rows.map(presentWatch), page: 1, limit: rows.length, total: rows.length },
      };
    },
  );
  app.post(
    '/watchlist',
    {
      schema: { body: WatchItemInputSchema, response: { 201: WatchItemResultSchema } },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const item = await addWatch(ctx.db, requireAuth(request).user.id, request.body);
      return reply.code(201).send({ result: item });
    },
  );
  app.delete(
    '/watchlist/:id',
    { schema: { params: WatchItemParamsSchema }, config: { auth: 'required' } },
    async (request, reply) => {
      await removeWatch(ctx.db, requireAuth(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
