/**
 * Partner applications in the back office: the list (pending first), approve, reject with a
 * reason, and grant the partnership straight from a user's page. Each write lands in the audit
 * log (docs/decisions/0294-admin-audit-log.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPartnerApplicationResultSchema,
  AdminPartnerApplicationsResultSchema,
  IdParamsSchema,
  PartnerRejectBodySchema,
} from '@savdo/contract';
import type { AuditRule } from '../admin';
import {
  decideApplication,
  findApplication,
  grantPartnership,
  listApplications,
} from './applications';

const audited = (action: string): AuditRule => ({
  entity: 'partner_application',
  action,
  before: async (c, request) => findApplication(c.db, (request.params as { id: number }).id),
});

export const partnerApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/partner-applications',
    {
      schema: { response: { 200: AdminPartnerApplicationsResultSchema } },
      config: { auth: 'admin' },
    },
    async () => ({ result: await listApplications(ctx.db) }),
  );

  app.post(
    '/admin/partner-applications/:id/approve',
    {
      schema: { params: IdParamsSchema, response: { 200: AdminPartnerApplicationResultSchema } },
      config: { auth: 'admin', audit: audited('partner_application.approve') },
    },
    async (request) => ({
      result: await decideApplication(ctx.db, request.params.id, { status: 'approved' }),
    }),
  );

  app.post(
    '/admin/partner-applications/:id/reject',
    {
      schema: {
        params: IdParamsSchema,
        body: PartnerRejectBodySchema,
        response: { 200: AdminPartnerApplicationResultSchema },
      },
      config: { auth: 'admin', audit: audited('partner_application.reject') },
    },
    async (request) => ({
      result: await decideApplication(ctx.db, request.params.id, {
        status: 'rejected',
        reason: request.body.reason,
      }),
    }),
  );

  app.post(
    '/admin/users/:id/partner',
    {
      schema: { params: IdParamsSchema, response: { 200: AdminPartnerApplicationResultSchema } },
      config: {
        auth: 'admin',
        audit: {
          entity: 'partner_application',
          action: 'partner_application.grant',
          entityId: (_request, after) => String((after as { id: number }).id),
        },
      },
    },
    async (request) => ({ result: await grantPartnership(ctx.db, request.params.id) }),
  );
};
