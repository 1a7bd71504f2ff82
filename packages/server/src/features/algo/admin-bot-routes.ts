/**
 * The expert advisor listings in the back office: every bot (hidden ones too), its edit, and
 * publishing a new version with its terminal files.
 */
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
import { keepingFiles, uploadGate } from '../files';
import { findAdminBot, listAdminBots, patchBot } from './admin-bot-repository';
import { readVersionParts } from './admin-version-parts';
import { publishVersion } from './admin-version-service';

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
      // The listing, its plans and its form in one transaction: a refusal changes none of them.
      const found = await ctx.db.transaction((tx) => patchBot(tx, request.params.id, request.body));
      if (!found) throw new NotFoundError(ALGO_ADMIN_MESSAGES.botNotFound);
      return { result: await adminBotOf(ctx.db, request.params.id) };
    },
  );

  app.post(
    '/admin/algo-trade/bots/:id/versions',
    {
      schema: { params: IdParamsSchema, response: { 200: AdminAlgoBotResultSchema } },
      config: {
        auth: 'admin',
        audit: {
          entity: 'algo_bot',
          action: 'algo_bot.version',
          before: (c, request) => adminBotOf(c.db, (request.params as { id: number }).id),
        },
      },
    },
    async (request, reply) => {
      // The admin's upload limits (docs/decisions/0276-bounded-uploads-and-private-files.md).
      const bot = await uploadGate(ctx).run({ request, reply }, 'admin', async (lease) => {
        const upload = await readVersionParts(request);
        const files = Object.values(upload.files).map((f) => f.file);
        const published = await keepingFiles(files, () =>
          publishVersion(ctx.db, request.params.id, upload),
        );
        lease.stored(
          files.length,
          files.reduce((sum, f) => sum + f.size, 0),
        );
        return published;
      });
      return { result: bot };
    },
  );
};
