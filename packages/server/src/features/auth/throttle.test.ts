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

describe('lockout without denial (docs/decisions/0277-limits-shared-across-processes.md)', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer(
      {
        trustProxy: true,
        throttle: { accountMaxFailures: 5, addressMaxFailures: 1000, windowSeconds: 600 },
      },
      { db: server.db },
    );
  });
  afterAll(async () => {
    await proxied?.app.close();
  });

  const attempt = (username: string, password: string, ip: string, cookie?: string) =>
    call(proxied, 'POST', '/auth/jwt/login', {
      form: { username, password },
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    });

  /** 50 wrong guesses: 5 from each of 10 addresses `net`.1 to `net`.10. */
  async function spread(username: string, net: string): Promise<string[]> {
    const addresses = Array.from({ length: 10 }, (_, i) => `${net}.${i + 1}`);
    for (const ip of addresses)
      for (let i = 0; i < 5; i += 1)
        expect((await attempt(username, 'wrong-one', ip)).status, ip).toBe(400);
    return addresses;
  }

  it('50 failures over 10 addresses, then the owner signs in from an address they signed in from before', async () => {
    const owner = await makeUser(proxied);
    expect((await attempt(owner.username, 'secret123', '192.0.2.10')).status).toBe(200);
    await spread(owner.username, '198.51.100');
    // The account-wide ceiling holds new addresses off, the owner's own address is not one.
    expect((await attempt(owner.username, 'secret123', '203.0.113.200')).status).toBe(429);
    expect((await attempt(owner.username, 'secret123', '192.0.2.10')).status).toBe(200);
  });

  it("the attacker's addresses are still refused after the owner's success: a success clears only its own pair", async () => {
    const owner = await makeUser(proxied);
    expect((await attempt(owner.username, 'secret123', '192.0.2.11')).status).toBe(200);
    const attackers = await spread(owner.username, '198.51.101');
    expect((await attempt(owner.username, 'secret123', '192.0.2.11')).status).toBe(200);
    for (const ip of attackers) {
      const res = await attempt(owner.username, 'secret123', ip);
      expect(res.status, ip).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
    }
  });

  it('a device cookie from an earlier sign-in lets the owner in from a new address; a forged or foreign one does not', async () => {
    const owner = await makeUser(proxied);
    const other = await makeUser(proxied);
    const first = await attempt(owner.username, 'secret123', '192.0.2.12');
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^savdo_device=\d+\.[\w-]+; Path=\/api\/v1\/auth; .*HttpOnly/);
    const cookie = setCookie.split(';')[0] ?? '';
    const foreign = (await attempt(other.username, 'secret123', '192.0.2.13')).headers
      .get('set-cookie')
      ?.split(';')[0];
    await spread(owner.username, '198.51.102');
    expect((await attempt(owner.username, 'secret123', '203.0.113.201', foreign)).status).toBe(429);
    const forged = cookie.replace(/\.[\w-]{4}/, '.AAAA');
    expect((await attempt(owner.username, 'secret123', '203.0.113.201', forged)).status).toBe(429);
    expect((await attempt(owner.username, 'secret123', '203.0.113.201', cookie)).status).toBe(200);
  });

  it("an address's wait grows with its failures: each failure past the limit doubles it", async () => {
    const owner = await makeUser(proxied);
    const ip = '198.51.103.1';
    const waits: number[] = [];
    // Moves this address's failures back in time, as if its wait had passed.
    const age = (seconds: number) =>
      proxied.db.query(
        `UPDATE login_attempts SET created_at = created_at - make_interval(secs => $2)
         WHERE ip_address = $1`,
        [ip, seconds],
      );
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(owner.username, 'wrong-one', ip)).status).toBe(400);
    for (let round = 0; round < 3; round += 1) {
      const refused = await attempt(owner.username, 'secret123', ip);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      await age(wait + 1);
      // The wait has passed: one more guess is heard, and it is wrong.
      expect((await attempt(owner.username, 'wrong-one', ip)).status).toBe(400);
    }
    expect(waits.map((w) => Math.round(w / 60))).toEqual([10, 20, 40]);
    const last = await attempt(owner.username, 'secret123', ip);
    expect(last.body).toMatchObject({
      message: 'Too many sign-in attempts. Try again in 80 minutes.',
    });
  });
});
