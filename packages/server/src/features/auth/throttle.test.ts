// Sign-in throttling per account and per address: a brute-force attempt gets 429, not a hint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  makeUser,
  startTestServer,
  unique,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
beforeAll(async () => {
  // The address limit is high here: every test signs in from 127.0.0.1. It has its own test.
  server = await startTestServer({
    throttle: { accountMaxFailures: 3, addressMaxFailures: 1000, windowSeconds: 600 },
  });
});
afterAll(async () => {
  await server?.close();
});

const login = (username: string, password: string) =>
  call(server, 'POST', '/auth/jwt/login', { form: { username, password } });

describe('login throttling', () => {
  it('after too many failures for one account even the right password gets 429, with Retry-After', async () => {
    const user = await makeUser(server);
    for (let i = 0; i < 3; i += 1)
      expect((await login(user.username, 'wrong-one')).status).toBe(400);
    const res = await login(user.username, 'secret123');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      message: 'Too many sign-in attempts. Try again in 10 minutes.',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
  });

  it('F5 (docs/decisions/0090-holding-under-abuse.md): one counter per account: failures typed as the email count for the username too', async () => {
    const user = await makeUser(server);
    for (let i = 0; i < 3; i += 1) await login((user.email ?? '').toUpperCase(), 'wrong-one');
    expect((await login(user.email ?? '', 'secret123')).status).toBe(429);
    expect((await login(user.username, 'secret123')).status).toBe(429);
  });

  it('a successful sign-in forgives earlier failures of the account', async () => {
    const user = await makeUser(server);
    await login(user.username, 'wrong-one');
    await login(user.username, 'wrong-one');
    expect((await login(user.username, 'secret123')).status).toBe(200);
    await login(user.username, 'wrong-one');
    await login(user.username, 'wrong-one');
    expect((await login(user.username, 'secret123')).status).toBe(200);
  });

  it('unknown accounts are throttled the same way (no hint that they do not exist)', async () => {
    const ghost = unique('ghost');
    for (let i = 0; i < 3; i += 1) expect((await login(ghost, 'wrong-one')).status).toBe(400);
    expect((await login(ghost, 'wrong-one')).status).toBe(429);
  });
});

describe('F5 (docs/decisions/0090-holding-under-abuse.md): a stranger cannot lock the owner out', () => {
  it("wrong guesses from one address lock that address for the account, not the owner's", async () => {
    const proxied = await startTestServer(
      {
        trustProxy: true,
        throttle: { accountMaxFailures: 3, addressMaxFailures: 1000, windowSeconds: 600 },
      },
      { db: server.db },
    );
    try {
      const owner = await makeUser(proxied);
      const attempt = (username: string, password: string, ip: string) =>
        call(proxied, 'POST', '/auth/jwt/login', {
          form: { username, password },
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < 3; i += 1)
        expect((await attempt(owner.username, 'wrong-one', '198.51.100.9')).status).toBe(400);
      expect((await attempt(owner.username, 'secret123', '198.51.100.9')).status).toBe(429);
      // The owner, from their own address, signs in.
      expect((await attempt(owner.username, 'secret123', '192.0.2.44')).status).toBe(200);
    } finally {
      await proxied.app.close();
    }
  });
});

describe('login throttling per address', () => {
  it('one address spraying many accounts gets 429 for every account', async () => {
    // This server trusts X-Forwarded-For so the test can act as distinct addresses.
    const proxied = await startTestServer(
      {
        trustProxy: true,
        throttle: { accountMaxFailures: 100, addressMaxFailures: 4, windowSeconds: 600 },
      },
      { db: server.db },
    );
    try {
      const victim = await makeUser(proxied);
      const attempt = (username: string, password: string, ip: string) =>
        call(proxied, 'POST', '/auth/jwt/login', {
          form: { username, password },
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < 4; i += 1)
        expect((await attempt(unique('spray'), 'wrong-one', '203.0.113.7')).status).toBe(400);
      expect((await attempt(victim.username, 'secret123', '203.0.113.7')).status).toBe(429);
      // Another address is not affected.
      expect((await attempt(victim.username, 'secret123', '203.0.113.8')).status).toBe(200);
    } finally {
      await proxied.app.close();
    }
  });
});
