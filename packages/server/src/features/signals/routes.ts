/**
 * Trading signals (the contract): GET /signal/all, /signal/performance-stats and /signal/{id} for
 * signed-in users and partner pages (features/partners/public-access.ts, like the calendar), and
 * the dashboard's GET /dashboard/trading-signal/stats for signed-in users. Premium signals are
 * locked for whoever lacks the plan, partner pages included (decision 0052). The admin calls
 * publish, activate, close and cancel, each pushed live;
 * `npm run admin -- signal-*` does the same from the shell.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import {
  CloseSignalBodySchema,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  SignalIdParamsSchema,
  SignalInputSchema,
  SignalPerformanceStatsResultSchema,
  SignalQuerySchema,
  SignalsPageSchema,
  TradingSignalResultSchema,
} from '@savdo/contract';
import { findSignal, listSignals, type SignalTransition } from './repository';
import { NotFoundError } from '../../domain-errors';
import { publicAccess } from '../partners';
import { FULL_VIEWER, presentSignal } from './present-signal';
import { SIGNAL_NOT_FOUND, createSignal, moveSignal } from './service';
import { signalPerformance } from './performance';
import { signalViewerOf } from './viewer';

export const signalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const gate = await publicAccess(app);
  const publish = ctx.live.publish.bind(ctx.live);

  app.get(
    '/signal/all',
    {
      schema: { querystring: SignalQuerySchema, response: { 200: SignalsPageSchema } },
      config: { auth: 'optional' },
      preHandler: gate,
    },
    async (request) => {
      const { limit: asked, page = 1, asset_type, signal_type, status } = request.query;
      const limit = Math.min(asked ?? PAGE_SIZE.signals, MAX_PAGE_SIZE);
      const viewer = await signalViewerOf(ctx.db, request);
      const { rows, total } = await listSignals(
        ctx.db,
        { asset_type, signal_type, status },
        limit,
        (page - 1) * limit,
      );
      return {
        result: { data: rows.map((row) => presentSignal(row, viewer)), page, limit, total },
      };
    },
  );

  app.get(
    '/signal/performance-stats',
    {
      schema: { response: { 200: SignalPerformanceStatsResultSchema } },
      config: { auth: 'optional' },
      preHandler: gate,
    },
    async () => ({ result: await signalPerformance(ctx.db) }),
  );

  // The dashboard's signal figure (the dashboard of docs/product.md "Pages"): the same 30-day
  // performance, for the signed-in user's dashboard.
  app.get(
    '/dashboard/trading-signal/stats',
    {
      schema: { response: { 200: SignalPerformanceStatsResultSchema } },
      config: { auth: 'required' },
    },
    async () => ({ result: await signalPerformance(ctx.db) }),
  );

  app.get(
    '/signal/:id',
    {
      schema: { params: SignalIdParamsSchema, response: { 200: TradingSignalResultSchema } },
      config: { auth: 'optional' },
      preHandler: gate,
    },
    async (request) => {
      const row = await findSignal(ctx.db, request.params.id);
      if (!row) throw new NotFoundError(SIGNAL_NOT_FOUND);
      return { result: presentSignal(row, await signalViewerOf(ctx.db, request)) };
    },
  );

  // ---- admin ----

  /** The signal as the admin sees it, before a transition (docs/decisions/0294-admin-audit-log.md). */
  const signalBefore = async (c: AppContext, request: FastifyRequest) => {
    const row = await findSignal(c.db, (request.params as { id: number }).id);
    return row ? presentSignal(row, FULL_VIEWER) : null;
  };

  app.post(
    '/admin/signals',
    {
      schema: { body: SignalInputSchema, response: { 201: TradingSignalResultSchema } },
      config: { auth: 'admin', audit: { entity: 'signal', action: 'signal.create' } },
    },
    async (request, reply) => {
      const input = { ...request.body, expert_id: request.body.expert_id ?? request.auth?.user.id };
      const row = await createSignal(ctx.db, publish, input);
      return reply.code(201).send({ result: presentSignal(row, FULL_VIEWER) });
    },
  );

  const simpleTransitions: [string, SignalTransition][] = [
    ['activate', { to: 'active' }],
    ['cancel', { to: 'cancelled' }],
  ];
  for (const [action, transition] of simpleTransitions) {
    app.post(
      `/admin/signals/:id/${action}`,
      {
        schema: { params: SignalIdParamsSchema, response: { 200: TradingSignalResultSchema } },
        config: {
          auth: 'admin',
          audit: { entity: 'signal', action: `signal.${action}`, before: signalBefore },
        },
      },
      async (request) => {
        const row = await moveSignal(ctx.db, publish, request.params.id, transition);
        return { result: presentSignal(row, FULL_VIEWER) };
      },
    );
  }

  app.post(
    '/admin/signals/:id/close',
    {
      schema: {
        params: SignalIdParamsSchema,
        body: CloseSignalBodySchema,
        response: { 200: TradingSignalResultSchema },
      },
      config: {
        auth: 'admin',
        audit: { entity: 'signal', action: 'signal.close', before: signalBefore },
      },
    },
    async (request) => {
      const row = await moveSignal(ctx.db, publish, request.params.id, {
        to: 'closed',
        result: request.body.result,
      });
      return { result: presentSignal(row, FULL_VIEWER) };
    },
  );
};
