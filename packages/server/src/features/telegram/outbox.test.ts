// The Telegram outbox (docs/decisions/0315-telegram-outbox-pacing.md): written in the
// notification's transaction, sent through the Bot API at most once a second per chat and 30 a
// second overall (measured with a fake clock), a 429's retry_after honoured, a 403 blocking the
// chat, other failures retried later. A category the user switched off is not queued, and only
// Telegram skips it (docs/decisions/0327-telegram-categories.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, type Db } from '@savdo/server';
import { listMigrations } from '../../db/migrate';
import { notify, recordNotification } from '../notifications';
import { makeUser, openTestDatabase } from '../../../../../tests/kit/server/helpers';
import {
  startTelegramStandIn,
  type TelegramStandIn,
} from '../../../../../tests/kit/server/telegram-stand-in';
import { createBotApi, TelegramApiError, type BotApi, type OutgoingMessage } from './bot-api';
import './channel';
import { createTelegramOutbox, queueTelegram } from './outbox';
import type { Clock } from './pacing';
import { saveLink, setCategories } from './repository';

let db: Db;
let standIn: TelegramStandIn;
let api: BotApi;
const quiet = { warn: () => undefined };

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  standIn = await startTelegramStandIn();
  api = createBotApi({ apiBase: standIn.apiBase, botToken: standIn.token });
});
afterAll(async () => {
  await standIn.close();
  await db.close();
});
beforeEach(async () => {
  await db.query('DELETE FROM telegram_outbox');
});

/** Time that moves only when someone sleeps. */
function fakeClock(): Clock & { slept: number[] } {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    async sleep(ms) {
      slept.push(ms);
      now += ms;
    },
  };
}

let chatSeq = 5000;
async function linkedUser(language = 'en') {
  const user = await makeUser({ db });
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
  const chatId = chatSeq++;
  await saveLink(db, { userId: user.id, chatId, username: `u${chatId}` });
  return { userId: user.id, chatId };
}

const queue = (userId: number, chatId: number, html = 'hi') =>
  queueTelegram(db, { userId, chatId, html, button: { text: 'Open', url: 'https://savdo.uz/' } });

const outboxCount = async (userId: number) =>
  Number(
    (
      await db.query<{ n: string }>(
        'SELECT count(*) AS n FROM telegram_outbox WHERE user_id = $1',
        [userId],
      )
    ).rows[0]!.n,
  );

describe('queued in the notification transaction', () => {
  it('a committed notification queues its Telegram message in the reader language', async () => {
    const { userId, chatId } = await linkedUser('ru');
    await db.transaction((tx) =>
      recordNotification(
        tx,
        {
          userId,
          kind: 'signal_new',
          params: { symbol: 'EUR<USD', side: 'buy', asset_type: 'forex' },
          link: '/trading-signals',
        },
        'https://savdo.uz',
      ),
    );
    const rows = await db.query<{
      chat_id: string;
      text: string;
      button_text: string;
      button_url: string;
    }>('SELECT chat_id, text, button_text, button_url FROM telegram_outbox WHERE user_id = $1', [
      userId,
    ]);
    expect(rows.rows).toHaveLength(1);
    expect(Number(rows.rows[0]!.chat_id)).toBe(chatId);
    expect(rows.rows[0]!.text).toContain('EUR&lt;USD');
    expect(rows.rows[0]!.text).toMatch(/^<b>.*[А-Яа-я]/);
    expect(rows.rows[0]!.button_text).toBe('Открыть в Savdo');
    expect(rows.rows[0]!.button_url).toBe('https://savdo.uz/trading-signals');
  });

  it('a rolled-back notification leaves no Telegram message either', async () => {
    const { userId } = await linkedUser();
    await expect(
      db.transaction(async (tx) => {
        await recordNotification(tx, { userId, kind: 'support_reply', params: {} });
        throw new Error('the caller failed after notifying');
      }),
    ).rejects.toThrow(/caller failed/);
    expect(await outboxCount(userId)).toBe(0);
    const stored = await db.query('SELECT 1 FROM notifications WHERE user_id = $1', [userId]);
    expect(stored.rows).toHaveLength(0);
  });

  it('nothing is queued when delivery is off or the chat blocked the bot', async () => {
    const off = await linkedUser();
    await db.query('UPDATE telegram_links SET enabled = false WHERE user_id = $1', [off.userId]);
    const blocked = await linkedUser();
    await db.query('UPDATE telegram_links SET blocked_at = now() WHERE user_id = $1', [
      blocked.userId,
    ]);
    for (const { userId } of [off, blocked]) {
      await recordNotification(db, { userId, kind: 'support_reply', params: {} });
      expect(await outboxCount(userId)).toBe(0);
    }
  });
});

