// Linking Telegram (docs/decisions/0316-telegram-linking.md) through the API and the bot, against
// the Bot API stand-in: a start link's code is single-use, expires and is stored hashed; /start
// CODE links the chat and answers in the user's language; /stop and the switch turn delivery off;
// a Telegram sign-in links in one click and a 403 shows as blocked; unlinking removes the link;
// notifications reach the linked chat with a link back; without a bot the channel is unavailable.
// Each category has its own switch, read and saved under GET/PATCH /telegram
// (docs/decisions/0327-telegram-categories.md).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TELEGRAM_CATEGORIES,
  type TelegramStartLinkResponse,
  type TelegramStatusResponse,
} from '@savdo/contract';
import { notify } from '../notifications';
import { linkOAuthAccount } from '../auth';
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
import { createStartLink, telegramStatus, TelegramUnavailableError } from './linking';

let server: TestServer;
let standIn: TelegramStandIn;
beforeAll(async () => {
  standIn = await startTelegramStandIn();
  server = await startTestServer({
    telegram: {
      botToken: standIn.token,
      botName: 'savdo_test_bot',
      apiBase: standIn.apiBase,
      webhookSecret: null,
    },
  });
});
afterAll(async () => {
  // The stand-in first: it answers the waiting long poll, so the server closes at once.
  await standIn.close();
  await server.close();
});

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let chatSeq = 880_000;
async function trader(language: 'uz' | 'ru' | 'en' = 'en') {
  const user = await makeUser(server, { is_verified: true });
  await server.db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
  const token = (await signInAs(server, user.username, 'secret123')).access_token;
  return { user, token, chatId: chatSeq++ };
}

const status = (token: string) =>
  call<TelegramStatusResponse>(server, 'GET', '/telegram', { token });
const startLink = async (token: string) => {
  const res = await call<TelegramStartLinkResponse>(server, 'POST', '/telegram/start-link', {
    token,
  });
  expect(res.status).toBe(200);
  return res.body.result;
};
const codeOf = (url: string) => new URL(url).searchParams.get('start')!;
const repliesTo = (chatId: number) => standIn.sent.filter((m) => m.chat_id === chatId);

async function linked(language: 'uz' | 'ru' | 'en' = 'en') {
  const t = await trader(language);
  const link = await startLink(t.token);
  standIn.inject({
    chatId: t.chatId,
    text: `/start ${codeOf(link.url)}`,
    username: `tg${t.chatId}`,
  });
  await until(
    () => status(t.token),
    (res) => res.body.result.link !== null,
  );
  return t;
}

