// The findings of docs/decisions/0090-holding-under-abuse.md reproduced against the running server,
// each fixed and held by a test named after it. F3: a NUL byte in any text; F8: out-of-range
// integers; F2: one extreme price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignalInput, TradingSignal } from '@savdo/contract';
import { insertSignal } from '../features/signals/repository';
import { grantSubscription, insertPlan, userIdsWithPlanLevel } from '../features/plans/repository';
import { loadConfig } from '../config';
import { LINK_WITHHELD, createLogMailer } from '../mail/mailer';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../tests/kit/server/helpers';
import { openLive, pause } from '../../../../tests/kit/server/live-client';

let server: TestServer;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await makeUser(server, { role: 'admin', is_verified: true });
  adminToken = (await signInAs(server, admin.username, 'secret123')).access_token;
  const user = await makeUser(server, { is_verified: true });
  userToken = (await signInAs(server, user.username, 'secret123')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const NUL = 'a\u0000b';

describe('F3: a NUL byte in any text answers 400, never 500', () => {
  it('register, sign-in, forgot-password and request-verify-token, without signing in', async () => {
    const register = await call(server, 'POST', '/auth/register', {
      json: {
        first_name: NUL,
        last_name: 'Karimov',
        email: 'nul@example.com',
        password: 'secret1',
      },
    });
    expect(register.status).toBe(400);
    expect(register.body).toMatchObject({ detail: { first_name: expect.stringContaining('NUL') } });
    const login = await call(server, 'POST', '/auth/jwt/login', {
      form: { username: `trader${NUL}`, password: 'secret123' },
    });
    expect(login.status).toBe(400);
    for (const path of ['/auth/forgot-password', '/auth/request-verify-token']) {
      const res = await call(server, 'POST', path, { json: { email: `a${NUL}@b.uz` } });
      expect(res.status, path).toBe(400);
    }
  });

  it('profile update, calendar query and admin search', async () => {
    const profile = await call(server, 'PATCH', '/users/me/update', {
      token: userToken,
      json: { first_name: NUL },
    });
    expect(profile.status).toBe(400);
    const calendar = await call(server, 'GET', '/economic_calendar', {
      token: userToken,
      query: { query: NUL },
    });
    expect(calendar.status).toBe(400);
    const search = await call(server, 'GET', '/admin/users', {
      token: adminToken,
      query: { search: NUL },
    });
    expect(search.status).toBe(400);
  });

  it('a NUL in a nested field or a key is found too', async () => {
    const res = await call(server, 'POST', '/auth/register', {
      json: { [`x${NUL}`]: 1, first_name: 'Aziz' },
    });
    expect(res.status).toBe(400);
  });
});

describe('F8: out-of-range integers answer 400 or 404, never 500', () => {
  it('a signal id beyond any integer', async () => {
    const res = await call(server, 'GET', '/signal/99999999999999999999', { token: userToken });
    expect([400, 404]).toContain(res.status);
  });

  it('a ledger page of 1e20', async () => {
    const res = await call(server, 'GET', '/users/me/ledger', {
      token: userToken,
      query: { page: '1e20' },
    });
    expect([400, 404]).toContain(res.status);
  });

  it('an admin user id beyond bigint', async () => {
    const res = await call(server, 'GET', '/admin/users/99999999999999999999', {
      token: adminToken,
    });
    expect([400, 404]).toContain(res.status);
  });
});

describe('F2: one extreme admin-entered price cannot break the signals list', () => {
  const input: SignalInput = {
    symbol: 'XAUUSD',
    type: 'buy',
    asset_type: 'commodities',
    entry_price: 2650,
    stop_loss: 2640,
    take_profit: 2700,
    timeframe: 'H4',
  };

  it('a price of 1e308 is refused with 400 and nothing is stored', async () => {
    const before = await call<{ result: { total: number } }>(server, 'GET', '/signal/all', {
      token: userToken,
    });
    const res = await call(server, 'POST', '/admin/signals', {
      token: adminToken,
      json: { ...input, take_profit: 1e308 },
    });
    expect(res.status).toBe(400);
    const after = await call<{ result: { total: number } }>(server, 'GET', '/signal/all', {
      token: userToken,
    });
    expect(after.body.result.total).toBe(before.body.result.total);
  });

  it('a stored row with extreme prices never makes the list fail; its figures are null', async () => {
    // Written past the API, as an old row or a direct database edit could be.
    const row = await insertSignal(server.db, {
      ...input,
      symbol: 'EXTREME',
      entry_price: 1e-300,
      take_profit: 1e300,
      stop_loss: 1e-301,
    });
    const list = await call<{ result: { data: TradingSignal[] } }>(server, 'GET', '/signal/all', {
      token: adminToken,
    });
    expect(list.status).toBe(200);
    const shown = list.body.result.data.find((s) => s.id === row.id);
    expect(shown?.potential_profit).toBeNull();
    expect(shown?.risk_reward_ratio).toBeNull();
    const one = await call(server, 'GET', `/signal/${row.id}`, { token: adminToken });
    expect(one.status).toBe(200);
    for (const path of ['/signal/performance-stats', '/dashboard/trading-signal/stats']) {
      const stats = await call(server, 'GET', path, { token: userToken });
      expect(stats.status, path).toBe(200);
    }
  });
});

describe('F9: a truncated multipart body answers 400', () => {
  it('PATCH /users/me/update/image with the body cut off mid-file', async () => {
    const boundary = '----savdo-test-boundary';
    const body =
      `--${boundary}\r\n` +
      'Content-Disposition: form-data; name="file"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\n' +
      '\x89PNG\r\n\x1a\n partial bytes with no closing boundary';
    const res = await call(server, 'PATCH', '/users/me/update/image', {
      token: userToken,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
  });

  it('a multipart body with a broken boundary', async () => {
    const res = await call(server, 'PATCH', '/users/me/update/image', {
      token: userToken,
      body: 'not multipart at all',
      headers: { 'content-type': 'multipart/form-data; boundary=' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('F10: answers that carry tokens are never cached', () => {
  it('login and refresh answer Cache-Control: no-store', async () => {
    const user = await makeUser(server, {});
    const login = await call<{ refresh_token: string }>(server, 'POST', '/auth/jwt/login', {
      form: { username: user.username, password: 'secret123' },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toContain('no-store');
    const refresh = await call(server, 'POST', '/auth/refresh', {
      query: { token: login.body.refresh_token },
    });
    expect(refresh.status).toBe(200);
    expect(refresh.headers.get('cache-control')).toContain('no-store');
  });
});

describe('F1: a ban or deactivation reaches an open live socket', () => {
  it('banning a Pro user closes their sockets, and a premium signal then reaches them nowhere', async () => {
    const plan = await insertPlan(server.db, {
      name: `Pro F1 ${Date.now()}`,
      level: 2,
      price: 249_000,
      duration_days: 30,
    });
    const pro = await makeUser(server, { is_verified: true });
    await grantSubscription(server.db, pro.id, plan.id, 30);
    const other = await makeUser(server, { is_verified: true });
    await grantSubscription(server.db, other.id, plan.id, 30);
    const proToken = (await signInAs(server, pro.username, 'secret123')).access_token;
    const otherToken = (await signInAs(server, other.username, 'secret123')).access_token;
    const proSocket = openLive(server.baseUrl, proToken);
    const otherSocket = openLive(server.baseUrl, otherToken);
    try {
      await Promise.all([proSocket.next('hello'), otherSocket.next('hello')]);
      const ban = await call(server, 'PATCH', `/admin/users/${pro.id}`, {
        token: adminToken,
        json: { is_banned: true },
      });
      expect(ban.status).toBe(200);
      expect(await proSocket.next('session.revoked')).toEqual({ type: 'session.revoked' });
      expect((await proSocket.closed).code).toBe(4401);
      // The full-form audience of a premium signal leaves the banned holder out.
      const ids = await userIdsWithPlanLevel(server.db, 2);
      expect(ids).toContain(other.id);
      expect(ids).not.toContain(pro.id);
      await pause(100);
      expect(otherSocket.events.some((e) => e.type === 'session.revoked')).toBe(false);
    } finally {
      proSocket.close();
      otherSocket.close();
    }
  });

  it('deactivating closes the sockets too, and an inactive holder is left out', async () => {
    const plan = await insertPlan(server.db, {
      name: `VIP F1 ${Date.now()}`,
      level: 3,
      price: 499_000,
      duration_days: 30,
    });
    const vip = await makeUser(server, { is_verified: true });
    await grantSubscription(server.db, vip.id, plan.id, 30);
    const socket = openLive(
      server.baseUrl,
      (await signInAs(server, vip.username, 'secret123')).access_token,
    );
    try {
      await socket.next('hello');
      await call(server, 'PATCH', `/admin/users/${vip.id}`, {
        token: adminToken,
        json: { is_active: false },
      });
      expect((await socket.closed).code).toBe(4401);
      expect(await userIdsWithPlanLevel(server.db, 3)).not.toContain(vip.id);
    } finally {
      socket.close();
    }
  });
});

describe('F6: changing the password ends every other session', () => {
  it('the other device is signed out (refresh refused, socket told); this one stays', async () => {
    const user = await makeUser(server, { is_verified: true });
    const here = await signInAs(server, user.username, 'secret123');
    const there = await signInAs(server, user.username, 'secret123');
    const thereSocket = openLive(server.baseUrl, there.access_token);
    try {
      await thereSocket.next('hello');
      const change = await call(server, 'PATCH', '/users/me/set-password', {
        token: here.access_token,
        json: { password: 'brand-new-1', current_password: 'secret123' },
      });
      expect(change.status).toBe(200);
      expect(await thereSocket.next('session.revoked')).toEqual({ type: 'session.revoked' });
      const refreshThere = await call(server, 'POST', '/auth/refresh', {
        query: { token: there.refresh_token },
      });
      expect(refreshThere.status).toBe(401);
      const refreshHere = await call(server, 'POST', '/auth/refresh', {
        query: { token: here.refresh_token },
      });
      expect(refreshHere.status).toBe(200);
    } finally {
      thereSocket.close();
    }
  });
});

describe('F11: with no mail server, links reach the log only in development', () => {
  const message = {
    to: 'a@b.uz',
    subject: 'Reset your Savdo password',
    text: 'Open this link',
    link: 'http://savdo.test/auth/reset-password?token=pr_secret',
  };
  function capture() {
    const lines: string[] = [];
    const logger = { info: (_obj: unknown, line: string) => lines.push(line) };
    return { lines, logger: logger as unknown as Parameters<typeof createLogMailer>[0] };
  }

  it('outside development the log names the mail but withholds the link', async () => {
    const { lines, logger } = capture();
    await createLogMailer(logger).send(message);
    expect(lines.join('\n')).not.toContain('pr_secret');
    expect(lines.join('\n')).toContain(LINK_WITHHELD);
  });

  it('in development (or with the flag) the link is there', async () => {
    const { lines, logger } = capture();
    await createLogMailer(logger, { showLinks: true }).send(message);
    expect(lines.join('\n')).toContain('pr_secret');
  });

  it('the flag follows NODE_ENV and SAVDO_MAIL_LINKS_IN_LOG', () => {
    const cfg = (env: Record<string, string>) =>
      loadConfig({ JWT_SECRET: 'x'.repeat(40), SAVDO_DATA_DIR: '/tmp/savdo-f11', ...env }, '/tmp')
        .mailLinksInLog;
    expect(cfg({})).toBe(false);
    expect(cfg({ NODE_ENV: 'production' })).toBe(false);
    expect(cfg({ NODE_ENV: 'development' })).toBe(true);
    expect(cfg({ NODE_ENV: 'development', SAVDO_MAIL_LINKS_IN_LOG: '0' })).toBe(false);
    expect(cfg({ NODE_ENV: 'production', SAVDO_MAIL_LINKS_IN_LOG: '1' })).toBe(true);
  });
});

describe('F4: rate limits on the expensive unauthenticated calls', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer(
      {
        rateLimits: {
          registerPerAddress: 3,
          signInPerAddress: 4,
          mailPerTarget: 2,
          mailPerAddress: 50,
        },
      },
      { db: server.db },
    );
  });
  afterAll(async () => {
    await limited?.app.close();
  });

  it('registrations from one address: 429 with Retry-After past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await call(limited, 'POST', '/auth/register', {
        json: {
          first_name: 'Aziz',
          last_name: 'Karimov',
          email: `f4-${Date.now()}-${i}@example.com`,
          password: 'secret123',
        },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('sign-ins from one address, right or wrong, are counted', async () => {
    const user = await makeUser(limited, {});
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await call(limited, 'POST', '/auth/jwt/login', {
        form: { username: user.username, password: 'secret123' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('reset mails to one address stop after the limit; another address is not affected', async () => {
    const target = await makeUser(limited, {});
    const before = limited.mail.length;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await call(limited, 'POST', '/auth/forgot-password', {
        json: { email: target.email },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 429, 429]);
    expect(limited.mail.length - before).toBe(2);
    const other = await makeUser(limited, {});
    const res = await call(limited, 'POST', '/auth/request-verify-token', {
      json: { email: other.email },
    });
    expect(res.status).toBe(202);
  });

  it('password hashing runs at most half the cores at once; the rest waits its turn', async () => {
    const { hashPassword, hashQueue, MAX_PARALLEL_HASHES } =
      await import('../features/auth/passwords');
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, hashQueue().running)), 1);
    await Promise.all(Array.from({ length: 6 }, () => hashPassword('x', { N: 1024, r: 8, p: 1 })));
    clearInterval(watch);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_PARALLEL_HASHES);
    expect(hashQueue()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('every error carries a stable code and speaks the asked language', () => {
  it('sign-in failure in uz, ru and en, with the same code', async () => {
    const ask = (lang: string) =>
      call<{ message: string; code: string }>(server, 'POST', '/auth/jwt/login', {
        form: { username: 'nobody-here', password: 'wrong-one' },
        headers: { 'accept-language': lang },
      });
    const [uz, ru, en] = await Promise.all([ask('uz'), ask('ru-RU,ru;q=0.9'), ask('en-US')]);
    expect(uz.body).toEqual({
      message: "Foydalanuvchi nomi yoki parol noto'g'ri",
      code: 'auth.bad_credentials',
    });
    expect(ru.body.message).toBe('Неверное имя пользователя или пароль');
    expect(en.body).toEqual({
      message: 'Incorrect username or password',
      code: 'auth.bad_credentials',
    });
  });

  it('field errors: localized messages and a code per field', async () => {
    const res = await call<{ detail: Record<string, string>; fields: Record<string, string> }>(
      server,
      'POST',
      '/auth/register',
      {
        json: { first_name: 'A', last_name: 'Karimov', email: 'x@y', password: '12345' },
        headers: { 'accept-language': 'uz' },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.detail.email).toBe("To'g'ri email manzilini kiriting");
    expect(res.body.fields).toMatchObject({
      first_name: 'validation.first_name',
      email: 'validation.email',
      password: 'validation.password',
    });
  });

  it('a message with a number keeps it: the throttle wait in Russian', async () => {
    const { localizeErrorMessage, errorCodeOf } = await import('@savdo/contract');
    const en = 'Too many sign-in attempts. Try again in 12 minutes.';
    expect(localizeErrorMessage(en, 'ru')).toBe(
      'Слишком много попыток входа. Повторите через 12 мин.',
    );
    expect(errorCodeOf(en, 429)).toBe('auth.too_many_sign_ins');
    expect(errorCodeOf('Something we never listed', 404)).toBe('not_found');
  });
});
