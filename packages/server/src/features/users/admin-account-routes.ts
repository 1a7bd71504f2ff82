/**
 * The back office's calls on one account: its detail, signing it out everywhere, and sending it
 * a password reset link. Flags and role are PATCH /admin/users/{id} (admin-routes.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPasswordResetResultSchema,
  AdminSignOutResultSchema,
  AdminUserDetailResultSchema,
  UserIdParamsSchema,
} from '@savdo/contract';
import { adminUserDetail, devicesOf, sendPasswordReset, signOutEverywhere } from './admin-account';
import { findTargetUser } from './admin-actions';

const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

export const usersAdminAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/users/:id',
    {
      schema: { params: UserIdParamsSchema, response: { 200: AdminUserDetailResultSchema } },
      config: { auth: 'admin' },
    },
    async (request) => {
      const user = await findTargetUser(ctx.db, request.params.id);
      return { result: await adminUserDetail(ctx, user) };
    },
  );

  app.post(
    '/admin/users/:id/sign-out-everywhere',
    {
      schema: { params: UserIdParamsSchema, response: { 200: AdminSignOutResultSchema } },
      config: {
        auth: 'admin',
        audit: {
          entity: 'user',
          action: 'user.sign_out_everywhere',
          before: async (c, request) => {
            const user = await findTargetUser(c.db, idOf(request));
            const live = (await devicesOf(c, user.id)).filter((d) => d.revoked_at === null);
            return { live_devices: live.map((d) => d.id) };
          },
        },
      },
    },
    async (request) => {
      const user = await findTargetUser(ctx.db, request.params.id);
      const revoked = await signOutEverywhere(ctx, user);
      return { result: { user_id: user.id, revoked } };
    },
  );

  app.post(
    '/admin/users/:id/password-reset',
    {
      schema: { params: UserIdParamsSchema, response: { 200: AdminPasswordResetResultSchema } },
      // Nothing of the account changes until the link is used; the log keeps that it was sent.
      config: { auth: 'admin', audit: { entity: 'user', action: 'user.password_reset' } },
    },
    async (request) => {
      const user = await findTargetUser(ctx.db, request.params.id);
      const email = await sendPasswordReset(ctx, user);
      return { result: { user_id: user.id, email, language: user.language } };
    },
  );
};