describe('categories switched off (docs/decisions/0327-telegram-categories.md)', () => {
  const outboxTexts = async (userId: number) =>
    (
      await db.query<{ text: string }>(
        'SELECT text FROM telegram_outbox WHERE user_id = $1 ORDER BY id',
        [userId],
      )
    ).rows.map((row) => row.text);

  it('a kind whose category is off is not queued; the other categories still are', async () => {
    const { userId } = await linkedUser();
    await setCategories(db, userId, { on: [], off: ['signals', 'payments'] });
    const signal = { symbol: 'XAUUSD', side: 'buy', asset_type: 'commodities' };
    await recordNotification(db, { userId, kind: 'signal_new', params: signal });
    await recordNotification(db, { userId, kind: 'purchase_receipt', params: {} });
    expect(await outboxCount(userId)).toBe(0);
    await recordNotification(db, { userId, kind: 'calendar_reminder', params: {} });
    await recordNotification(db, { userId, kind: 'support_reply', params: {} });
    expect(await outboxCount(userId)).toBe(2);
    // On again: the next one goes.
    await setCategories(db, userId, { on: ['signals'], off: [] });
    await recordNotification(db, { userId, kind: 'signal_new', params: signal });
    expect((await outboxTexts(userId)).at(-1)).toContain('XAUUSD');
  });

  it('the bell, the live push and the email still get a kind Telegram skips', async () => {
    const { userId } = await linkedUser();
    await db.query('UPDATE users SET email = $2 WHERE id = $1', [userId, `tg${userId}@x.test`]);
    await db.query(
      `INSERT INTO notification_preferences (user_id, browser_kinds, email, signal_asset_types)
       VALUES ($1, '{}', true, '{}')`,
      [userId],
    );
    await setCategories(db, userId, { on: [], off: ['signals'] });
    const pushed: unknown[] = [];
    const row = await notify(
      { db, publish: async (event) => void pushed.push(event) },
      {
        userId,
        kind: 'signal_new',
        params: { symbol: 'GBPUSD', side: 'sell', asset_type: 'forex' },
      },
    );
    expect(row).not.toBeNull();
    expect(await outboxCount(userId)).toBe(0);
    const bell = await db.query('SELECT 1 FROM notifications WHERE user_id = $1', [userId]);
    expect(bell.rows).toHaveLength(1);
    expect(pushed).toHaveLength(1);
    const mail = await db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [
      `tg${userId}@x.test`,
    ]);
    expect(mail.rows).toHaveLength(1);
  });

  it('the global switch off sends nothing, whatever the categories say', async () => {
    const { userId } = await linkedUser();
    await db.query('UPDATE telegram_links SET enabled = false WHERE user_id = $1', [userId]);
    await setCategories(db, userId, { on: ['support'], off: [] });
    await recordNotification(db, { userId, kind: 'support_reply', params: {} });
    expect(await outboxCount(userId)).toBe(0);
  });

  it('a chat linked before categories existed keeps getting every kind (migration 0195)', async () => {
    const old = await openTestDatabase();
    try {
      const all = listMigrations();
      await migrate(
        old,
        all.filter((m) => m.version < 195),
      );
      const user = await makeUser({ db: old });
      await old.query(
        'INSERT INTO telegram_links (user_id, chat_id, username) VALUES ($1, 4242, NULL)',
        [user.id],
      );
      await migrate(old, all);
      const link = await old.query<{ muted_categories: string[] }>(
        'SELECT muted_categories FROM telegram_links WHERE user_id = $1',
        [user.id],
      );
      expect(link.rows[0]!.muted_categories).toEqual([]);
    } finally {
      await old.close();
    }
  });
});

