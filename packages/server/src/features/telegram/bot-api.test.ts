// The Bot API adapter against the local stand-in (tests/kit/server/telegram-stand-in.ts):
// sendMessage in HTML parse mode with the "Open in Savdo" button, HTML escaping, a 429's
// retry_after and a 403 read from the error envelope, and getUpdates long polling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTelegramStandIn,
  type TelegramStandIn,
} from '../../../../../tests/kit/server/telegram-stand-in';
import { createBotApi, TelegramApiError, type BotApi } from './bot-api';
import { escapeHtml, notificationHtml } from './message-html';

let standIn: TelegramStandIn;
let api: BotApi;
beforeAll(async () => {
  standIn = await startTelegramStandIn();
  api = createBotApi({ apiBase: standIn.apiBase, botToken: standIn.token });
});
afterAll(async () => standIn.close());

async function failureOf(promise: Promise<unknown>): Promise<TelegramApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TelegramApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('sendMessage', () => {
  it('sends HTML with an inline URL button back to the product', async () => {
    await api.sendMessage({
      chatId: 42,
      html: '<b>New signal</b>',
      button: { text: 'Open in Savdo', url: 'https://savdo.uz/trading-signals' },
    });
    const message = standIn.sent.at(-1)!;
    expect(message).toMatchObject({ chat_id: 42, text: '<b>New signal</b>', parse_mode: 'HTML' });
    expect(message.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Open in Savdo', url: 'https://savdo.uz/trading-signals' }],
    ]);
  });

  it('reads retry_after from a 429', async () => {
    standIn.floodNext(7);
    const error = await failureOf(api.sendMessage({ chatId: 42, html: 'x' }));
    expect(error.errorCode).toBe(429);
    expect(error.retryAfter).toBe(7);
    expect(error.chatClosed).toBe(false);
  });

  it('reads a 403 (the user blocked the bot) as a closed chat', async () => {
    standIn.block(99);
    const error = await failureOf(api.sendMessage({ chatId: 99, html: 'x' }));
    expect(error.errorCode).toBe(403);
    expect(error.chatClosed).toBe(true);
    expect(error.description).toMatch(/blocked by the user/);
  });

  it('reads a wrong token as 401', async () => {
    const wrong = createBotApi({ apiBase: standIn.apiBase, botToken: '1:wrong' });
    expect((await failureOf(wrong.sendMessage({ chatId: 1, html: 'x' }))).errorCode).toBe(401);
  });
});

describe('HTML escaping', () => {
  it('escapes <, > and & in user text so Telegram never refuses the message', () => {
    expect(escapeHtml('EUR<USD & "x" > y')).toBe('EUR&lt;USD &amp; "x" &gt; y');
    expect(notificationHtml('A <b>', 'C&D')).toBe('<b>A &lt;b&gt;</b>\nC&amp;D');
  });

  it('the stand-in receives the escaped text as sent', async () => {
    await api.sendMessage({ chatId: 43, html: notificationHtml('<script>', 'a & b') });
    expect(standIn.sent.at(-1)!.text).toBe('<b>&lt;script&gt;</b>\na &amp; b');
  });
});

describe('getUpdates', () => {
  it('long-polls: an update injected while waiting is answered at once', async () => {
    const started = Date.now();
    const waiting = api.getUpdates(0, 20);
    setTimeout(() => standIn.inject({ chatId: 7, text: '/start abc' }), 100);
    const updates = await waiting;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(updates[0]?.message?.text).toBe('/start abc');
    expect(await api.getUpdates(updates[0]!.update_id + 1, 0)).toEqual([]);
  });
});
