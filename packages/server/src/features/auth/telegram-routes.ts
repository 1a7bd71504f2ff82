/** Telegram sign-in, connect and disconnect (the contract), checked as Telegram documents. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { LoginResponseSchema, TelegramBodySchema, UserResultSchema } from '@savdo/contract';
import { linkIdentity, signInWithIdentity, unlinkIdentity, type OutsideIdentity } from './oauth';
import { checkTelegramLogin, type TelegramData } from './telegram';
import type { AppContext } from '../../context';
import { clientInfo, requireAuth } from '../../http/authenticate';
import { NotFoundError, ValidationError } from '../../domain-errors';
import { presentUser } from '../users';

function verifiedTelegramIdentity(
  ctx: AppContext,
  body: Static<typeof TelegramBodySchema>,
): OutsideIdentity {
  const telegram = ctx.config.telegram;
  if (!telegram) throw new NotFoundError('Telegram sign-in is not configured on this server');
  const check = checkTelegramLogin(
    body as TelegramData,
    telegram.botToken,
    ctx.config.telegramMaxAgeSeconds,
  );
  if (!check.ok) {
    throw new ValidationError(
      check.reason === 'hash'
        ? 'Telegram sign-in failed: the login data is not signed by Telegram'
        : 'Telegram sign-in failed: the login data is too old; please try again',
    );
  }
  return {
    provider: 'telegram',
    accountId: String(body.id),
    verifiedEmail: null,
    firstName: body.first_name ?? '',
    lastName: body.last_name ?? '',
    usernameSeed: body.username ?? `tg${body.id}`,
  };
}

export const authTelegramRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.post(
    '/auth/telegram',
    { schema: { body: TelegramBodySchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const identity = verifiedTelegramIdentity(ctx, request.body);
      return signInWithIdentity(ctx, identity, clientInfo(request));
    },
  );

  app.post(
    '/auth/telegram/connect',
    {
      schema: { body: TelegramBodySchema, response: { 200: UserResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await linkIdentity(ctx, user, verifiedTelegramIdentity(ctx, request.body));
      return { result: await presentUser(ctx, user) };
    },
  );

  app.post(
    '/auth/telegram/disconnect',
    { schema: { response: { 200: UserResultSchema } }, config: { auth: 'required' } },
    async (request) => {
      const { user } = requireAuth(request);
      await unlinkIdentity(ctx, user, 'telegram');
      return { result: await presentUser(ctx, user) };
    },
  );
};