describe('pacing', () => {
  it('sends at most one message a second to one chat and 30 a second overall', async () => {
    const clock = fakeClock();
    const sends: { chatId: number; at: number }[] = [];
    const recording: BotApi = {
      async sendMessage(message: OutgoingMessage) {
        sends.push({ chatId: message.chatId, at: clock.now() });
        return { message_id: sends.length, chat: { id: message.chatId, type: 'private' } };
      },
      getUpdates: async () => [],
    };
    const busy = await linkedUser();
    for (let i = 0; i < 5; i += 1) await queue(busy.userId, busy.chatId, `busy ${i}`);
    const many = [];
    for (let i = 0; i < 70; i += 1) many.push(await linkedUser());
    for (const user of many) await queue(user.userId, user.chatId);

    const outbox = createTelegramOutbox(db, recording, quiet, clock);
    expect(await outbox.drain()).toBe(75);

    const busyTimes = sends.filter((s) => s.chatId === busy.chatId).map((s) => s.at);
    expect(busyTimes).toHaveLength(5);
    for (let i = 1; i < busyTimes.length; i += 1) {
      expect(busyTimes[i]! - busyTimes[i - 1]!).toBeGreaterThanOrEqual(1000);
    }
    for (const send of sends) {
      const inWindow = sends.filter((s) => s.at >= send.at && s.at < send.at + 1000);
      expect(inWindow.length).toBeLessThanOrEqual(30);
    }
    // Paced, not serialised: 75 messages take about 2.5 s of clock, not 75 s.
    expect(sends.at(-1)!.at - sends[0]!.at).toBeLessThan(5_000);
  });
});

describe('Telegram refusals', () => {
  it("honours a 429's retry_after: every send waits, then the message goes once", async () => {
    const clock = fakeClock();
    const { userId, chatId } = await linkedUser();
    await queue(userId, chatId, 'after the flood');
    standIn.floodNext(3);
    const before = standIn.sent.length;
    const started = clock.now();
    expect(await createTelegramOutbox(db, api, quiet, clock).drain()).toBe(1);
    expect(clock.now() - started).toBeGreaterThanOrEqual(3000);
    expect(standIn.sent.slice(before).map((m) => m.text)).toEqual(['after the flood']);
  });

  it('a 403 marks the link blocked and drops the chat waiting messages', async () => {
    const { userId, chatId } = await linkedUser();
    standIn.block(chatId);
    await queue(userId, chatId, 'one');
    await queue(userId, chatId, 'two');
    const outbox = createTelegramOutbox(db, api, quiet, fakeClock());
    expect(await outbox.drain()).toBe(0);
    const attemptsToChat = standIn.attempts.filter((m) => m.chat_id === chatId);
    expect(attemptsToChat).toHaveLength(1);
    const link = await db.query<{ blocked_at: Date | null }>(
      'SELECT blocked_at FROM telegram_links WHERE user_id = $1',
      [userId],
    );
    expect(link.rows[0]!.blocked_at).not.toBeNull();
    const left = await db.query(
      'SELECT 1 FROM telegram_outbox WHERE user_id = $1 AND dropped_at IS NULL',
      [userId],
    );
    expect(left.rows).toHaveLength(0);
  });

  it('another failure is retried later with a growing delay, not dropped', async () => {
    const { userId, chatId } = await linkedUser();
    await queue(userId, chatId);
    let calls = 0;
    const failing: BotApi = {
      async sendMessage() {
        calls += 1;
        throw new TelegramApiError(502, 'Bad Gateway', null);
      },
      getUpdates: async () => [],
    };
    expect(await createTelegramOutbox(db, failing, quiet, fakeClock()).drain()).toBe(0);
    expect(calls).toBe(1);
    const row = await db.query<{ attempts: number; wait: number; dropped_at: Date | null }>(
      `SELECT attempts, extract(epoch FROM next_attempt_at - now())::float8 AS wait, dropped_at
       FROM telegram_outbox WHERE user_id = $1`,
      [userId],
    );
    expect(row.rows[0]).toMatchObject({ attempts: 1, dropped_at: null });
    expect(row.rows[0]!.wait).toBeGreaterThan(20);
  });
});
