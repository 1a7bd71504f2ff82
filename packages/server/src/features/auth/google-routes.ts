/** Google sign-in, connect and disconnect (the contract). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GoogleBodySchema, LoginResponseSchema, UserResultSchema } from '@savdo/contract';
import type { GoogleIdentity } from './google';
import { linkIdentity, signInWithIdentity, unlinkIdentity, type OutsideIdentity } from './oauth';
import type { AppContext } from '../../context';
import { findUserById, presentUser } from '../users';
import { clientInfo, requireAuth } from '../../http/authenticate';
import { NotFoundError, ValidationError } from '../../domain-errors';

async function verifiedGoogleIdentity(ctx: AppContext, token: string): Promise<OutsideIdentity> {
  if (!ctx.google) throw new NotFoundError('Google sign-in is not configured on this server');
  const google: GoogleIdentity | null = await ctx.google(token);
  if (!google) {
    throw new ValidationError('Google sign-in failed: the Google token is invalid or has expired', {
      token: 'Invalid Google token',
    });
  }
  return {
    provider: 'google',
    accountId: google.sub,
    verifiedEmail: google.emailVerified ? google.email : null,
    firstName: google.givenName,
    lastName: google.familyName,
    usernameSeed: (google.email ?? `google${google.sub}`).split('@')[0] ?? 'google',
  };
}

export const authGoogleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/auth/google',
    { schema: { body: GoogleBodySchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const identity = await verifiedGoogleIdentity(ctx, request.body.token);
      return signInWithIdentity(ctx, identity, clientInfo(request));
    },
  );

  app.post(
    '/auth/google/connect',
    {
      schema: { body: GoogleBodySchema, response: { 200: UserResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await linkIdentity(ctx, user, await verifiedGoogleIdentity(ctx, request.body.token));
      return { result: await presentUser(ctx, (await findUserById(ctx.db, user.id)) ?? user) };
    },
  );

  app.post(
    '/auth/google/disconnect',
    { schema: { response: { 200: UserResultSchema } }, config: { auth: 'required' } },
    async (request) => {
      const { user } = requireAuth(request);
      await unlinkIdentity(ctx, user, 'google');
      return { result: await presentUser(ctx, user) };
    },
  );
};
