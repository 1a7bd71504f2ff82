/**
 * The back office's top-up orders: the list (filters: state, provider, user, days), one order
 * with every provider transaction and the ledger entries it caused, its reconciliation, and an
 * admin's refund of a top-up (docs/decisions/0289-admin-refunds.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AdminPaymentOrderDetailResultSchema,
  AdminPaymentOrderResultSchema,
  AdminPaymentOrdersPageSchema,
  AdminPaymentOrdersQuerySchema,
  AdminRefundBodySchema,
  AdminTopUpRefundResultSchema,
  PaymentOrderParamsSchema,
  type AdminPaymentOrder,
} from '@savdo/contract';
import type { AppContext } from '../../context';
import { pageWindow } from '../../db/list-query';
import { NotFoundError } from '../../domain-errors';
import { requestLanguage } from '../../http/error-handler';
import { entriesByReference, presentAdminEntry, publishBalance } from '../ledger';
import { deliverNotifications } from '../notifications';
import {
  adminOrderOf,
  findOrderForAdmin,
  listOrdersForAdmin,
  orderReferences,
} from './admin-orders';
import { CARD_NOTES, ORDER_NOT_FOUND, reconcileOrderIn, refundTopUpIn } from './admin-service';

async function orderOrNotFound(c: Pick<AppContext, 'db'>, id: number): Promise<AdminPaymentOrder> {
  const order = await adminOrderOf(c.db, id);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** The order before a write, for the audit log (docs/decisions/0294-admin-audit-log.md). */
const orderBefore = (c: AppContext, request: FastifyRequest) =>
  orderOrNotFound(c, Number((request.params as { id: string }).id));

export const paymentsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const liveDeps = { db: ctx.db, publish: ctx.live.publish.bind(ctx.live) };

  app.get(
    '/admin/payments/orders',
    {
      schema: {
        querystring: AdminPaymentOrdersQuerySchema,
        response: { 200: AdminPaymentOrdersPageSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { rows, total } = await listOrdersForAdmin(ctx.db, request.query, window);
      return { result: { data: rows, page: window.page, limit: window.limit, total } };
    },
  );

  app.get(
    '/admin/payments/orders/:id',
    {
      schema: {
        params: PaymentOrderParamsSchema,
        response: { 200: AdminPaymentOrderDetailResultSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      const id = Number(request.params.id);
      const order = await orderOrNotFound(ctx, id);
      const row = await findOrderForAdmin(ctx.db, id);
      const lang = requestLanguage(request.headers['accept-language']);
      const refs = row ? orderReferences(row, order.transactions) : [];
      return {
        result: { ...order, ledger_entries: await entriesByReference(ctx.db, refs, lang) },
      };
    },
  );

  app.post(
    '/admin/payments/orders/:id/reconcile',
    {
      schema: {
        params: PaymentOrderParamsSchema,
        response: { 200: AdminPaymentOrderResultSchema },
      },
      config: {
        auth: 'admin',
        audit: { entity: 'payment_order', action: 'payment_order.reconcile', before: orderBefore },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { entries } = await ctx.db.transaction((tx) => reconcileOrderIn(tx, id));
      const last = entries.at(-1);
      if (last) publishBalance(ctx.live, { userId: last.user_id, balance: last.balance_after });
      return { result: await orderOrNotFound(ctx, id) };
    },
  );

  app.post(
    '/admin/payments/orders/:id/refund',
    {
      schema: {
        params: PaymentOrderParamsSchema,
        body: AdminRefundBodySchema,
        response: { 200: AdminTopUpRefundResultSchema },
      },
      config: {
        auth: 'admin',
        audit: { entity: 'payment_order', action: 'payment_order.refund', before: orderBefore },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const done = await ctx.db.transaction((tx) => refundTopUpIn(tx, id, request.body.reason));
      publishBalance(ctx.live, { userId: done.entry.user_id, balance: done.entry.balance_after });
      await deliverNotifications(liveDeps, [done.notice]);
      await ctx.outbox.flush().catch(() => 0);
      const lang = requestLanguage(request.headers['accept-language']);
      return {
        result: {
          order: await orderOrNotFound(ctx, id),
          entry: presentAdminEntry(done.entry, lang),
          balance: Number(done.entry.balance_after),
          note: CARD_NOTES[lang],
        },
      };
    },
  );
};
