/**
 * The back office's view of a user's ledger: every entry with its reason code and parameters,
 * the reason worded in the admin's language, the reference and the balance after.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminLedgerPageSchema, AdminLedgerQuerySchema, UserIdParamsSchema } from '@savdo/contract';
import { pageWindow } from '../../db/list-query';
import { requestLanguage } from '../../http/error-handler';
import { findTargetUser } from '../users';
import { listUserEntries } from './admin-entries';

export const ledgerAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/users/:id/ledger',
    {
      schema: {
        params: UserIdParamsSchema,
        querystring: AdminLedgerQuerySchema,
        response: { 200: AdminLedgerPageSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      const user = await findTargetUser(ctx.db, request.params.id);
      const window = pageWindow(request.query);
      const lang = requestLanguage(request.headers['accept-language']);
      const { rows, total } = await listUserEntries(ctx.db, user.id, request.query, window, lang);
      return { result: { data: rows, page: window.page, limit: window.limit, total } };
    },
  );
};
