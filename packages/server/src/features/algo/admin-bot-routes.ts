/** The expert advisor listings in the back office: every bot (hidden ones too) and its edit. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ALGO_ADMIN_MESSAGES,
  AdminAlgoBotPatchSchema,
  AdminAlgoBotResultSchema,
  AdminAlgoBotsPageSchema,
  AdminAlgoBotsQuerySchema,
  IdParamsSchema,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { findAdminBot, listAdminBots, patchBot } from './admin-bot-repository';

export async function adminBotOf(q: Queryable, id: number) {
  const bot = await findAdminBot(q, id);
  if (!bot) throw new NotFoundError(ALGO_ADMIN_MESSAGES.botNotFound);
  return bot;
}

export const adminBotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/algo-trade/bots',
    {
      schema: { querystring: AdminAlgoBotsQuerySchema, response: { 200: AdminAlgoBotsPageSchema } },
      config: { auth: 'admin' },
    },
    async (request) => ({ result: await listAdminBots(ctx.db, request.query) }),
  );

  app.patch(
    '/admin/algo-trade/bots/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: AdminAlgoBotPatchSchema,
        response: { 200: AdminAlgoBotResultSchema },
      },
      config: {
        auth: 'admin',
        audit: {
          entity: 'algo_bot',
          action: 'algo_bot.update',
          before: (c, request) => adminBotOf(c.db, (request.params as { id: number }).id),
        },
      },
    },
    async (request) => {
      if (!(await patchBot(ctx.db, request.params.id, request.body)))
        throw new NotFoundError(ALGO_ADMIN_MESSAGES.botNotFound);
      return { result: await adminBotOf(ctx.db, request.params.id) };
    },
  );
};
