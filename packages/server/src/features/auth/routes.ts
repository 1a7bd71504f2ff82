/**
 * Registration, password sign-in and the token calls of the contract: register, jwt/login,
 * verify-token, refresh, revoke; plus `providers`, which tells the client which sign-in buttons to
 * show.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthProvidersResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  MessageResultSchema,
  RefreshResponseSchema,
  RegisterBodySchema,
  TokenQuerySchema,
  UserResultSchema,
  VerifyTokenResponseSchema,
} from '@savdo/contract';
import { hashPassword } from './passwords';
import { rotateRefreshToken, revokeSessionByToken, startSession } from './sessions';
import { accountKey, checkPasswordGuess } from './throttle';
import { deviceCookie, knownDeviceOf } from './device-cookie';
import { flushMail, queueEmailLink } from './email-links';
import { createUser, findUserByLogin, presentUser } from '../users';
import { authenticateToken, clientInfo } from '../../http/authenticate';
import { byAddress } from '../../http/rate-limit';
import { requestLanguage } from '../../http/error-handler';
import { UnauthenticatedError, ValidationError } from '../../domain-errors';
import { attributeSignUp } from '../partners';

const REFRESH_FAILURES = {
  unknown: 'Invalid refresh token',
  expired: 'The refresh token has expired; please sign in again',
  revoked: 'The session has ended; please sign in again',
  reused: 'This refresh token was already used; the session has been ended for safety',
} as const;

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/auth/register',
    {
      schema: { body: RegisterBodySchema, response: { 201: UserResultSchema } },
      preHandler: ctx.limiter.guard({
        name: 'register',
        limit: ctx.config.rateLimits.registerPerAddress,
        windowSeconds: 600,
        key: byAddress,
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.email.trim();
      const user = await createUser(
        ctx.db,
        {
          email,
          first_name: body.first_name.trim(),
          last_name: body.last_name.trim(),
          password_hash: await hashPassword(body.password),
          // The form's language (the client sends its interface language): the account's
          // mails are written in it until the user chooses another (decision 0280).
          language: requestLanguage(request.headers['accept-language']),
        },
        email.split('@')[0] ?? email,
        // The verification mail commits with the user (F12): never a user without it. The
        // partner who referred the sign-up, if any, is recorded with it too (partners/referrals.ts).
        async (tx, created) => {
          await queueEmailLink(ctx, tx, created, email, 'verify_email');
          await attributeSignUp(tx, created.id, body);
        },
      );
      await flushMail(ctx);
      return reply.code(201).send({ result: await presentUser(ctx, user) });
    },
  );

  app.post(
    '/auth/jwt/login',
    {
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } },
      // Every attempt counts, right or wrong: each costs a password hash (F4).
      preHandler: ctx.limiter.guard({
        name: 'sign-in',
        limit: ctx.config.rateLimits.signInPerAddress,
        windowSeconds: 60,
        key: byAddress,
      }),
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const client = clientInfo(request);
      const user = await findUserByLogin(ctx.db, username.trim());
      const userId = user?.id ?? null;
      // Throttled before hashing; one counter per account, whichever of username or email was
      // typed; a known device or address is never locked out by strangers (throttle.ts).
      const right = await checkPasswordGuess(ctx.db, ctx.config.throttle, {
        key: accountKey(username, userId),
        userId,
        source: {
          ipAddress: client.ipAddress,
          deviceId: knownDeviceOf(ctx.config.jwtSecret, request.headers.cookie, userId),
        },
        password,
        storedHash: user?.password_hash ?? null,
      });
      // Same answer for an unknown account and a wrong password: no hint either way.
      if (!right || !user) throw new ValidationError('Incorrect username or password');
      // Banned and inactive users get their tokens too: the client's guards send them to /ban
      // or show the inactive notice; the API refuses their other calls (403).
      const { device_id: deviceId, ...tokens } = await startSession(
        ctx.db,
        ctx.config,
        user,
        client,
      );
      const secure = ctx.config.publicUrl.startsWith('https:');
      reply.header('set-cookie', deviceCookie(ctx.config.jwtSecret, user.id, deviceId, secure));
      return tokens;
    },
  );

  app.post(
    '/auth/verify-token',
    { schema: { querystring: TokenQuerySchema, response: { 200: VerifyTokenResponseSchema } } },
    async (request) => {
      const result = await authenticateToken(app, request.query.token, { withExtras: true });
      if (!result.ok) return { valid: false, user: null };
      request.auth = result.auth;
      return { valid: true, user: await presentUser(ctx, result.auth.user, result.auth.extras) };
    },
  );

  app.post(
    '/auth/refresh',
    { schema: { querystring: TokenQuerySchema, response: { 200: RefreshResponseSchema } } },
    async (request) => {
      const outcome = await rotateRefreshToken(
        ctx.db,
        ctx.config,
        request.query.token,
        clientInfo(request),
      );
      if (!outcome.ok) {
        if (outcome.reason === 'reused' && outcome.deviceId !== null) {
          await ctx.live.publish(
            { type: 'session.revoked' },
            { kind: 'sessions', sessionIds: [outcome.deviceId] },
          );
        }
        throw new UnauthenticatedError(REFRESH_FAILURES[outcome.reason]);
      }
      return { ...outcome.tokens, user: await presentUser(ctx, outcome.user) };
    },
  );

  app.post(
    '/auth/revoke',
    { schema: { querystring: TokenQuerySchema, response: { 200: MessageResultSchema } } },
    async (request) => {
      const revoked = await revokeSessionByToken(ctx.db, ctx.config, request.query.token);
      if (revoked) {
        await ctx.live.publish(
          { type: 'session.revoked' },
          { kind: 'sessions', sessionIds: [revoked.deviceId] },
        );
      }
      // Revoking an unknown or already revoked token is not an error: the session is over.
      return { result: { message: 'The session has been ended' } };
    },
  );

  app.get(
    '/auth/providers',
    { schema: { response: { 200: AuthProvidersResponseSchema } } },
    async () => ({
      result: {
        google_client_id: ctx.config.google?.clientId ?? null,
        telegram_bot_name: ctx.config.telegram?.botName ?? null,
      },
    }),
  );
};
