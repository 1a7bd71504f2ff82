/**
 * The back office's purchases: a user's purchases with their refunds, and an admin's refund of
 * one (docs/decisions/0289-admin-refunds.md), told to the buyer live and by mail once committed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AdminPurchaseParamsSchema,
  AdminPurchaseRefundResultSchema,
  AdminPurchasesPageSchema,
  AdminPurchasesQuerySchema,
  AdminRefundBodySchema,
  UserIdParamsSchema,
} from '@savdo/contract';
import type { AppContext } from '../../context';
import { pageWindow } from '../../db/list-query';
import { requestLanguage } from '../../http/error-handler';
import { presentAdminEntry, publishBalance } from '../ledger';
import { deliverNotifications } from '../notifications';
import { findTargetUser } from '../users';
import { findAdminPurchase, listUserPurchases, presentAdminPurchase } from './admin-repository';
import { PURCHASE_NOT_FOUND, refundPurchaseIn } from './refund';
import { NotFoundError } from '../../domain-errors';

/** The purchase before its refund, for the audit log (docs/decisions/0294-admin-audit-log.md). */
async function purchaseBefore(c: AppContext, request: FastifyRequest) {
  const row = await findAdminPurchase(c.db, (request.params as { id: number }).id);
  if (!row) throw new NotFoundError(PURCHASE_NOT_FOUND);
  return presentAdminPurchase(row);
}

export const purchasesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/users/:id/purchases',
    {
      schema: {
        params: UserIdParamsSchema,
        querystring: AdminPurchasesQuerySchema,
        response: { 200: AdminPurchasesPageSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      const user = await findTargetUser(ctx.db, request.params.id);
      const window = pageWindow(request.query);
      const { rows, total } = await listUserPurchases(ctx.db, user.id, request.query, window);
      return { result: { data: rows, page: window.page, limit: window.limit, total } };
    },
  );

  app.post(
    '/admin/purchases/:id/refund',
    {
      schema: {
        params: AdminPurchaseParamsSchema,
        body: AdminRefundBodySchema,
        response: { 200: AdminPurchaseRefundResultSchema },
      },
      config: {
        auth: 'admin',
        audit: { entity: 'purchase', action: 'purchase.refund', before: purchaseBefore },
      },
    },
    async (request) => {
      const done = await ctx.db.transaction((tx) =>
        refundPurchaseIn(tx, ctx.purchases, request.params.id, request.body.reason),
      );
      if (done.entry)
        publishBalance(ctx.live, { userId: done.purchase.user_id, balance: done.balance });
      await deliverNotifications({ db: ctx.db, publish: ctx.live.publish.bind(ctx.live) }, [
        done.notice,
      ]);
      await ctx.outbox.flush().catch(() => 0);
      const lang = requestLanguage(request.headers['accept-language']);
      return {
        result: {
          purchase: presentAdminPurchase(done.purchase),
          entry: done.entry ? presentAdminEntry(done.entry, lang) : null,
          balance: done.balance,
        },
      };
    },
  );
};
