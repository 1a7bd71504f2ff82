/** The back office's plans: GET /admin/plans and PATCH /admin/plans/{id} (price, what it includes). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPlanPatchSchema,
  AdminPlanResultSchema,
  AdminPlansPageSchema,
  AdminPlansQuerySchema,
  PlanParamsSchema,
} from '@savdo/contract';
import { listAdminPlans, patchPlan, planOf } from './admin-list-repository';
import { presentPlan } from './present';

export const plansAdminListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/plans',
    {
      schema: { querystring: AdminPlansQuerySchema, response: { 200: AdminPlansPageSchema } },
      config: { auth: 'admin' },
    },
    async (request) => {
      const { rows, total, page, limit } = await listAdminPlans(ctx.db, request.query);
      return { result: { data: rows.map(presentPlan), total, page, limit } };
    },
  );

  app.patch(
    '/admin/plans/:id',
    {
      schema: {
        params: PlanParamsSchema,
        body: AdminPlanPatchSchema,
        response: { 200: AdminPlanResultSchema },
      },
      config: {
        auth: 'admin',
        audit: {
          entity: 'plan',
          action: 'plan.update',
          before: async (c, request) =>
            presentPlan(await planOf(c.db, (request.params as { id: number }).id)),
        },
      },
    },
    async (request) => ({
      result: presentPlan(await patchPlan(ctx.db, request.params.id, request.body)),
    }),
  );
};
