// Updates by webhook (docs/decisions/0316-telegram-linking.md): with TELEGRAM_WEBHOOK_SECRET set,
// POST /telegram/webhook applies an update only with the right secret token header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelegramStartLinkResponse, TelegramStatusResponse } from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  startTelegramStandIn,
  type TelegramStandIn,
} from '../../../../../tests/kit/server/telegram-stand-in';

const SECRET = 'webhook-secret-0123456789';
let server: TestServer;
let standIn: TelegramStandIn;
beforeAll(async () => {
  standIn = await startTelegramStandIn();
  server = await startTestServer({
    telegram: {
      botToken: standIn.token,
      botName: 'savdo_test_bot',
      apiBase: standIn.apiBase,
      webhookSecret: SECRET,
    },
  });
});
afterAll(async () => {
  await standIn.close();
  await server.close();
});

const update = (chatId: number, text: string) => ({
  update_id: 1,
  message: {
    message_id: 1,
    date: 1,
    chat: { id: chatId, type: 'private' },
    from: { id: chatId, is_bot: false, first_name: 'A', username: 'webhook_user' },
    text,
  },
});

describe('POST /telegram/webhook', () => {
  it('refuses an update without the right secret token', async () => {
    const none = await call(server, 'POST', '/telegram/webhook', { json: update(1, '/stop') });
    expect(none.status).toBe(403);
    const wrong = await call(server, 'POST', '/telegram/webhook', {
      json: update(1, '/stop'),
      headers: { 'x-telegram-bot-api-secret-token': 'not-it' },
    });
    expect(wrong.status).toBe(403);
  });

  it('with the secret, /start CODE links the chat and the bot answers', async () => {
    const user = await makeUser(server, { is_verified: true });
    const token = (await signInAs(server, user.username, 'secret123')).access_token;
    const link = await call<TelegramStartLinkResponse>(server, 'POST', '/telegram/start-link', {
      token,
    });
    const code = new URL(link.body.result.url).searchParams.get('start');
    const res = await call(server, 'POST', '/telegram/webhook', {
      json: update(4242, `/start ${code}`),
      headers: { 'x-telegram-bot-api-secret-token': SECRET },
    });
    expect(res.status).toBe(200);
    const status = await call<TelegramStatusResponse>(server, 'GET', '/telegram', { token });
    expect(status.body.result.link?.username).toBe('webhook_user');
    expect(standIn.sent.some((m) => m.chat_id === 4242)).toBe(true);
  });
});
