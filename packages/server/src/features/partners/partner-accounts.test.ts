// Partner accounts and the /partner portal (docs/embedding.md, "Partner portal", "What usage
// counts", "Referrals"; docs/decisions/0320-partner-accounts-and-hashed-keys.md and
// 0321-partner-usage-and-referrals.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNER_KEY_HEADER,
  type AdminPartnerApplication,
  type PartnerApplication,
  type PartnerKey,
  type PartnerKeyCreated,
  type PartnerReferralDay,
  type PartnerUsageRow,
} from '@savdo/contract';
import { UNKNOWN_PARTNER_MESSAGE } from './public-access';
import { NOT_APPROVED_MESSAGE } from './applications';
import { withinReferralWindow } from './referrals';
import { widgetOfRoute } from './usage';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  unique,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { paymeCall, topUpOrder } from '../../../../../tests/kit/server/provider-calls';

let server: TestServer;
let adminToken: string;
const ORIGIN = 'https://news.partner.example';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  const boss = await makeUser(server, { role: 'admin' });
  adminToken = (await signInAs(server, boss.username, 'secret123')).access_token;
});
afterAll(async () => {
  await server?.close();
});

async function signedInUser(): Promise<{ id: number; token: string }> {
  const user = await makeUser(server, { is_verified: true });
  return { id: user.id, token: (await signInAs(server, user.username, 'secret123')).access_token };
}

const application = { site_name: 'Kun news', site_url: 'https://kun.example/uz', note: 'Markets' };

async function apply(token: string) {
  return call<{ result: PartnerApplication }>(server, 'POST', '/partner/application', {
    token,
    json: application,
  });
}

/** A user whose application an admin approved: the partner and their account. */
async function approvedPartner(): Promise<{ token: string; account: PartnerApplication }> {
  const user = await signedInUser();
  const applied = await apply(user.token);
  const approved = await call<{ result: AdminPartnerApplication }>(
    server,
    'POST',
    `/admin/partner-applications/${applied.body.result.id}/approve`,
    { token: adminToken },
  );
  expect(approved.status).toBe(200);
  return { token: user.token, account: approved.body.result };
}

async function createKey(token: string, origins = [ORIGIN]) {
  return call<{ result: PartnerKeyCreated }>(server, 'POST', '/partner/keys', {
    token,
    json: { name: 'Main site', allowed_origins: origins },
  });
}

function calendarFrom(key: string, origin = ORIGIN) {
  return call(server, 'GET', '/economic_calendar', {
    headers: { [PARTNER_KEY_HEADER]: key, origin },
    query: { date_filter: 'today' },
  });
}

