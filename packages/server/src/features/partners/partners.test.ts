// Partner keys and public mode (docs/architecture.md, "Security boundaries"): the calendar answers a
// partner page whose Origin the key allows, with CORS for that origin only and a rate limit
// per key; admins create and revoke keys over the API and the command line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import {
  PARTNER_KEY_HEADER,
  PartnerKeyCreatedResultSchema,
  type PartnerKey,
  type PartnerKeyCreated,
} from '@savdo/contract';
import { createPartner } from './service';
import { ORIGIN_NOT_ALLOWED_MESSAGE, UNKNOWN_PARTNER_MESSAGE } from './public-access';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { admin } from '../../../../../tests/kit/server/calendar-support';

let server: TestServer;
let adminToken: string;
let userToken: string;
const ORIGIN = 'https://news.partner.example';

beforeAll(async () => {
  server = await startTestServer();
  const boss = await makeUser(server, { role: 'admin' });
  adminToken = (await signInAs(server, boss.username, 'secret123')).access_token;
  const user = await makeUser(server);
  userToken = (await signInAs(server, user.username, 'secret123')).access_token;
});
afterAll(async () => {
  await server?.close();
});

function fromPartner(key: string, origin: string | null = ORIGIN) {
  const headers: Record<string, string> = { [PARTNER_KEY_HEADER]: key };
  if (origin) headers.origin = origin;
  return call(server, 'GET', '/economic_calendar', { headers, query: { date_filter: 'today' } });
}

async function newKey(rate?: number, origins = [ORIGIN]): Promise<PartnerKeyCreated> {
  return createPartner(server.db, {
    name: `Partner ${Math.random()}`,
    origins,
    rateLimitPerMinute: rate,
  });
}

