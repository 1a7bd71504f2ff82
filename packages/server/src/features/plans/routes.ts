/**
 * Subscription plans (contract plans.ts, decision 0153): the public list, one's own
 * subscription, a quote, buying through the purchase service, cancel and resume.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MySubscriptionResultSchema,
  PlanListResultSchema,
  PlanParamsSchema,
  SubscriptionPurchaseBodySchema,
  SubscriptionPurchaseResultSchema,
  SubscriptionQuoteResultSchema,
} from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import { announcePurchase, idempotencyKeyOf, presentPurchase, purchase } from '../purchases';
import { listPlans } from './repository';
import { presentPlan } from './present';
import {
  cancelSubscription,
  mySubscription,
  quotePlan,
  resumeSubscription,
} from './subscription-service';

export const plansRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/subscription/plans',
    { schema: { response: { 200: PlanListResultSchema } }, config: { auth: 'optional' } },
    async () => ({ result: (await listPlans(ctx.db)).map(presentPlan) }),
  );

  app.get(
    '/subscription/me',
    { schema: { response: { 200: MySubscriptionResultSchema } }, config: { auth: 'required' } },
    async (request) => ({ result: await mySubscription(ctx.db, requireAuth(request).user.id) }),
  );

  app.get(
    '/subscription/plans/:id/quote',
    {
      schema: { params: PlanParamsSchema, response: { 200: SubscriptionQuoteResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await quotePlan(ctx.db, requireAuth(request).user.id, request.params.id),
    }),
  );

  app.post(
    '/subscription/plans/:id/purchase',
    {
      schema: {
        params: PlanParamsSchema,
        body: SubscriptionPurchaseBodySchema,
        response: { 200: SubscriptionPurchaseResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const done = await purchase(ctx.db, ctx.purchases, {
        userId: user.id,
        kind: 'plan',
        itemId: request.params.id,
        options: { action: request.body.action },
        idempotencyKey: idempotencyKeyOf(request),
      });
      await announcePurchase(ctx, done);
      const subscription = await mySubscription(ctx.db, user.id);
      if (!subscription) throw new Error('a plan purchase left no subscription');
      return {
        result: { subscription, purchase: presentPurchase(done.purchase, done.balance) },
      };
    },
  );

  app.post(
    '/subscription/cancel',
    { schema: { response: { 200: MySubscriptionResultSchema } }, config: { auth: 'required' } },
    async (request) => ({
      result: await cancelSubscription(ctx.db, requireAuth(request).user.id),
    }),
  );

  app.post(
    '/subscription/resume',
    { schema: { response: { 200: MySubscriptionResultSchema } }, config: { auth: 'required' } },
    async (request) => ({
      result: await resumeSubscription(ctx.db, requireAuth(request).user.id),
    }),
  );
};
