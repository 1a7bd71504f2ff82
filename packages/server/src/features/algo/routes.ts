/**
 * Algo trading (contract algo.ts): the market, buying through the purchase service, my expert
 * advisors, the bridge's trade ingestion, reviews, the admin status change.
 */
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ALGO_REVIEWS_PAGE_SIZE,
  AdminEaStatusBodySchema,
  AlgoBuyResultSchema,
  AlgoDetailsResultSchema,
  AlgoFormFieldsResultSchema,
  AlgoIdParamsSchema,
  AlgoListQuerySchema,
  AlgoListResultSchema,
  AlgoMetricsResultSchema,
  AlgoPlansResultSchema,
  AlgoPurchaseRequestSchema,
  AlgoStatusResultSchema,
  AlgoTradesResultSchema,
  BRIDGE_KEY_HEADER,
  CopyStrategiesResultSchema,
  HistoricalTradesQuerySchema,
  IngestBodySchema,
  IngestResultSchema,
  MyPurchaseResultSchema,
  MyPurchasesQuerySchema,
  MyPurchasesResultSchema,
  OpenTradesResultSchema,
  PageQuerySchema,
  ProfitStatsQuerySchema,
  ProfitStatsResultSchema,
  ReviewInputSchema,
  ReviewResultSchema,
  ReviewsResultSchema,
  UPLOAD_MAX_BYTES,
} from '@savdo/contract';
import type { FastifyRequest } from 'fastify';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooLargeError,
  ValidationError,
} from '../../domain-errors';
import { requireAuth } from '../../http/authenticate';
import type { PublishLive } from '../../live/publisher';
import { receiveWhole, uploadGate } from '../files';
import { announcePurchase, idempotencyKeyOf, presentPurchase, purchase } from '../purchases';
import { changeEaStatus } from './admin-service';
import { publishCard } from './bridge-status';
import { copyStrategies } from './copy-trading';
import { publishFollow } from './follow-bridge';
import { ingestTrades, storeTrades } from './ingest-service';
import { parseStatement } from './statements/statement';
import { BOT_NOT_FOUND, botDetails, botFormFields, botList, botPlans } from './market-service';
import {
  deleteMyPurchase,
  myHistoricalTrades,
  myMetrics,
  myOpenTrades,
  myProfitStats,
  myPurchase,
  myPurchases,
  myStatus,
  presentDetails,
} from './my-service';
import { findBot, findEa } from './repository';
import { hasReviewed, insertReview, isBuyer, listReviews } from './review-repository';

export const ONLY_BUYERS_REVIEW = 'Only buyers of this expert advisor can review it';
export const ALREADY_REVIEWED = 'You have already reviewed this expert advisor';

const viewerOf = (request: FastifyRequest): number | null => request.auth?.user.id ?? null;
const Ok = Type.Object({ result: Type.Object({ ok: Type.Boolean() }) });

