/** GET /admin/signals: the back office's list, every signal with its levels (admins see all). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSignalsQuerySchema, SignalsPageSchema } from '@savdo/contract';
import { listAdminSignals } from './admin-list-repository';
import { FULL_VIEWER, presentSignal } from './present-signal';

export const signalsAdminListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/admin/signals',
    {
      schema: { querystring: AdminSignalsQuerySchema, response: { 200: SignalsPageSchema } },
      config: { auth: 'admin' },
    },
    async (request) => {
      const { rows, total, page, limit } = await listAdminSignals(ctx.db, request.query);
      return {
        result: { data: rows.map((r) => presentSignal(r, FULL_VIEWER)), total, page, limit },
      };
    },
  );
};
