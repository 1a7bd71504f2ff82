// The Telegram settings section: unavailable without a bot; "Connect Telegram" shows the t.me
// start link and turns linked (@username) once the server says so; a blocked link warns and
// offers to connect again; the switch and unlinking call the server; texts in ru. Each category
// has its own switch, saved on change, with an error when the save fails, and all of them off
// while the switch above is off (docs/decisions/0327-telegram-categories.md).
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TELEGRAM_CATEGORIES, type TelegramCategories, type TelegramStatus } from '@savdo/contract';
import { clearToasts, login } from '@savdo/core';
import { refreshTelegramStatus } from '@savdo/core/telegram';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { TelegramSettings } from './telegram-settings';

afterEach(() => clearToasts());

const LINK = 'https://t.me/savdo_bot?start=AbCdEfGhIjKlMnOpQrStUv';

function statusOf(patch: Partial<TelegramStatus> = {}): TelegramStatus {
  return {
    available: true,
    bot_name: 'savdo_bot',
    link: null,
    can_link_with_login: false,
    ...patch,
  };
}

const ALL_ON = Object.fromEntries(
  TELEGRAM_CATEGORIES.map((category) => [category, true]),
) as TelegramCategories;

async function mount(
  state: { status: TelegramStatus; failPatch?: boolean },
  lang: 'en' | 'ru' | 'uz' = 'en',
) {
  await resetAll(lang);
  const requests = fakeApi({
    'GET /telegram': () => ({ status: 200, body: { result: state.status } }),
    'POST /telegram/start-link': () => ({
      status: 200,
      body: { result: { url: LINK, expires_at: new Date(Date.now() + 600_000).toISOString() } },
    }),
    'PATCH /telegram': (request) => {
      if (state.failPatch) return { status: 503, body: {} };
      const body = request.body as { enabled?: boolean; categories?: Partial<TelegramCategories> };
      const link = state.status.link!;
      state.status = {
        ...state.status,
        link: {
          ...link,
          enabled: body.enabled ?? link.enabled,
          categories: { ...link.categories, ...body.categories },
        },
      };
      return { status: 200, body: { result: state.status } };
    },
    'DELETE /telegram': () => {
      state.status = { ...state.status, link: null };
      return { status: 200, body: { result: state.status } };
    },
  });
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
  refreshTelegramStatus();
  render(<TelegramSettings />);
  return requests;
}

const linkedStatus = (patch: Partial<NonNullable<TelegramStatus['link']>> = {}) =>
  statusOf({
    link: {
      username: 'ali_uz',
      enabled: true,
      categories: ALL_ON,
      blocked: false,
      linked_at: '2026-11-29T10:00:00.000Z',
      ...patch,
    },
  });

describe('TelegramSettings', () => {
  it('says the channel is unavailable when the server has no bot', async () => {
    await mount({ status: statusOf({ available: false, bot_name: null }) });
    expect(
      await screen.findByText('Telegram notifications are not available on this server.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Telegram' })).toBeNull();
  });

  it('Connect Telegram shows the start link, then turns linked when the server says so (ru)', async () => {
    const state = { status: statusOf() };
    await mount(state, 'ru');
    fireEvent.click(await screen.findByRole('button', { name: 'Подключить Telegram' }));
    const open = await screen.findByRole('link', { name: 'Открыть в Telegram' });
    expect(open.getAttribute('href')).toBe(LINK);
    state.status = linkedStatus();
    fireEvent.click(screen.getByRole('button', { name: 'Проверить подключение' }));
    expect(await screen.findByText('Привязан: @ali_uz')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Открыть в Telegram' })).toBeNull();
  });

  it('a blocked link warns and offers to connect again', async () => {
    await mount({ status: linkedStatus({ blocked: true }) });
    expect((await screen.findByRole('alert')).textContent).toMatch(/bot is blocked/);
    expect(screen.getByRole('button', { name: 'Connect again' })).toBeTruthy();
  });

  it('the switch turns delivery off; unlinking removes the link', async () => {
    const state = { status: linkedStatus() };
    const requests = await mount(state);
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Send notifications to Telegram' }),
    );
    await waitFor(() => expect(state.status.link?.enabled).toBe(false));
    expect(requests.some((r) => r.method === 'PATCH' && r.path === '/telegram')).toBe(true);
    // The switch's request settles before the section takes another action.
    const unlink = screen.getByRole('button', { name: 'Unlink Telegram' }) as HTMLButtonElement;
    await waitFor(() => expect(unlink.disabled).toBe(false));
    fireEvent.click(unlink);
    expect(await screen.findByRole('button', { name: 'Connect Telegram' })).toBeTruthy();
  });

  it('each category has its own switch; unchecking one saves only that category', async () => {
    const state = { status: linkedStatus() };
    const requests = await mount(state);
    const signals = (await screen.findByRole('checkbox', {
      name: 'New signals',
    })) as HTMLInputElement;
    for (const name of [
      'Payments, purchases and refunds',
      'Plan and course access ending',
      'Expert advisor status',
      'Economic calendar alerts',
      'Support replies',
    ]) {
      expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);
    }
    expect(screen.getByRole('group', { name: 'What goes to Telegram' })).toBeTruthy();
    fireEvent.click(signals);
    await waitFor(() => expect(state.status.link?.categories.signals).toBe(false));
    const patch = requests.find((r) => r.method === 'PATCH' && r.path === '/telegram');
    expect(patch?.body).toEqual({ categories: { signals: false } });
    await waitFor(() => expect(signals.disabled).toBe(false));
    expect(signals.checked).toBe(false);
    expect(state.status.link?.enabled).toBe(true);
  });

  it('a failed save says so and shows the category as it still is', async () => {
    const state = { status: linkedStatus(), failPatch: true };
    await mount(state);
    const payments = (await screen.findByRole('checkbox', {
      name: 'Payments, purchases and refunds',
    })) as HTMLInputElement;
    fireEvent.click(payments);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not save your choice. Please try again.',
    );
    await waitFor(() => expect(payments.checked).toBe(true));
    expect(state.status.link?.categories.payments).toBe(true);
  });

  it('with the switch above off, the categories are off too and say nothing goes (uz)', async () => {
    await mount({ status: linkedStatus({ enabled: false }) }, 'uz');
    const signals = (await screen.findByRole('checkbox', {
      name: 'Yangi signallar',
    })) as HTMLInputElement;
    expect(signals.disabled).toBe(true);
    expect(
      screen.getByText('Yuqoridagi kalit o‘chiq ekan, Telegramga hech narsa yuborilmaydi.'),
    ).toBeTruthy();
  });
});
