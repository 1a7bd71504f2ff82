// Notifications (docs/decisions/0230-notifications.md): the list (20 a page, newest first, with the
// unread count), read and mark-all-read, texts in the reader's language, preferences (browser
// kinds, email, signal asset types), email through the outbox, the live push, and once-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppNotification,
  LiveEvent,
  NotificationPreferences,
  NotificationsResponse,
} from '@savdo/contract';
import { DEMO_NOTIFICATIONS, seedDemoNotifications } from './seed';
import { notify } from './service';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { openLive } from '../../../../../tests/kit/server/live-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const publish = () => server.app.ctx.live.publish.bind(server.app.ctx.live);

async function signedIn() {
  const user = await makeUser(server, { is_verified: true });
  const token = (await signInAs(server, user.username, 'secret123')).access_token;
  return { user, token };
}

function list(token: string, query: Record<string, string> = {}, lang = 'en') {
  return call<NotificationsResponse>(server, 'GET', '/notification', {
    token,
    query,
    headers: { 'accept-language': lang },
  });
}

async function credited(userId: number, orderId: number, amount = 50_000) {
  return notify(
    { db: server.db, publish: publish() },
    {
      userId,
      kind: 'payment_credited',
      params: { amount, provider: 'Payme', order_id: orderId },
      link: '/dashboard',
      dedupeKey: `payment_credited:order:${orderId}`,
    },
  );
}

describe('GET /notification', () => {
  it('needs a signed-in user', async () => {
    expect((await call(server, 'GET', '/notification')).status).toBe(401);
  });

  it('page size 20 by default, newest first, with total and the unread count', async () => {
    const { user, token } = await signedIn();
    for (let i = 1; i <= 23; i++) await credited(user.id, 1000 + i, 1000 * i);
    const first = await list(token);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ page: 1, limit: 20, total: 23, unread: 23 });
    expect(first.body.result.data).toHaveLength(20);
    expect(first.body.result.data[0]!.params.order_id).toBe(1023);
    const second = await list(token, { page: '2' });
    expect(second.body.result.data.map((n) => n.params.order_id)).toEqual([1003, 1002, 1001]);
  });

  it("shows only the reader's own notifications", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await credited(a.user.id, 1);
    expect((await list(b.token)).body.result).toMatchObject({ total: 0, unread: 0 });
  });

  it('renders the text in the language the request asks for (uz, ru, en)', async () => {
    const { user, token } = await signedIn();
    await credited(user.id, 7, 1_250_000);
    const en = (await list(token, {}, 'en')).body.result.data[0]!;
    expect(en).toMatchObject({
      kind: 'payment_credited',
      title: 'Balance topped up',
      link: '/dashboard',
    });
    expect(en.body).toBe('1\u202F250\u202F000 UZS was credited to your balance via Payme.');
    const uz = (await list(token, {}, 'uz')).body.result.data[0]!;
    expect(uz.title).toBe("Balans to'ldirildi");
    expect(uz.body).toContain("1\u202F250\u202F000 so'm");
    const ru = (await list(token, {}, 'ru')).body.result.data[0]!;
    expect(ru.title).toBe('Баланс пополнен');
    expect(ru.body).toContain('1\u202F250\u202F000 сум');
  });

  it('a limit above 100 or a page below 1 is a 400 naming the field', async () => {
    const { token } = await signedIn();
    const big = await list(token, { limit: '101' });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('limit');
    expect((await list(token, { page: '0' })).status).toBe(400);
  });
});