describe('partner keys on public calls', () => {
  it('a key from an allowed origin reads the calendar, with no bearer token', async () => {
    const partner = await newKey();
    const res = await fromPartner(partner.key);
    expect(res.status).toBe(200);
    expect(res.body).toHaveProperty('result');
  });

  it('the answer carries CORS for that origin only (Access-Control-Allow-Origin and Vary: Origin)', async () => {
    const partner = await newKey();
    const res = await fromPartner(partner.key);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res.headers.get('vary')).toMatch(/Origin/i);
  });

  it('another origin is refused with 403 and no CORS header, so its page cannot read the data', async () => {
    const partner = await newKey();
    const res = await fromPartner(partner.key, 'https://copycat.example');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: ORIGIN_NOT_ALLOWED_MESSAGE });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a key sent without an Origin (not from a browser page) is refused', async () => {
    const partner = await newKey();
    expect((await fromPartner(partner.key, null)).status).toBe(403);
  });

  it('origins compare as browsers send them (case and default port do not matter)', async () => {
    const partner = await newKey(undefined, ['HTTPS://Shop.Example:443']);
    expect(partner.allowed_origins).toEqual(['https://shop.example']);
    expect((await fromPartner(partner.key, 'https://shop.example')).status).toBe(200);
    expect((await fromPartner(partner.key, 'http://shop.example')).status).toBe(403);
  });

  it('an unknown key is refused with 403', async () => {
    const res = await fromPartner('pk_unknown');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: UNKNOWN_PARTNER_MESSAGE });
  });

  it('the preflight of a partner page allows the partner header', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/economic_calendar`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': PARTNER_KEY_HEADER.toLowerCase(),
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-savdo-partner',
    );
  });

  it('each key has its own requests-per-minute limit: over it, 429 with Retry-After', async () => {
    const limited = await newKey(3);
    const other = await newKey(3);
    for (let i = 0; i < 3; i += 1) expect((await fromPartner(limited.key)).status).toBe(200);
    const over = await fromPartner(limited.key);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('x-ratelimit-limit')).toBe('3');
    // The page can still read why: the 429 keeps its CORS answer.
    expect(over.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect((await fromPartner(other.key)).status).toBe(200);
  });
  it('the limit is one counter per key across every public call (calendar and signals)', async () => {
    const partner = await newKey(2);
    const headers = { [PARTNER_KEY_HEADER]: partner.key, origin: ORIGIN };
    expect((await call(server, 'GET', '/economic_calendar', { headers })).status).toBe(200);
    expect((await call(server, 'GET', '/signal/all', { headers })).status).toBe(200);
    expect((await call(server, 'GET', '/signal/performance-stats', { headers })).status).toBe(429);
  });
});

describe('admin API for partner keys', () => {
  it('an admin creates a key with allowed origins and a rate limit', async () => {
    const res = await call<{ result: PartnerKeyCreated }>(server, 'POST', '/admin/partners', {
      token: adminToken,
      json: {
        name: 'Daryo news',
        allowed_origins: ['https://daryo.example'],
        rate_limit_per_minute: 60,
      },
    });
    expect(res.status).toBe(200);
    expect(Compile(PartnerKeyCreatedResultSchema).Check(res.body)).toBe(true);
    expect(res.body.result).toMatchObject({
      name: 'Daryo news',
      allowed_origins: ['https://daryo.example'],
      rate_limit_per_minute: 60,
      revoked_at: null,
    });
    expect(res.body.result.key).toMatch(/^pk_[A-Za-z0-9_-]{24}$/);
  });

  it('a user may not manage keys (403); an origin with a path is refused (400)', async () => {
    const asUser = await call(server, 'GET', '/admin/partners', { token: userToken });
    expect(asUser.status).toBe(403);
    const bad = await call(server, 'POST', '/admin/partners', {
      token: adminToken,
      json: { name: 'Bad', allowed_origins: ['https://x.example/page'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'An allowed origin looks like https://partner.example (no path)',
    });
  });

  it('a revoked key stops working at once', async () => {
    const partner = await newKey();
    expect((await fromPartner(partner.key)).status).toBe(200);
    const res = await call<{ result: PartnerKey }>(
      server,
      'DELETE',
      `/admin/partners/${partner.id}`,
      { token: adminToken },
    );
    expect(res.body.result.revoked_at).not.toBeNull();
    const after = await fromPartner(partner.key);
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ message: UNKNOWN_PARTNER_MESSAGE });
  });

  it('the list shows every key by its prefix, never the key itself (shown once)', async () => {
    const partner = await newKey();
    const res = await call<{ result: PartnerKey[] }>(server, 'GET', '/admin/partners', {
      token: adminToken,
    });
    const listed = res.body.result.find((p) => p.id === partner.id);
    expect(listed?.key_prefix).toBe(partner.key.slice(0, 7));
    expect(JSON.stringify(res.body)).not.toContain(partner.key);
  });
});

describe('partner keys on the command line', () => {
  it('partner-create prints the key; partner-list lists it; partner-revoke revokes it', async () => {
    const created = await admin(
      server.db,
      'partner-create',
      'Kun.uz',
      '--origins',
      'https://kun.example, https://www.kun.example',
      '--rate',
      '30',
    );
    expect(created.code).toBe(0);
    const key = /key (pk_[A-Za-z0-9_-]+)/.exec(created.out)?.[1];
    expect(key).toBeDefined();
    expect(created.out).toContain('30/min, origins: https://kun.example https://www.kun.example');
    expect((await fromPartner(key!, 'https://www.kun.example')).status).toBe(200);

    const listed = await admin(server.db, 'partner-list');
    expect(listed.out).toContain(`key ${key!.slice(0, 7)}…`);
    expect(listed.out).not.toContain(key);

    const revoked = await admin(server.db, 'partner-revoke', key!);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toMatch(/\(revoked /);
    expect((await fromPartner(key!, 'https://kun.example')).status).toBe(403);
  });

  it('partner-create without origins is a usage error (exit 2)', async () => {
    const res = await admin(server.db, 'partner-create', 'Nobody');
    expect(res.code).toBe(2);
    expect(res.err).toContain('Give at least one allowed origin');
  });
});