export const algoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const params = { params: AlgoIdParamsSchema };

  app.get(
    '/algo-trade/all',
    {
      schema: { querystring: AlgoListQuerySchema, response: { 200: AlgoListResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => ({ result: await botList(ctx.db, viewerOf(request), request.query) }),
  );

  app.get(
    '/algo-trade/my-purchases',
    {
      schema: { querystring: MyPurchasesQuerySchema, response: { 200: MyPurchasesResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await myPurchases(ctx.db, requireAuth(request).user.id, request.query.limit),
    }),
  );

  app.get(
    '/algo-trade/:id/details',
    {
      schema: { ...params, response: { 200: AlgoDetailsResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => ({
      result: await botDetails(ctx.db, viewerOf(request), request.params.id),
    }),
  );

  app.get(
    '/algo-trade/:id/form-fields',
    {
      schema: { ...params, response: { 200: AlgoFormFieldsResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => ({ result: await botFormFields(ctx.db, request.params.id) }),
  );

  app.get(
    '/algo-trade/:id/plans',
    {
      schema: { ...params, response: { 200: AlgoPlansResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => ({ result: await botPlans(ctx.db, request.params.id) }),
  );

  // The body is optional (docs/product.md, "/algo-trade/{id}"): a POST that says JSON but sends
  // nothing is an empty body here, not fastify's "The request body is empty", so the form's own
  // checks answer what is missing. Scoped to this route alone.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      body === '' ? done(null, {}) : json(request, String(body), done),
    );
    scope.post(
      '/algo-trade/:id/purchase',
      {
        schema: {
          ...params,
          body: AlgoPurchaseRequestSchema,
          response: { 200: AlgoBuyResultSchema },
        },
        config: { auth: 'required' },
      },
      async (request) => {
        const { user } = requireAuth(request);
        const done = await purchase(ctx.db, ctx.purchases, {
          userId: user.id,
          kind: 'algo_trade',
          itemId: request.params.id,
          options: { plan_id: request.body.plan_id, fields: request.body.fields },
          idempotencyKey: idempotencyKeyOf(request),
        });
        await announcePurchase(ctx, done);
        const { rows } = await ctx.db.query<{ id: number }>(
          'SELECT id FROM expert_advisors WHERE purchase_id = $1',
          [done.purchase.id],
        );
        const eaId = rows[0]?.id;
        if (eaId === undefined) throw new NotFoundError('Expert advisor not found');
        return {
          result: {
            expert_advisor: await myPurchase(ctx.db, user.id, eaId),
            purchase: presentPurchase(done.purchase, done.balance),
          },
        };
      },
    );
  });

  app.get(
    '/algo-trade/my-purchases/:id',
    {
      schema: { ...params, response: { 200: MyPurchaseResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await myPurchase(ctx.db, requireAuth(request).user.id, request.params.id),
    }),
  );

  app.delete(
    '/algo-trade/my-purchases/:id',
    { schema: { ...params, response: { 200: Ok } }, config: { auth: 'required' } },
    async (request) => {
      await deleteMyPurchase(ctx.db, requireAuth(request).user.id, request.params.id);
      return { result: { ok: true } };
    },
  );

  app.get(
    '/algo-trade/my-purchases/:id/metrics',
    {
      schema: { ...params, response: { 200: AlgoMetricsResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await myMetrics(ctx.db, requireAuth(request).user.id, request.params.id),
    }),
  );

  app.get(
    '/algo-trade/my-purchases/:id/historical-trades',
    {
      schema: {
        ...params,
        querystring: HistoricalTradesQuerySchema,
        response: { 200: AlgoTradesResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await myHistoricalTrades(
        ctx.db,
        requireAuth(request).user.id,
        request.params.id,
        request.query,
      ),
    }),
  );

  app.get(
    '/algo-trade/my-purchases/:id/open-trades',
    {
      schema: { ...params, response: { 200: OpenTradesResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await myOpenTrades(ctx.db, requireAuth(request).user.id, request.params.id),
    }),
  );

  app.get(
    '/algo-trade/my-purchases/:id/profit-stats',
    {
      schema: {
        ...params,
        querystring: ProfitStatsQuerySchema,
        response: { 200: ProfitStatsResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await myProfitStats(
        ctx.db,
        requireAuth(request).user.id,
        request.params.id,
        request.query.period ?? 'month',
      ),
    }),
  );

  app.get(
    '/algo-trade/my-purchases/:id/status',
    {
      schema: { ...params, response: { 200: AlgoStatusResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await myStatus(ctx.db, requireAuth(request).user.id, request.params.id),
    }),
  );

  app.post(
    '/algo-trade/my-purchases/:id/statement',
    { schema: { ...params, response: { 200: IngestResultSchema } }, config: { auth: 'required' } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const ea = await myPurchase(ctx.db, user.id, request.params.id);
      const choose = 'Choose a statement file to upload';
      if (!request.isMultipart()) throw new ValidationError(choose, { file: choose });
      // Under the upload limits (docs/decisions/0276-bounded-uploads-and-private-files.md).
      const data = await uploadGate(ctx).run({ request, reply }, 'statement', async () => {
        const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
        if (!part) throw new ValidationError(choose, { file: choose });
        return receiveWhole(
          part.file,
          UPLOAD_MAX_BYTES,
          () => new TooLargeError('The file is too large'),
        );
      });
      const trades = parseStatement(data);
      return { result: await storeTrades(ctx.db, { ea: ea.id }, trades) };
    },
  );

  app.post(
    '/algo-trade/ingest/trades',
    // The bridge signs in with its expert advisor's or copy follow's key, not a user's token.
    {
      schema: { body: IngestBodySchema, response: { 200: IngestResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => {
      const { owner, ...result } = await ingestTrades(
        ctx.db,
        request.headers[BRIDGE_KEY_HEADER],
        request.body.trades,
      );
      // The owner's page refetches its figures (bridge-status.ts); the follower's card carries
      // its copied trades (follow-bridge.ts).
      const publish: PublishLive = (event, audience) => ctx.live.publish(event, audience);
      if (result.accepted > 0) {
        if ('ea' in owner) await publishCard(ctx.db, publish, owner.ea);
        else await publishFollow(ctx.db, publish, owner.follow);
      }
      return { result };
    },
  );

  app.get(
    '/algo-trade-review/:id/all',
    {
      schema: { ...params, querystring: PageQuerySchema, response: { 200: ReviewsResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => {
      if (!(await findBot(ctx.db, request.params.id))) throw new NotFoundError(BOT_NOT_FOUND);
      const limit = request.query.limit ?? ALGO_REVIEWS_PAGE_SIZE;
      const page = request.query.page ?? 1;
      const { data, total } = await listReviews(ctx.db, request.params.id, limit, page);
      return { result: { data, page, limit, total } };
    },
  );

  app.post(
    '/algo-trade-review/:id',
    {
      schema: { ...params, body: ReviewInputSchema, response: { 200: ReviewResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const botId = request.params.id;
      if (!(await findBot(ctx.db, botId))) throw new NotFoundError(BOT_NOT_FOUND);
      if (!(await isBuyer(ctx.db, user.id, botId))) throw new ForbiddenError(ONLY_BUYERS_REVIEW);
      if (await hasReviewed(ctx.db, user.id, botId)) throw new ConflictError(ALREADY_REVIEWED);
      const review = await insertReview(
        ctx.db,
        botId,
        user.id,
        request.body.rating,
        request.body.comment.trim(),
      );
      if (!review) throw new ConflictError(ALREADY_REVIEWED);
      return { result: review };
    },
  );

  app.patch(
    '/admin/algo-trade/expert-advisors/:id',
    {
      schema: {
        ...params,
        body: AdminEaStatusBodySchema,
        response: { 200: MyPurchaseResultSchema },
      },
      config: {
        auth: 'admin',
        audit: {
          entity: 'expert_advisor',
          action: 'expert_advisor.status',
          before: async (c, request) => {
            const ea = await findEa(c.db, (request.params as { id: number }).id);
            return ea ? presentDetails(c.db, ea) : null;
          },
        },
      },
    },
    async (request) => ({
      result: await changeEaStatus(
        ctx.db,
        (event, audience) => ctx.live.publish(event, audience),
        request.params.id,
        request.body.status,
      ),
    }),
  );

  app.get(
    '/copy-trade/strategies',
    { schema: { response: { 200: CopyStrategiesResultSchema } }, config: { auth: 'optional' } },
    async () => ({ result: await copyStrategies(ctx.db) }),
  );
};
