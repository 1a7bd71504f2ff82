/** GET /admin/audit: the audit log, newest first, filtered and paged. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminAuditEntrySchema,
  AdminAuditQuerySchema,
  MAX_PAGE_SIZE,
  PageOf,
} from '@savdo/contract';
import { checkDay } from '../../db/list-query';
import { listAudit } from './audit-repository';

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        querystring: AdminAuditQuerySchema,
        response: { 200: PageOf(AdminAuditEntrySchema) },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      // 2026-02-31 has the shape of a day but is none: 400, not a database error.
      checkDay('from', request.query.from);
      checkDay('to', request.query.to);
      const limit = Math.min(request.query.limit ?? 20, MAX_PAGE_SIZE);
      const page = request.query.page ?? 1;
      const { rows, total } = await listAudit(app.ctx.db, request.query, limit, (page - 1) * limit);
      return { result: { data: rows, page, limit, total } };
    },
  );
};
