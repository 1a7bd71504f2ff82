/**
 * Copy trading's follow calls (contract copy-trading.ts, docs/decisions/0283-copy-trading-follow.md):
 * a strategy's page, following it, my follows, pause, resume and stop.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CopyFollowIdParamsSchema,
  CopyFollowRequestSchema,
  CopyFollowResultSchema,
  CopyFollowsResultSchema,
  CopyIdParamsSchema,
  CopyStrategyResultSchema,
} from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import { copyStrategyDetails } from './copy-trading';
import { changeFollow, myFollows, startFollow } from './follow-service';

export const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/copy-trade/strategies/:id',
    {
      schema: { params: CopyIdParamsSchema, response: { 200: CopyStrategyResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => ({ result: await copyStrategyDetails(ctx.db, request.params.id) }),
  );

  app.post(
    '/copy-trade/strategies/:id/follow',
    {
      schema: {
        params: CopyIdParamsSchema,
        body: CopyFollowRequestSchema,
        response: { 200: CopyFollowResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await startFollow(
        ctx.db,
        requireAuth(request).user.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/copy-trade/follows',
    { schema: { response: { 200: CopyFollowsResultSchema } }, config: { auth: 'required' } },
    async (request) => ({ result: await myFollows(ctx.db, requireAuth(request).user.id) }),
  );

  for (const action of ['pause', 'resume', 'stop'] as const) {
    app.post(
      `/copy-trade/follows/:id/${action}`,
      {
        schema: { params: CopyFollowIdParamsSchema, response: { 200: CopyFollowResultSchema } },
        config: { auth: 'required' },
      },
      async (request) => ({
        result: await changeFollow(
          ctx.db,
          (event, audience) => ctx.live.publish(event, audience),
          requireAuth(request).user.id,
          request.params.id,
          action,
        ),
      }),
    );
  }
};
