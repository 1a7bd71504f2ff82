/**
 * The back office's expert advisor queue (docs/decisions/0295-expert-advisor-queue.md): what
 * buyers bought, with the account details to set up, and the operator's status change, which
 * reaches the buyer live and as a notification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminEaStatusChangeBodySchema,
  AdminExpertAdvisorResultSchema,
  AdminExpertAdvisorsPageSchema,
  AdminExpertAdvisorsQuerySchema,
  AlgoIdParamsSchema,
} from '@savdo/contract';
import { listQueue } from './admin-queue-repository';
import { queueItem, setQueueStatus } from './admin-queue-service';

export const adminQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/algo-trade/purchases',
    {
      schema: {
        querystring: AdminExpertAdvisorsQuerySchema,
        response: { 200: AdminExpertAdvisorsPageSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => ({ result: await listQueue(ctx.db, request.query) }),
  );

  app.get(
    '/admin/algo-trade/purchases/:id',
    {
      schema: { params: AlgoIdParamsSchema, response: { 200: AdminExpertAdvisorResultSchema } },
      config: { auth: 'admin' },
    },
    async (request) => ({ result: await queueItem(ctx.db, request.params.id) }),
  );

  app.post(
    '/admin/algo-trade/purchases/:id/status',
    {
      schema: {
        params: AlgoIdParamsSchema,
        body: AdminEaStatusChangeBodySchema,
        response: { 200: AdminExpertAdvisorResultSchema },
      },
      config: {
        auth: 'admin',
        audit: {
          entity: 'expert_advisor',
          action: 'expert_advisor.status',
          before: (c, request) => queueItem(c.db, (request.params as { id: number }).id),
        },
      },
    },
    async (request) => ({
      result: await setQueueStatus(
        ctx.db,
        (event, audience) => ctx.live.publish(event, audience),
        request.params.id,
        request.body,
      ),
    }),
  );
};
