/**
 * GET /telegram (the settings' state), POST /telegram/start-link (a one-time t.me link),
 * POST /telegram/link-login (one click for a Telegram sign-in), PATCH /telegram (the switch and
 * each category's switch), DELETE /telegram (unlink), and POST /telegram/webhook, where Telegram
 * delivers updates when TELEGRAM_WEBHOOK_SECRET is set (its secret token header must match).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  TelegramStartLinkResultSchema,
  TelegramStatusResultSchema,
  UpdateTelegramBodySchema,
} from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import { ForbiddenError } from '../../domain-errors';
import type { TelegramUpdate } from './bot-api';
import {
  createStartLink,
  linkWithLogin,
  telegramStatus,
  TelegramUnavailableError,
  unlink,
  updateDelivery,
} from './linking';
import { queueTelegram } from './outbox';
import { telegramRuntime } from './runtime';
import { BOT_TEXTS } from './texts';
import { handleUpdate } from './updates';
import { escapeHtml } from './message-html';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const telegramRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const status = (userId: number) => telegramStatus(ctx.db, ctx.config.telegram, userId);

  app.get(
    '/telegram',
    { schema: { response: { 200: TelegramStatusResultSchema } }, config: { auth: 'required' } },
    async (request) => ({ result: await status(requireAuth(request).user.id) }),
  );

  app.post(
    '/telegram/start-link',
    { schema: { response: { 200: TelegramStartLinkResultSchema } }, config: { auth: 'required' } },
    async (request) => ({
      result: await createStartLink(ctx.db, ctx.config.telegram, requireAuth(request).user.id),
    }),
  );

  app.post(
    '/telegram/link-login',
    { schema: { response: { 200: TelegramStatusResultSchema } }, config: { auth: 'required' } },
    async (request) => {
      const { user } = requireAuth(request);
      await ctx.db.transaction(async (tx) => {
        const chatId = await linkWithLogin(tx, ctx.config.telegram, user.id);
        // The first message proves the bot may write there; a 403 marks the link blocked.
        const texts = BOT_TEXTS[user.language];
        await queueTelegram(tx, {
          userId: user.id,
          chatId,
          html: escapeHtml(texts.linked(user.username)),
          button: { text: texts.openButton, url: `${ctx.config.publicUrl}/settings` },
        });
      });
      return { result: await status(user.id) };
    },
  );

  app.patch(
    '/telegram',
    {
      schema: { body: UpdateTelegramBodySchema, response: { 200: TelegramStatusResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await ctx.db.transaction((tx) => updateDelivery(tx, userId, request.body));
      return { result: await status(userId) };
    },
  );

  app.delete(
    '/telegram',
    { schema: { response: { 200: TelegramStatusResultSchema } }, config: { auth: 'required' } },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await unlink(ctx.db, userId);
      return { result: await status(userId) };
    },
  );

  // No body schema: an Update is Telegram's open object (it adds fields over time), checked by
  // the secret token header and read only for the message fields updates.ts knows.
  app.post('/telegram/webhook', async (request) => {
    const secret = ctx.config.telegram?.webhookSecret;
    const runtime = telegramRuntime(ctx);
    if (!secret || !runtime) throw new TelegramUnavailableError();
    const given = request.headers['x-telegram-bot-api-secret-token'];
    if (typeof given !== 'string' || !sameSecret(given, secret)) {
      throw new ForbiddenError('Wrong webhook secret token');
    }
    const update = request.body as Partial<TelegramUpdate> | null;
    if (!update || !Number.isInteger(update.update_id)) return { ok: true };
    await handleUpdate(
      { db: ctx.db, api: runtime.api, publicUrl: ctx.config.publicUrl },
      update as TelegramUpdate,
    );
    return { ok: true };
  });
};
