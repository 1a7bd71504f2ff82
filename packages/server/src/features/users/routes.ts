/**
 * The profile calls of the contract: users/me, devices, check, update, set-password and set-email;
 * and what the profile page needs beyond them
 * (docs/decisions/0220-email-change-waits-for-verification.md): signing one device out and dropping
 * an email change that waits for verification. (The balance history is the ledger feature's.)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeviceParamsSchema,
  DevicesResultSchema,
  SetEmailBodySchema,
  SetPasswordBodySchema,
  UpdateProfileBodySchema,
  UserResultSchema,
  UsernameCheckQuerySchema,
  UsernameCheckResponseSchema,
} from '@savdo/contract';
import { isUsernameTaken } from './repository';
import { listActiveDevices } from '../auth';
import { requireAuth } from '../../http/authenticate';
import type { AppContext } from '../../context';
import { presentUser } from './present';
import { changePassword, updateProfile } from './service';
import { cancelEmailChange, changeEmail } from './email-change';
import { signOutDevice } from './devices';

/** The user's live devices, the one asking marked `current`. */
async function presentDevices(ctx: Pick<AppContext, 'db'>, userId: number, sessionId: number) {
  const devices = await listActiveDevices(ctx.db, userId);
  return devices.map((d) => ({
    id: d.id,
    user_agent: d.user_agent,
    ip_address: d.ip_address,
    created_at: d.created_at.toISOString(),
    last_seen_at: d.last_seen_at.toISOString(),
    current: d.id === sessionId,
  }));
}

export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/users/me',
    {
      schema: { response: { 200: UserResultSchema } },
      // The /ban page and the inactive notice read the user too.
      config: { auth: 'required', allowRestricted: true, presentsUser: true },
    },
    async (request) => {
      const { user, extras } = requireAuth(request);
      return { result: await presentUser(ctx, user, extras) };
    },
  );

  app.get(
    '/users/me/devices',
    { schema: { response: { 200: DevicesResultSchema } }, config: { auth: 'required' } },
    async (request) => {
      const auth = requireAuth(request);
      return { result: await presentDevices(ctx, auth.user.id, auth.sessionId) };
    },
  );

  app.delete(
    '/users/me/devices/:id',
    {
      schema: { params: DeviceParamsSchema, response: { 200: DevicesResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const auth = requireAuth(request);
      await signOutDevice(ctx, auth.user.id, request.params.id);
      return { result: await presentDevices(ctx, auth.user.id, auth.sessionId) };
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
      const updated = await updateProfile(ctx, user, {
        first_name: body.first_name?.trim(),
        last_name: body.last_name?.trim(),
        username: body.username,
        phone: body.phone === undefined ? undefined : body.phone,
        language: body.language,
        profile_visibility: body.profile_visibility,
        time_zone: body.time_zone,
      });
      return { result: await presentUser(ctx, updated) };
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
      const updated = await changePassword(ctx, user, sessionId, request.body, request.ip);
      return { result: await presentUser(ctx, updated) };
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
      const updated = await changeEmail(ctx, user, request.body, request.ip);
      return { result: await presentUser(ctx, updated) };
    },
  );

  app.delete(
    '/users/me/pending-email',
    { schema: { response: { 200: UserResultSchema } }, config: { auth: 'required' } },
    async (request) => {
      const { user } = requireAuth(request);
      return { result: await presentUser(ctx, await cancelEmailChange(ctx, user)) };
    },
  );
};
