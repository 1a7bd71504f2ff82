/**
 * The email-link calls of the contract: forgot-password and reset-password, request-verify- token
 * and verify. With no mail server configured, links go to the server log (README). Requests for
 * links answer the same whether or not the address is known.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ForgotPasswordBodySchema,
  MessageResultSchema,
  RequestVerifyTokenBodySchema,
  ResetPasswordBodySchema,
  UserResultSchema,
  VerifyEmailBodySchema,
} from '@savdo/contract';
import { redeemEmailLink, sendEmailLink } from './email-links';
import { hashPassword } from './passwords';
import { revokeUserDevices } from './devices-repository';
import { clearAccountFailures } from './login-attempts-repository';
import { accountKey } from './throttle';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  presentUser,
  updateUser,
} from '../users';
import { ValidationError } from '../../domain-errors';
import { byAddress, byMailTarget } from '../../http/rate-limit';

const LINK_SENT = 'If an account with this email exists, we have sent it a link';

export const authEmailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // F4 (docs/decisions/0090-holding-under-abuse.md): a flood of reset or verification mails to one
  // address (or account named by its username), or from one client.
  const mailLimits = ctx.limiter.guard(
    {
      name: 'mail-target',
      limit: ctx.config.rateLimits.mailPerTarget,
      windowSeconds: 900,
      key: byMailTarget,
    },
    {
      name: 'mail-address',
      limit: ctx.config.rateLimits.mailPerAddress,
      windowSeconds: 900,
      key: byAddress,
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: { body: ForgotPasswordBodySchema, response: { 202: MessageResultSchema } },
      preHandler: mailLimits,
    },
    async (request, reply) => {
      const { login, email } = request.body;
      const named = (login ?? email)?.trim();
      if (!named)
        throw new ValidationError('This field is required', { login: 'This field is required' });
      // A username or an email, as at sign-in (docs/decisions/0280-password-recovery.md). The
      // link goes to the account's own address, in its language; the answer is the same
      // whether or not there is one.
      const user = login
        ? await findUserByLogin(ctx.db, named)
        : await findUserByEmail(ctx.db, named);
      if (user?.email && !user.is_banned)
        await sendEmailLink(ctx, user, user.email, 'reset_password');
      return reply.code(202).send({ result: { message: LINK_SENT } });
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordBodySchema, response: { 200: MessageResultSchema } } },
    async (request) => {
      const link = await redeemEmailLink(ctx, 'reset_password', request.body.token);
      if (!link)
        throw new ValidationError('The reset link is invalid or has expired', {
          token: 'Invalid or expired link',
        });
      const passwordHash = await hashPassword(request.body.password);
      await ctx.db.transaction(async (tx) => {
        // Whoever had the old password may hold sessions: they all end (their refresh tokens
        // are refused, their access tokens at their next check: authenticate.ts reads the
        // session's device).
        await updateUser(tx, link.user_id, { password_hash: passwordHash });
        await revokeUserDevices(tx, link.user_id, 'password reset');
        // Guesses at the old password say nothing about the new one: the owner, who may have
        // locked themselves out by forgetting it, signs in with the new one at once.
        await clearAccountFailures(tx, accountKey('', link.user_id));
      });
      await ctx.live.publish(
        { type: 'session.revoked' },
        { kind: 'users', userIds: [link.user_id] },
      );
      return { result: { message: 'Your password has been reset; sign in with the new one' } };
    },
  );

  app.post(
    '/auth/request-verify-token',
    {
      schema: { body: RequestVerifyTokenBodySchema, response: { 202: MessageResultSchema } },
      preHandler: mailLimits,
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      const user = await findUserByEmail(ctx.db, email);
      if (user && !user.is_verified && user.email) {
        await sendEmailLink(ctx, user, user.email, 'verify_email');
      }
      return reply.code(202).send({ result: { message: LINK_SENT } });
    },
  );

  app.post(
    '/auth/verify',
    { schema: { body: VerifyEmailBodySchema, response: { 200: UserResultSchema } } },
    async (request) => {
      const link = await redeemEmailLink(ctx, 'verify_email', request.body.token);
      const user = link ? await findUserById(ctx.db, link.user_id) : null;
      // The link only counts for the address it was sent to: the current one, or the one the
      // user is changing to (which then becomes the email).
      const verified = link && user ? await confirmEmail(ctx, user, link.email) : null;
      if (!verified) {
        throw new ValidationError('The verification link is invalid or has expired', {
          token: 'Invalid or expired link',
        });
      }
      return { result: await presentUser(ctx, verified) };
    },
  );
};