describe('apply, approve, reject', () => {
  it('a signed-in user applies and sees the application pending; a second application is refused', async () => {
    const user = await signedInUser();
    expect((await call(server, 'GET', '/partner/application', { token: user.token })).body).toEqual(
      {
        result: null,
      },
    );
    const applied = await apply(user.token);
    expect(applied.status).toBe(200);
    expect(applied.body.result).toMatchObject({ ...application, status: 'pending', reason: '' });
    expect(applied.body.result.ref).toMatch(/^p_/);
    expect((await apply(user.token)).status).toBe(409);
    expect((await call(server, 'POST', '/partner/application', { json: application })).status).toBe(
      401,
    );
  });

  it('an application with a bad site address is refused with a clear message', async () => {
    const user = await signedInUser();
    const res = await call(server, 'POST', '/partner/application', {
      token: user.token,
      json: { ...application, site_url: 'kun' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'The site address looks like https://news.example.uz',
    });
  });

  it('an admin sees pending applications and approves one (audited); deciding twice is refused', async () => {
    const user = await signedInUser();
    const applied = await apply(user.token);
    const list = await call<{ result: AdminPartnerApplication[] }>(
      server,
      'GET',
      '/admin/partner-applications',
      { token: adminToken },
    );
    expect(list.body.result.find((a) => a.id === applied.body.result.id)).toMatchObject({
      status: 'pending',
      user_id: user.id,
    });
    const path = `/admin/partner-applications/${applied.body.result.id}/approve`;
    expect((await call(server, 'POST', path, { token: user.token })).status).toBe(403);
    expect((await call(server, 'POST', path, { token: adminToken })).status).toBe(200);
    expect((await call(server, 'POST', path, { token: adminToken })).status).toBe(409);
    const mine = await call<{ result: PartnerApplication }>(server, 'GET', '/partner/application', {
      token: user.token,
    });
    expect(mine.body.result.status).toBe('approved');
    const audit = await server.db.query<{ action: string }>(
      `SELECT action FROM admin_audit WHERE entity = 'partner_application' AND entity_id = $1`,
      [String(applied.body.result.id)],
    );
    expect(audit.rows.map((r) => r.action)).toContain('partner_application.approve');
  });

  it('a rejected applicant sees the reason, and may apply again', async () => {
    const user = await signedInUser();
    const applied = await apply(user.token);
    const path = `/admin/partner-applications/${applied.body.result.id}/reject`;
    expect(
      (await call(server, 'POST', path, { token: adminToken, json: { reason: '' } })).status,
    ).toBe(400);
    expect(
      (await call(server, 'POST', path, { token: adminToken, json: { reason: 'No site yet' } }))
        .status,
    ).toBe(200);
    const mine = await call<{ result: PartnerApplication }>(server, 'GET', '/partner/application', {
      token: user.token,
    });
    expect(mine.body.result).toMatchObject({ status: 'rejected', reason: 'No site yet' });
    const again = await apply(user.token);
    expect(again.body.result).toMatchObject({ status: 'pending', reason: '' });
    expect(again.body.result.ref).toBe(applied.body.result.ref);
  });

  it("an admin grants the partnership straight from a user's page", async () => {
    const user = await signedInUser();
    const granted = await call<{ result: AdminPartnerApplication }>(
      server,
      'POST',
      `/admin/users/${user.id}/partner`,
      { token: adminToken },
    );
    expect(granted.body.result).toMatchObject({ status: 'approved', user_id: user.id });
    expect((await createKey(user.token)).status).toBe(200);
  });
});

describe('keys in the portal', () => {
  it('only approved partners manage keys: no application or a pending one is 403', async () => {
    const stranger = await signedInUser();
    const refused = await createKey(stranger.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: NOT_APPROVED_MESSAGE });
    await apply(stranger.token);
    expect((await createKey(stranger.token)).status).toBe(403);
    expect((await call(server, 'GET', '/partner/keys', { token: stranger.token })).status).toBe(
      403,
    );
    expect((await call(server, 'GET', '/partner/usage', { token: stranger.token })).status).toBe(
      403,
    );
  });

  it('origins are validated: scheme, host and optional port, no path', async () => {
    const { token } = await approvedPartner();
    for (const bad of ['https://news.example/page', 'news.example', 'ftp://news.example']) {
      const res = await createKey(token, [bad]);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({
        message: 'An allowed origin looks like https://partner.example (no path)',
      });
    }
    const ok = await createKey(token, ['https://news.example:8443', 'http://Local.Example']);
    expect(ok.body.result.allowed_origins).toEqual([
      'https://news.example:8443',
      'http://local.example',
    ]);
  });

  it('the key is shown once: at creation, never in the list, and the database keeps only its hash', async () => {
    const { token } = await approvedPartner();
    const created = await createKey(token);
    const key = created.body.result.key;
    expect(key).toMatch(/^pk_/);
    const list = await call<{ result: PartnerKey[] }>(server, 'GET', '/partner/keys', { token });
    expect(list.body.result.map((k) => k.id)).toEqual([created.body.result.id]);
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(list.body.result[0]?.key_prefix).toBe(key.slice(0, 7));
    const stored = await server.db.query('SELECT * FROM partner_keys WHERE id = $1', [
      created.body.result.id,
    ]);
    expect(JSON.stringify(stored.rows)).not.toContain(key);
    expect((await calendarFrom(key)).status).toBe(200);
  });

  it('rotate gives a new key and the old one stops at once', async () => {
    const { token } = await approvedPartner();
    const created = await createKey(token);
    const rotated = await call<{ result: PartnerKeyCreated }>(
      server,
      'POST',
      `/partner/keys/${created.body.result.id}/rotate`,
      { token },
    );
    expect(rotated.body.result.key).not.toBe(created.body.result.key);
    const old = await calendarFrom(created.body.result.key);
    expect(old.status).toBe(403);
    expect(old.body).toMatchObject({ message: UNKNOWN_PARTNER_MESSAGE });
    expect((await calendarFrom(rotated.body.result.key)).status).toBe(200);
  });

  it('revoke stops the key at once; a revoked key cannot be rotated', async () => {
    const { token } = await approvedPartner();
    const created = await createKey(token);
    const path = `/partner/keys/${created.body.result.id}`;
    expect((await call(server, 'DELETE', path, { token })).status).toBe(200);
    expect((await calendarFrom(created.body.result.key)).status).toBe(403);
    expect((await call(server, 'POST', `${path}/rotate`, { token })).status).toBe(409);
  });

  it("edits a key's allowed origins; another partner's key is not found", async () => {
    const { token } = await approvedPartner();
    const created = await createKey(token);
    const path = `/partner/keys/${created.body.result.id}/origins`;
    const moved = await call<{ result: PartnerKey }>(server, 'PUT', path, {
      token,
      json: { allowed_origins: ['https://other.example'] },
    });
    expect(moved.body.result.allowed_origins).toEqual(['https://other.example']);
    expect((await calendarFrom(created.body.result.key)).status).toBe(403);
    expect((await calendarFrom(created.body.result.key, 'https://other.example')).status).toBe(200);
    const other = await approvedPartner();
    const json = { allowed_origins: ['https://steal.example'] };
    expect((await call(server, 'PUT', path, { token: other.token, json })).status).toBe(404);
    expect(
      (
        await call(server, 'DELETE', `/partner/keys/${created.body.result.id}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('usage', () => {
  it('widget loads are counted per hour, origin and widget from keyed public calls only', async () => {
    const { token } = await approvedPartner();
    const created = await createKey(token, [ORIGIN, 'https://second.example']);
    const key = created.body.result.key;
    await calendarFrom(key);
    await calendarFrom(key);
    await calendarFrom(key, 'https://second.example');
    const headers = { [PARTNER_KEY_HEADER]: key, origin: ORIGIN };
    await call(server, 'GET', '/signal/all', { headers });
    // Not loads, or not keyed: a refused origin, a signed-in user's call, a detail call.
    await calendarFrom(key, 'https://copycat.example');
    await call(server, 'GET', '/economic_calendar', { token, query: { date_filter: 'today' } });
    await call(server, 'GET', '/signal/performance-stats', { headers });

    const hourly = await server.db.query<{ origin: string; widget: string; count: number }>(
      'SELECT origin, widget, count FROM partner_usage_hourly WHERE key_id = $1 ORDER BY 1, 2',
      [created.body.result.id],
    );
    expect(hourly.rows.map((r) => [r.origin, r.widget, Number(r.count)])).toEqual([
      ['https://news.partner.example', 'economic-calendar', 2],
      ['https://news.partner.example', 'signals', 1],
      ['https://second.example', 'economic-calendar', 1],
    ]);
    const usage = await call<{ result: PartnerUsageRow[] }>(server, 'GET', '/partner/usage', {
      token,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.body.result).toEqual([
      {
        day: today,
        key_id: created.body.result.id,
        origin: ORIGIN,
        widget: 'economic-calendar',
        count: 2,
      },
      { day: today, key_id: created.body.result.id, origin: ORIGIN, widget: 'signals', count: 1 },
      {
        day: today,
        key_id: created.body.result.id,
        origin: 'https://second.example',
        widget: 'economic-calendar',
        count: 1,
      },
    ]);
  });

  it('only the list calls are loads, named by widget', () => {
    expect(widgetOfRoute('/api/v1/economic_calendar')).toBe('economic-calendar');
    expect(widgetOfRoute('/api/v1/signal/all')).toBe('signals');
    expect(widgetOfRoute('/api/v1/signal/:id')).toBeNull();
  });
});

describe('referrals', () => {
  async function register(sent: Record<string, string>): Promise<number> {
    const email = `${unique('ref')}@example.com`;
    const res = await call<{ result: { id: number } }>(server, 'POST', '/auth/register', {
      json: { first_name: 'Aziz', last_name: 'Karimov', email, password: 'secret1234', ...sent },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.result.id;
  }

  async function referralsOf(token: string): Promise<PartnerReferralDay[]> {
    return (
      await call<{ result: PartnerReferralDay[] }>(server, 'GET', '/partner/referrals', { token })
    ).body.result;
  }

  it('a sign-up within 30 days of following the link is attributed; outside, or an unknown ref, is not', async () => {
    const { token, account } = await approvedPartner();
    const now = Date.now();
    const inside = await register({
      ref: account.ref,
      ref_seen_at: new Date(now - 29 * DAY_MS).toISOString(),
    });
    await register({ ref: account.ref, ref_seen_at: new Date(now - 31 * DAY_MS).toISOString() });
    await register({ ref: 'p_unknown123', ref_seen_at: new Date(now).toISOString() });
    await register({});
    const rows = await server.db.query<{ user_id: number }>(
      'SELECT user_id FROM partner_referrals WHERE partner_id = $1',
      [account.id],
    );
    expect(rows.rows.map((r) => Number(r.user_id))).toEqual([inside]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await referralsOf(token)).toEqual([{ day: today, sign_ups: 1, first_top_ups: 0 }]);
  });

  it('the window is 30 days from following the link (with a little clock skew)', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    expect(withinReferralWindow(new Date(now.getTime() - 30 * DAY_MS), now)).toBe(true);
    expect(withinReferralWindow(new Date(now.getTime() - 30 * DAY_MS - 1), now)).toBe(false);
    expect(withinReferralWindow(new Date(now.getTime() + 60_000), now)).toBe(true);
    expect(withinReferralWindow(new Date(now.getTime() + DAY_MS), now)).toBe(false);
    expect(withinReferralWindow(new Date('not a date'), now)).toBe(false);
  });

  it("a referred user's first top-up is counted once; partners see counts, never who", async () => {
    const { token, account } = await approvedPartner();
    const userId = await register({ ref: account.ref, ref_seen_at: new Date().toISOString() });
    await server.db.query('UPDATE users SET is_verified = true WHERE id = $1', [userId]);
    const username = (
      await server.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
        userId,
      ])
    ).rows[0]!.username;
    const userToken = (await signInAs(server, username, 'secret1234')).access_token;
    for (let i = 0; i < 2; i += 1) {
      const orderId = await topUpOrder(server, userToken, 'payme', 12_000);
      const id = `t${i}${Date.now()}`.padEnd(24, '0');
      const account = { order_id: orderId };
      await paymeCall(server, 'CreateTransaction', {
        id,
        time: Date.now(),
        amount: 1_200_000,
        account,
      });
      const performed = await paymeCall(server, 'PerformTransaction', { id });
      expect(performed.body.result).toMatchObject({ state: 2 });
    }
    const days = await referralsOf(token);
    expect(days).toEqual([
      { day: new Date().toISOString().slice(0, 10), sign_ups: 1, first_top_ups: 1 },
    ]);
    expect(JSON.stringify(days)).not.toContain(username);
  });
});
