/**
 * Review moderation in the back office (docs/decisions/0296-review-moderation.md): the list of
 * every review, hide and restore. A hidden review leaves the public list and the bot's rating.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ALGO_ADMIN_MESSAGES,
  AdminReviewResultSchema,
  AdminReviewsPageSchema,
  AdminReviewsQuerySchema,
  IdParamsSchema,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { requireAuth } from '../../http/authenticate';
import { findAdminReview, listAdminReviews, setReviewHidden } from './admin-review-repository';

async function reviewOf(q: Queryable, id: number) {
  const review = await findAdminReview(q, id);
  if (!review) throw new NotFoundError(ALGO_ADMIN_MESSAGES.reviewNotFound);
  return review;
}

export const adminReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/algo-trade/reviews',
    {
      schema: { querystring: AdminReviewsQuerySchema, response: { 200: AdminReviewsPageSchema } },
      config: { auth: 'admin' },
    },
    async (request) => ({ result: await listAdminReviews(ctx.db, request.query) }),
  );

  for (const action of ['hide', 'restore'] as const) {
    app.post(
      `/admin/algo-trade/reviews/:id/${action}`,
      {
        schema: { params: IdParamsSchema, response: { 200: AdminReviewResultSchema } },
        config: {
          auth: 'admin',
          audit: {
            entity: 'algo_review',
            action: `algo_review.${action}`,
            before: (c, request) => reviewOf(c.db, (request.params as { id: number }).id),
          },
        },
      },
      async (request) => {
        const by = action === 'hide' ? requireAuth(request).user.id : null;
        if (!(await setReviewHidden(ctx.db, request.params.id, by)))
          throw new NotFoundError(ALGO_ADMIN_MESSAGES.reviewNotFound);
        return { result: await reviewOf(ctx.db, request.params.id) };
      },
    );
  }
};