describe('PATCH /notification/{notification_id}/read and POST /notification/read-all', () => {
  it('is_read true marks one read and the unread count goes down; false marks it unread', async () => {
    const { user, token } = await signedIn();
    await credited(user.id, 1);
    await credited(user.id, 2);
    const [newest] = (await list(token)).body.result.data as AppNotification[];
    const read = await call<{ result: { notification: AppNotification; unread: number } }>(
      server,
      'PATCH',
      `/notification/${newest!.id}/read`,
      { token, json: { is_read: true } },
    );
    expect(read.status).toBe(200);
    expect(read.body.result.notification.is_read).toBe(true);
    expect(read.body.result.unread).toBe(1);
    // Twice is harmless: the count does not go below what is unread.
    const again = await call<{ result: { unread: number } }>(
      server,
      'PATCH',
      `/notification/${newest!.id}/read`,
      { token, json: { is_read: true } },
    );
    expect(again.body.result.unread).toBe(1);
    const unread = await call<{ result: { unread: number } }>(
      server,
      'PATCH',
      `/notification/${newest!.id}/read`,
      { token, json: { is_read: false } },
    );
    expect(unread.body.result.unread).toBe(2);
  });

  it("another user's notification, or none, is a 404", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const row = await credited(a.user.id, 1);
    const res = await call<{ message: string }>(server, 'PATCH', `/notification/${row!.id}/read`, {
      token: b.token,
      json: { is_read: true },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Notification not found');
    const ru = await call<{ message: string }>(server, 'PATCH', '/notification/999999/read', {
      token: b.token,
      json: { is_read: true },
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.body.message).toBe('Уведомление не найдено');
  });

  it('a bad body or id is a 400 naming the field', async () => {
    const { user, token } = await signedIn();
    const row = await credited(user.id, 1);
    const noBody = await call(server, 'PATCH', `/notification/${row!.id}/read`, {
      token,
      json: { is_read: 'yes' },
    });
    expect(noBody.status).toBe(400);
    expect(JSON.stringify(noBody.body)).toContain('is_read');
    const badId = await call(server, 'PATCH', '/notification/abc/read', {
      token,
      json: { is_read: true },
    });
    expect(badId.status).toBe(400);
    expect(JSON.stringify(badId.body)).toContain('notification_id');
  });

  it('mark all read sets every one read and answers unread 0', async () => {
    const { user, token } = await signedIn();
    for (const id of [1, 2, 3]) await credited(user.id, id);
    const res = await call<{ result: { updated: number; unread: number } }>(
      server,
      'POST',
      '/notification/read-all',
      { token },
    );
    expect(res.body.result).toEqual({ updated: 3, unread: 0 });
    expect((await list(token)).body.result.data.every((n) => n.is_read)).toBe(true);
  });
});

describe('notify', () => {
  it('each event notifies once: the same dedupe key twice stores and pushes one', async () => {
    const { user, token } = await signedIn();
    expect(await credited(user.id, 42)).not.toBeNull();
    expect(await credited(user.id, 42)).toBeNull();
    expect((await list(token)).body.result.total).toBe(1);
  });

  it('arrives live to its user only, in the user’s language', async () => {
    const { user, token } = await signedIn();
    const other = await signedIn();
    await server.db.query("UPDATE users SET language = 'ru' WHERE id = $1", [user.id]);
    const mine = openLive(server.baseUrl, token);
    const theirs = openLive(server.baseUrl, other.token);
    await mine.next('hello');
    await theirs.next('hello');
    await credited(user.id, 5, 20_000);
    const event = (await mine.next('notification')) as Extract<LiveEvent, { type: 'notification' }>;
    expect(event.notification).toMatchObject({
      kind: 'payment_credited',
      title: 'Баланс пополнен',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.events.some((e) => e.type === 'notification')).toBe(false);
    mine.close();
    theirs.close();
  });

  it('with email on, the notification also goes to the mail outbox', async () => {
    const { user, token } = await signedIn();
    await call(server, 'PATCH', '/notification/preferences', { token, json: { email: true } });
    await credited(user.id, 9, 30_000);
    const { rows } = await server.db.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM mail_outbox WHERE to_address = $1',
      [user.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('Balance topped up');
    expect(rows[0]!.body).toContain('/dashboard');
  });

  it('with email off (the default), nothing is mailed', async () => {
    const { user } = await signedIn();
    await credited(user.id, 10);
    const { rows } = await server.db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [
      user.email,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('GET and PATCH /notification/preferences', () => {
  it('defaults: every kind in the browser, no email, every asset type', async () => {
    const { token } = await signedIn();
    const res = await call<{ result: NotificationPreferences }>(
      server,
      'GET',
      '/notification/preferences',
      { token },
    );
    expect(res.body.result.email).toBe(false);
    expect(res.body.result.browser_kinds).toContain('payment_credited');
    expect(res.body.result.signal_asset_types).toEqual([
      'crypto',
      'forex',
      'stocks',
      'commodities',
    ]);
  });

  it('a patch changes what it names and keeps the rest', async () => {
    const { token } = await signedIn();
    const res = await call<{ result: NotificationPreferences }>(
      server,
      'PATCH',
      '/notification/preferences',
      { token, json: { browser_kinds: ['signal_new', 'payment_failed'], signal_asset_types: [] } },
    );
    expect(res.body.result).toEqual({
      browser_kinds: ['payment_failed', 'signal_new'],
      email: false,
      signal_asset_types: [],
    });
    const read = await call<{ result: NotificationPreferences }>(
      server,
      'GET',
      '/notification/preferences',
      { token },
    );
    expect(read.body.result).toEqual(res.body.result);
  });

  it('an unknown kind, asset type or field is a 400 naming it', async () => {
    const { token } = await signedIn();
    for (const json of [
      { browser_kinds: ['nope'] },
      { signal_asset_types: ['bonds'] },
      { email: 'yes' },
      { other: true },
    ]) {
      const res = await call(server, 'PATCH', '/notification/preferences', { token, json });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(Object.keys(json)[0]!);
    }
  });
});

describe('the demo notifications', () => {
  it("the demo trader's bell holds three, newest first, each with its time and in the reader's language; a second seed adds nothing", async () => {
    const trader = await makeUser(server, {
      username: 'trader',
      password: 'secret123',
      is_verified: true,
    });
    const now = new Date();
    await seedDemoNotifications(server.db, now);
    await seedDemoNotifications(server.db, now);
    const token = (await signInAs(server, trader.username, 'secret123')).access_token;
    const en = (await list(token)).body.result;
    expect(en.data.map((n) => n.title)).toEqual([
      'New signal: XAUUSD',
      'Balance topped up',
      'USD Non-Farm Payrolls: 227K',
    ]);
    expect(en.unread).toBe(3);
    const ages = en.data.map((n) => (now.getTime() - Date.parse(n.created_at)) / 60_000);
    expect(ages).toEqual(DEMO_NOTIFICATIONS.map((n) => n.ago / 60_000).reverse());
    const uz = (await list(token, {}, 'uz')).body.result;
    expect(uz.data[1]?.title).toBe("Balans to'ldirildi");
  });

  it("rule 0301: a calendar figure in a notification is written as the calendar writes it, in the reader's language", async () => {
    const user = await makeUser(server, { is_verified: true });
    await notify(
      { db: server.db, publish: publish() },
      {
        userId: user.id,
        kind: 'calendar_actual',
        params: {
          currency: 'USD',
          event: 'Payrolls',
          actual: '227K',
          forecast: '200K',
          previous: '2.5%',
        },
        link: '/economic-calendar',
        dedupeKey: null,
      },
    );
    const token = (await signInAs(server, user.username, 'secret123')).access_token;
    expect((await list(token, {}, 'uz')).body.result.data[0]?.title).toBe(
      'USD Payrolls: 227\u00A0ming',
    );
    expect((await list(token, {}, 'ru')).body.result.data[0]?.body).toContain(
      '227\u00A0тыс. (прогноз: 200\u00A0тыс., предыдущее: 2,5%)',
    );
    expect((await list(token)).body.result.data[0]?.title).toBe('USD Payrolls: 227K');
  });
});
