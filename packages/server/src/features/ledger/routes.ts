/**
 * The balance history (ledger) of the signed-in user, and the admin's balance adjustment
 * (decision 16), which is pushed live to the user's open pages. The same adjustment exists on
 * the command line (credit, debit).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminBalanceBodySchema,
  AdminBalanceResultSchema,
  LedgerPageSchema,
  MAX_PAGE_SIZE,
  PageQuerySchema,
  UserIdParamsSchema,
} from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import { requestLanguage } from '../../http/error-handler';
import { adjustBalance, findTargetUser } from '../users';
import { currentBalance, listLedgerEntries } from './repository';
import { publishBalance } from './publish-balance';
import { presentAdminEntry } from './admin-entries';

export const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/users/me/ledger',
    {
      schema: { querystring: PageQuerySchema, response: { 200: LedgerPageSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const limit = Math.min(request.query.limit ?? 20, MAX_PAGE_SIZE);
      const page = request.query.page ?? 1;
      const lang = requestLanguage(request.headers['accept-language']);
      const offset = (page - 1) * limit;
      const { rows, total } = await listLedgerEntries(ctx.db, user.id, limit, offset, lang);
      return { result: { data: rows, page, limit, total } };
    },
  );

  app.post(
    '/admin/users/:id/balance',
    {
      schema: {
        params: UserIdParamsSchema,
        body: AdminBalanceBodySchema,
        response: { 200: AdminBalanceResultSchema },
      },
      config: {
        auth: 'admin',
        audit: {
          entity: 'user',
          action: 'user.balance',
          before: async (c, request) => {
            const id = (request.params as { id: number }).id;
            return { balance: await currentBalance(c.db, id) };
          },
        },
      },
    },
    async (request) => {
      const user = await findTargetUser(ctx.db, request.params.id);
      const { amount, reason, reference } = request.body;
      const entry = await adjustBalance(ctx.db, user, amount, reason, reference ?? null);
      publishBalance(ctx.live, { userId: user.id, balance: entry.balance_after });
      const lang = requestLanguage(request.headers['accept-language']);
      return {
        result: {
          balance: entry.balance_after,
          entry_id: entry.id,
          amount: entry.amount,
          entry: presentAdminEntry(entry, lang),
        },
      };
    },
  );
};
