/**
 * The admin API for accounts (decision 16): list users, change role and status. Every action is
 * also a command of the admin command line (`npm run admin -- --help`); balance adjustments are
 * the ledger feature's (features/ledger/routes.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminUserPatchSchema,
  AdminUsersQuerySchema,
  ApiUserSchema,
  PageOf,
  ResultOf,
  UserIdParamsSchema,
} from '@savdo/contract';
import { pageWindow } from '../../db/list-query';
import { listUsersForAdmin } from './admin-list';
import { findTargetUser, setActive, setBanned, setRole, verifyEmail } from './admin-actions';
import { presentUser } from './present';

export const usersAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

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
      const window = pageWindow(request.query);
      const { rows, total } = await listUsersForAdmin(ctx.db, request.query, window);
      const data = await Promise.all(rows.map((u) => presentUser(ctx, u)));
      return { result: { data, page: window.page, limit: window.limit, total } };
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
      config: {
        auth: 'admin',
        audit: {
          entity: 'user',
          action: 'user.update',
          before: async (c, request) =>
            presentUser(c, await findTargetUser(c.db, (request.params as { id: number }).id)),
        },
      },
    },
    async (request) => {
      let user = await findTargetUser(ctx.db, request.params.id);
      const body = request.body;
      if (body.role !== undefined) user = await setRole(ctx.db, user, body.role);
      const publish = ctx.live.publish.bind(ctx.live);
      if (body.is_banned !== undefined)
        user = await setBanned(ctx.db, user, body.is_banned, publish);
      if (body.is_active !== undefined)
        user = await setActive(ctx.db, user, body.is_active, publish);
      if (body.is_verified) user = await verifyEmail(ctx.db, user);
      return { result: await presentUser(ctx, user) };
    },
  );
};