describe('the start link', () => {
  it('is a t.me deep link with a one-time code stored only as its hash, for 10 minutes', async () => {
    const { user, token } = await trader();
    const link = await startLink(token);
    expect(link.url).toMatch(/^https:\/\/t\.me\/savdo_test_bot\?start=[A-Za-z0-9_-]{16,64}$/);
    const minutes = (Date.parse(link.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const stored = await server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM telegram_link_codes WHERE user_id = $1',
      [user.id],
    );
    expect(stored.rows.map((r) => r.code_hash)).toEqual([
      createHash('sha256').update(codeOf(link.url)).digest('hex'),
    ]);
  });

  it('/start CODE links the chat, shows @username, and answers in the user language', async () => {
    const t = await linked('ru');
    const res = await status(t.token);
    expect(res.body.result).toMatchObject({
      available: true,
      bot_name: 'savdo_test_bot',
      link: { username: `tg${t.chatId}`, enabled: true, blocked: false },
    });
    const reply = await until(
      async () => repliesTo(t.chatId),
      (m) => m.length > 0,
    );
    expect(reply[0]!.text).toContain('Telegram привязан');
    expect(reply[0]!.reply_markup?.inline_keyboard[0]?.[0]?.url).toBe('http://savdo.test/settings');
  });

  it('a code works once: a second /start with it links nothing and says so', async () => {
    const t = await trader();
    const code = codeOf((await startLink(t.token)).url);
    standIn.inject({ chatId: t.chatId, text: `/start ${code}` });
    await until(
      () => status(t.token),
      (res) => res.body.result.link !== null,
    );
    const other = chatSeq++;
    standIn.inject({ chatId: other, text: `/start ${code}`, languageCode: 'uz' });
    const reply = await until(
      async () => repliesTo(other),
      (m) => m.length > 0,
    );
    expect(reply[0]!.text).toMatch(/eskirgan yoki allaqachon ishlatilgan/);
    const chat = await server.db.query<{ chat_id: string }>(
      'SELECT chat_id FROM telegram_links WHERE user_id = $1',
      [t.user.id],
    );
    expect(Number(chat.rows[0]!.chat_id)).toBe(t.chatId);
  });

  it('an expired code links nothing', async () => {
    const t = await trader();
    const code = codeOf((await startLink(t.token)).url);
    await server.db.query(
      "UPDATE telegram_link_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [t.user.id],
    );
    standIn.inject({ chatId: t.chatId, text: `/start ${code}` });
    await until(
      async () => repliesTo(t.chatId),
      (m) => m.length > 0,
    );
    expect((await status(t.token)).body.result.link).toBeNull();
  });
});

describe('turning delivery off and on', () => {
  it('/stop in the chat turns delivery off; the settings switch turns it back on', async () => {
    const t = await linked();
    standIn.inject({ chatId: t.chatId, text: '/stop' });
    await until(
      () => status(t.token),
      (res) => res.body.result.link?.enabled === false,
    );
    const on = await call<TelegramStatusResponse>(server, 'PATCH', '/telegram', {
      token: t.token,
      json: { enabled: true },
    });
    expect(on.body.result.link?.enabled).toBe(true);
  });

  it('unlinking removes the link; a second unlink is a translated 404', async () => {
    const t = await linked();
    const gone = await call<TelegramStatusResponse>(server, 'DELETE', '/telegram', {
      token: t.token,
    });
    expect(gone.body.result.link).toBeNull();
    const again = await call(server, 'DELETE', '/telegram', {
      token: t.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Telegram не привязан к вашему аккаунту');
  });

  it('the switch refuses a body that is not true or false', async () => {
    const t = await linked();
    const res = await call(server, 'PATCH', '/telegram', {
      token: t.token,
      json: { enabled: 'yes' },
    });
    expect(res.status).toBe(400);
  });
});

describe('categories (docs/decisions/0327-telegram-categories.md)', () => {
  const patch = (token: string, json: unknown, lang = 'en') =>
    call<TelegramStatusResponse & { message?: string }>(server, 'PATCH', '/telegram', {
      token,
      json,
      headers: { 'accept-language': lang },
    });

  it('a new link sends every category', async () => {
    const t = await linked();
    const link = (await status(t.token)).body.result.link!;
    expect(link.categories).toEqual(
      Object.fromEntries(TELEGRAM_CATEGORIES.map((category) => [category, true])),
    );
  });

  it('PATCH switches the categories given and leaves the rest and the switch as they were', async () => {
    const t = await linked();
    const off = await patch(t.token, { categories: { signals: false, payments: false } });
    expect(off.status).toBe(200);
    expect(off.body.result.link).toMatchObject({
      enabled: true,
      categories: {
        payments: false,
        access: true,
        signals: false,
        expert_advisors: true,
        calendar: true,
        support: true,
      },
    });
    const both = await patch(t.token, { enabled: false, categories: { signals: true } });
    expect(both.body.result.link).toMatchObject({
      enabled: false,
      categories: { payments: false, signals: true },
    });
    // Still the call it was: the switch alone.
    const on = await patch(t.token, { enabled: true });
    expect(on.body.result.link).toMatchObject({ enabled: true, categories: { payments: false } });
  });

  it('a new signal does not reach the chat once signals are off; a calendar alert does', async () => {
    const t = await linked();
    await patch(t.token, { categories: { signals: false } });
    const deps = { db: server.db, publish: async () => undefined, publicUrl: 'http://savdo.test' };
    await notify(deps, {
      userId: t.user.id,
      kind: 'signal_new',
      params: { symbol: 'NOPE/USDT', side: 'buy', asset_type: 'crypto' },
    });
    await notify(deps, {
      userId: t.user.id,
      kind: 'calendar_reminder',
      params: {
        event: 'Non-Farm Payrolls',
        currency: 'USD',
        minutes: 15,
        release_at: new Date().toISOString(),
      },
    });
    const messages = await until(
      async () => repliesTo(t.chatId),
      (m) => m.some((message) => message.text.includes('Non-Farm Payrolls')),
    );
    expect(messages.some((message) => message.text.includes('NOPE/USDT'))).toBe(false);
  });

  it('refuses an unknown category or key by name, and a body with nothing to change', async () => {
    const t = await linked();
    const unknownCategory = await patch(t.token, { categories: { news: false } });
    expect(unknownCategory.status).toBe(400);
    expect(JSON.stringify(unknownCategory.body)).toContain('news');
    const unknownKey = await patch(t.token, { enabled: true, mute: ['signals'] });
    expect(unknownKey.status).toBe(400);
    expect(JSON.stringify(unknownKey.body)).toContain('mute');
    const notBoolean = await patch(t.token, { categories: { signals: 'off' } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toContain('categories.signals must be true or false');
    const empty = await patch(t.token, {}, 'ru');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Отправьте enabled, categories или оба');
    // Nothing half-written: the link is as it was.
    expect((await status(t.token)).body.result.link?.categories.signals).toBe(true);
  });

  it('switching a category without a link is the translated 404', async () => {
    const t = await trader();
    const res = await patch(t.token, { categories: { signals: false } }, 'ru');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Telegram не привязан к вашему аккаунту');
  });
});

describe('notifications reach the linked chat', () => {
  it('a notification goes to Telegram in the user language with a link back', async () => {
    const t = await linked('uz');
    const before = repliesTo(t.chatId).length;
    await notify(
      { db: server.db, publish: async () => undefined, publicUrl: 'http://savdo.test' },
      {
        userId: t.user.id,
        kind: 'signal_new',
        params: { symbol: 'BTC/USDT', side: 'buy', asset_type: 'crypto' },
        link: '/trading-signals',
      },
    );
    const messages = await until(
      async () => repliesTo(t.chatId),
      (m) => m.length > before,
    );
    const message = messages.at(-1)!;
    expect(message.parse_mode).toBe('HTML');
    expect(message.text).toContain('BTC/USDT');
    expect(message.reply_markup?.inline_keyboard[0]?.[0]).toEqual({
      text: 'Savdoda ochish',
      url: 'http://savdo.test/trading-signals',
    });
  });
});

describe('one click for a Telegram sign-in', () => {
  it('refuses a user without a Telegram sign-in', async () => {
    const t = await trader();
    expect((await status(t.token)).body.result.can_link_with_login).toBe(false);
    const res = await call(server, 'POST', '/telegram/link-login', { token: t.token });
    expect(res.status).toBe(409);
  });

  it('links the Telegram id as the chat; a 403 (bot never started) shows as blocked', async () => {
    const t = await trader();
    await linkOAuthAccount(server.db, {
      userId: t.user.id,
      provider: 'telegram',
      accountId: String(t.chatId),
      accountEmail: null,
    });
    expect((await status(t.token)).body.result.can_link_with_login).toBe(true);
    standIn.block(t.chatId);
    const res = await call<TelegramStatusResponse>(server, 'POST', '/telegram/link-login', {
      token: t.token,
    });
    expect(res.body.result.link).toMatchObject({ enabled: true, blocked: false });
    await until(
      () => status(t.token),
      (s) => s.body.result.link?.blocked === true,
    );
  });
});

describe('without a bot', () => {
  it('the channel is unavailable and no start link is made', async () => {
    const { user } = await trader();
    expect(await telegramStatus(server.db, null, user.id)).toMatchObject({
      available: false,
      bot_name: null,
      can_link_with_login: false,
    });
    await expect(createStartLink(server.db, null, user.id)).rejects.toBeInstanceOf(
      TelegramUnavailableError,
    );
  });
});
