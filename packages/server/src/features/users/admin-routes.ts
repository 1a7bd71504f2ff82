/**
 * The admin API (decision 16): list users, change role and status, adjust balances. Every
 * action is also a command of the admin command line (`npm run admin -- --help`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminBalanceBodySchema,
  AdminBalanceResultSchema,
  AdminUserPatchSchema,
  AdminUsersQuerySchema,
  ApiUserSchema,
  MAX_PAGE_SIZE,
  PageOf,
  ResultOf,
  UserIdParamsSchema,
} from '@savdo/contract';
import { findUserById, searchUsers, type UserRow } from './repository';
import { DuplicateReferenceError, InsufficientBalanceError } from '../ledger/service';
import { conflict, HttpError, notFound } from '../../http/errors';
import { adjustBalance, setActive, setBanned, setRole, verifyEmail } from './admin-actions';
import { presentUser } from './present';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  async function target(id: number): Promise<UserRow> {
    const user = await findUserById(ctx.db, id);
    if (!user) throw notFound('User not found');
    return user;
  }

  app.get(
    '/admin/users',
    {
      schema: {
        querystring: AdminUsersQuerySchema,
        response: { 200: PageOf(ApiUserSchema) },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      const limit = Math.min(request.query.limit ?? 20, MAX_PAGE_SIZE);
      const page = request.query.page ?? 1;
      const { rows, total } = await searchUsers(
        ctx.db,
        request.query.search ?? '',
        limit,
        (page - 1) * limit,
      );
      const data = await Promise.all(rows.map((u) => presentUser(ctx.db, u)));
      return { result: { data, page, limit, total } };
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        params: UserIdParamsSchema,
        body: AdminUserPatchSchema,
        response: { 200: ResultOf(ApiUserSchema) },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      let user = await target(request.params.id);
      const body = request.body;
      if (body.role !== undefined) user = await setRole(ctx.db, user, body.role);
      const publish = ctx.live.publish.bind(ctx.live);
      if (body.is_banned !== undefined)
        user = await setBanned(ctx.db, user, body.is_banned, publish);
      if (body.is_active !== undefined)
        user = await setActive(ctx.db, user, body.is_active, publish);
      if (body.is_verified) user = await verifyEmail(ctx.db, user);
      return { result: await presentUser(ctx.db, user) };
    },
  );

  app.post(
    '/admin/users/:id/balance',
    {
      schema: {
        params: UserIdParamsSchema,
        body: AdminBalanceBodySchema,
        response: { 200: AdminBalanceResultSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      const user = await target(request.params.id);
      const { amount, reason, reference } = request.body;
      try {
        const entry = await adjustBalance(ctx.db, user, amount, reason, reference ?? null);
        await ctx.live.publish(
          { type: 'balance', balance: entry.balance_after },
          { kind: 'users', userIds: [user.id] },
        );
        return {
          result: { balance: entry.balance_after, entry_id: entry.id, amount: entry.amount },
        };
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          throw new HttpError(402, error.message, { amount: error.message });
        }
        if (error instanceof DuplicateReferenceError) throw conflict(error.message);
        throw error;
      }
    },
  );
};
