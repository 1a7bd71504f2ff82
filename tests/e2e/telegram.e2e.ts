// Telegram as a delivery channel end to end (docs/features/telegram.md), against the Bot API
// stand-in the global setup gives the server: a Russian-speaking trader who follows forex
// signals opens /settings, presses "Подключить Telegram" and gets a t.me start link; the test
// plays Telegram and injects `/start CODE` into the stand-in; the settings turn linked
// (@username). An admin publishes a forex signal, and the stand-in receives the notification in
// Russian with the "Открыть в Savdo" button back to the signals page. Then, at 360 px, the
// trader switches "Новые сигналы" off in the settings (docs/decisions/0327-telegram-categories.md):
// the next forex signal reaches the bell but not Telegram. Screenshots at 1366 and 360 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SentMessage } from '../kit/server/telegram-stand-in';
import { apiCall, tokenOf } from './support/api';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, uniqueSuffix, waitForPath } from './support/flows';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const standIn = inject('telegramStandInUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

async function sentMessages(): Promise<SentMessage[]> {
  return (await fetch(`${standIn}/stand-in/messages`)).json() as Promise<SentMessage[]>;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('Telegram channel', () => {
  it('a Russian trader links Telegram and gets a new forex signal there in Russian', async () => {
    // A new trader, registered in Russian, who follows forex signals only.
    const suffix = uniqueSuffix();
    const email = `tg.${suffix}@example.com`;
    await apiCall(baseUrl, '/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
      body: JSON.stringify({
        first_name: 'Ruslan',
        last_name: 'Karimov',
        email,
        password: 'secret12',
      }),
    });
    const token = await tokenOf(baseUrl, email, 'secret12');
    await apiCall(baseUrl, '/notification/preferences', {
      method: 'PATCH',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signal_asset_types: ['forex'] }),
    });

    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: { width: 1366, height: 900 },
      language: 'ru',
    });
    await signIn(page, email, 'secret12');
    await page.goto('/settings');
    const section = page.locator('[part="telegram"]');
    await section.getByRole('button', { name: 'Подключить Telegram' }).click();
    const open = section.getByRole('link', { name: 'Открыть в Telegram' });
    await open.waitFor({ timeout: 15_000 });
    const startUrl = new URL((await open.getAttribute('href')) ?? '');
    expect(`${startUrl.origin}${startUrl.pathname}`).toBe('https://t.me/savdo_e2e_bot');
    const code = startUrl.searchParams.get('start') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await screenshot(page, 'telegram-start-link-ru-1366');

    // The user presses Start in Telegram: the bot receives /start CODE.
    const chatId = 700_000_000 + Math.floor(Math.random() * 1_000_000);
    await fetch(`${standIn}/stand-in/updates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chatId, text: `/start ${code}`, username: `ruslan_${suffix}` }),
    });
    await section.getByText(`Привязан: @ruslan_${suffix}`).waitFor({ timeout: 20_000 });
    const welcome = await until(sentMessages, (all) => all.some((m) => m.chat_id === chatId));
    expect(welcome.find((m) => m.chat_id === chatId)?.text).toContain('Telegram привязан');
    await screenshot(page, 'telegram-linked-ru-1366');

    // An admin publishes a forex signal.
    const admin = await tokenOf(baseUrl, DEMO.admin.username, DEMO.admin.password);
    const publishSignal = (symbol: string) =>
      apiCall(baseUrl, '/admin/signals', {
        method: 'POST',
        token: admin,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          symbol,
          type: 'buy',
          asset_type: 'forex',
          entry_price: 1.08,
          stop_loss: 1.07,
          take_profit: 1.1,
          description: 'E2E Telegram signal',
          analysis_type: 'Technical',
          timeframe: 'H1',
        }),
      });
    const symbol = `EURUSD.${suffix.slice(-4).toUpperCase()}`;
    await publishSignal(symbol);
    const all = await until(sentMessages, (list) =>
      list.some((m) => m.chat_id === chatId && m.text.includes(symbol)),
    );
    const message = all.find((m) => m.chat_id === chatId && m.text.includes(symbol))!;
    expect(message.parse_mode).toBe('HTML');
    expect(message.text).toContain(`<b>Новый сигнал: ${symbol}</b>`);
    expect(message.reply_markup?.inline_keyboard[0]?.[0]).toEqual({
      text: 'Открыть в Savdo',
      url: `${baseUrl}/trading-signals`,
    });
    await waitForPath(page, '/settings');

    // At 360 px, signals off in the settings: the next signal is in the bell, not in Telegram.
    await page.setViewportSize({ width: 360, height: 800 });
    const signals = section.getByRole('checkbox', { name: 'Новые сигналы' });
    await signals.uncheck();
    await section.getByRole('checkbox', { name: 'Новые сигналы', checked: false }).waitFor();
    await until(
      () =>
        apiCall<{ result: { link: { categories: { signals: boolean } } } }>(baseUrl, '/telegram', {
          token,
        }),
      (res) => res.result.link.categories.signals === false,
    );
    await section
      .getByRole('group', { name: 'Что отправлять в Telegram' })
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'telegram-categories-ru-360');
    const quiet = `GBPUSD.${suffix.slice(-4).toUpperCase()}`;
    await publishSignal(quiet);
    await until(
      () =>
        apiCall<{ result: { data: { body: string; title: string }[] } }>(baseUrl, '/notification', {
          token,
        }),
      (res) => res.result.data.some((n) => `${n.title} ${n.body}`.includes(quiet)),
    );
    // The outbox drains every second: a queued message would have gone by now.
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await sentMessages()).some((m) => m.text.includes(quiet))).toBe(false);
    await context.close();
  });
});
