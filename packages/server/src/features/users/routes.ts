/**
 * The profile calls of spec section 7: users/me, devices, check, update, set-password and
 * set-email, plus the balance history (ledger) of the signed-in user.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DevicesResultSchema,
  LedgerPageSchema,
  PageQuerySchema,
  SetEmailBodySchema,
  SetPasswordBodySchema,
  UpdateProfileBodySchema,
  UserResultSchema,
  UsernameCheckQuerySchema,
  UsernameCheckResponseSchema,
  MAX_PAGE_SIZE,
} from '@savdo/contract';
import { sendEmailLink } from '../auth/email-links';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { UNIQUE_VIOLATION, sqlState } from '../../db/adapter';
import { listActiveDevices, revokeOtherDevices } from '../auth/devices-repository';
import { listLedgerEntries } from '../ledger/repository';
import {
  findUserByEmail,
  isUsernameTaken,
  updateUser,
  type UserPatch,
  type UserRow,
} from './repository';
import { requireAuth } from '../../http/authenticate';
import { badRequest, conflict } from '../../http/errors';
import { presentUser } from './present';

const USERNAME_TAKEN = 'This username is already taken';
const EMAIL_TAKEN = 'This email is already in use';

/** Changing the password or email of an account that has one needs the current password. */
async function assertCurrentPassword(user: UserRow, given: string | undefined): Promise<void> {
  if (user.password_hash === null) return;
  if (!given) {
    throw badRequest('Enter your current password', {
      current_password: 'Enter your current password',
    });
  }
  if (!(await verifyPassword(given, user.password_hash))) {
    throw badRequest('The current password is incorrect', {
      current_password: 'The current password is incorrect',
    });
  }
}

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/users/me',
    {
      schema: { response: { 200: UserResultSchema } },
      // The /ban page and the inactive notice read the user too.
      config: { auth: 'required', allowRestricted: true },
    },
    async (request) => ({ result: await presentUser(ctx.db, requireAuth(request).user) }),
  );

  app.get(
    '/users/me/devices',
    { schema: { response: { 200: DevicesResultSchema } }, config: { auth: 'required' } },
    async (request) => {
      const auth = requireAuth(request);
      const devices = await listActiveDevices(ctx.db, auth.user.id);
      return {
        result: devices.map((d) => ({
          id: d.id,
          user_agent: d.user_agent,
          ip_address: d.ip_address,
          created_at: d.created_at.toISOString(),
          last_seen_at: d.last_seen_at.toISOString(),
          current: d.id === auth.sessionId,
        })),
      };
    },
  );

  app.get(
    '/users/me/ledger',
    {
      schema: { querystring: PageQuerySchema, response: { 200: LedgerPageSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const limit = Math.min(request.query.limit ?? 20, MAX_PAGE_SIZE);
      const page = request.query.page ?? 1;
      const { rows, total } = await listLedgerEntries(ctx.db, user.id, limit, (page - 1) * limit);
      return { result: { data: rows, page, limit, total } };
    },
  );

  app.get(
    '/users/check',
    {
      schema: {
        querystring: UsernameCheckQuerySchema,
        response: { 200: UsernameCheckResponseSchema },
      },
      // Open to anyone; a signed-in user's own username counts as available to them.
      config: { auth: 'optional', allowRestricted: true },
    },
    async (request) => {
      const username = request.query.username;
      const taken = await isUsernameTaken(ctx.db, username, request.auth?.user.id ?? null);
      return { result: { username, available: !taken } };
    },
  );

  app.patch(
    '/users/me/update',
    {
      schema: { body: UpdateProfileBodySchema, response: { 200: UserResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const body = request.body;
      const patch: UserPatch = {
        first_name: body.first_name?.trim(),
        last_name: body.last_name?.trim(),
        username: body.username,
        phone: body.phone === undefined ? undefined : body.phone,
        language: body.language,
        profile_visibility: body.profile_visibility,
      };
      if (body.username && (await isUsernameTaken(ctx.db, body.username, user.id))) {
        throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
      }
      try {
        return { result: await presentUser(ctx.db, await updateUser(ctx.db, user.id, patch)) };
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION)
          throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
        throw error;
      }
    },
  );

  app.patch(
    '/users/me/set-password',
    {
      schema: { body: SetPasswordBodySchema, response: { 200: UserResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user, sessionId } = requireAuth(request);
      await assertCurrentPassword(user, request.body.current_password);
      const passwordHash = await hashPassword(request.body.password);
      // F6 (issue 10): a new password ends every other session (whoever knew the old one may
      // hold one); this device stays signed in. Their open sockets are told and closed.
      const { updated, revoked } = await ctx.db.transaction(async (tx) => ({
        updated: await updateUser(tx, user.id, { password_hash: passwordHash }),
        revoked: await revokeOtherDevices(tx, user.id, sessionId, 'password changed'),
      }));
      if (revoked.length > 0) {
        await ctx.live.publish(
          { type: 'session.revoked' },
          { kind: 'sessions', sessionIds: revoked },
        );
      }
      return { result: await presentUser(ctx.db, updated) };
    },
  );

  app.patch(
    '/users/me/set-email',
    {
      schema: { body: SetEmailBodySchema, response: { 200: UserResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const email = request.body.email.trim();
      await assertCurrentPassword(user, request.body.current_password);
      if ((user.email ?? '').toLowerCase() === email.toLowerCase()) {
        return { result: await presentUser(ctx.db, user) };
      }
      const owner = await findUserByEmail(ctx.db, email);
      if (owner && owner.id !== user.id) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      let updated: UserRow;
      try {
        // A new address is unverified until its link is opened.
        updated = await updateUser(ctx.db, user.id, { email, is_verified: false });
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION)
          throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw error;
      }
      await sendEmailLink(ctx, updated, email, 'verify_email');
      return { result: await presentUser(ctx.db, updated) };
    },
  );
};
