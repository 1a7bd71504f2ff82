// The signal and plan admin commands (decision 16: whatever an admin does is possible from the
// command line; each signal change pushed live) and the demo signals of the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, Page, SignalPerformanceStats, TradingSignal } from '@savdo/contract';
import { seedDemo } from '../../index';
import { listUserSubscriptions } from '../plans/repository';
import { findUserByUsername } from '../users/repository';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
  runAdminOn,
} from '../../../../../tests/kit/server/helpers';
import { openLive, type LiveClient } from '../../../../../tests/kit/server/live-client';

let server: TestServer;
const clients: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db);
});

afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

const admin = (...argv: string[]) => runAdminOn(server.db, ...argv);

type Feed = { result: Page<TradingSignal> };

/** A signed-in viewer without a plan (the signal calls need a session or a partner key). */
async function viewerToken(): Promise<string> {
  const user = await makeUser(server);
  return (await signInAs(server, user.username, 'secret123')).access_token;
}

describe('demo seed: plans and signals', () => {
  it('seeds 36 signals over the last 30 days in every asset type, free and premium, and is idempotent', async () => {
    const token = await viewerToken();
    const feed = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
    expect(feed.body.result.total).toBe(36);
    const data = feed.body.result.data;
    expect(new Set(data.map((s) => s.asset_type))).toEqual(
      new Set(['crypto', 'forex', 'stocks', 'commodities']),
    );
    expect(new Set(data.map((s) => s.status))).toEqual(
      new Set(['pending', 'active', 'closed', 'cancelled']),
    );
    expect(data.some((s) => s.is_premium)).toBe(true);
    expect(data.some((s) => !s.is_premium)).toBe(true);
    const oldest = Math.min(...data.map((s) => Date.parse(s.created_at)));
    expect(Date.now() - oldest).toBeLessThan(30 * 24 * 3_600_000);
    await seedDemo(server.db);
    const again = await call<Feed>(server, 'GET', '/signal/all', { token });
    expect(again.body.result.total).toBe(36);
  });

  it('every demo signal has an analysis text and a chart picture the server serves', async () => {
    const token = (await signInAs(server, 'admin', 'admin123')).access_token;
    const feed = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
    for (const s of feed.body.result.data) {
      expect(s.description).toBeTruthy();
      expect(s.chart_image).toMatch(/^\/api\/v1\/files\//);
    }
    const image = await fetch(new URL(feed.body.result.data[0]!.chart_image!, server.baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('the demo trader holds Pro: Pro signals open, VIP ones locked', async () => {
    const trader = await findUserByUsername(server.db, 'trader');
    expect((await listUserSubscriptions(server.db, trader!.id)).map((s) => s.plan_name)).toEqual([
      'Pro',
    ]);
    const token = (await signInAs(server, 'trader', 'trader123')).access_token;
    const feed = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
    const premium = feed.body.result.data.filter((s) => s.is_premium);
    expect(premium.some((s) => s.locked)).toBe(true);
    expect(premium.some((s) => !s.locked)).toBe(true);
  });

  it('the demo period has closed signals with a win rate near two in three', async () => {
    const res = await call<{ result: SignalPerformanceStats }>(
      server,
      'GET',
      '/signal/performance-stats',
      { token: await viewerToken() },
    );
    expect(res.body.result.closed_signals).toBeGreaterThan(15);
    expect(res.body.result.win_rate).toBeGreaterThan(55);
    expect(res.body.result.win_rate).toBeLessThan(80);
  });
});

describe('npm run admin -- signal-* and plan-*', () => {
  it('signal-publish creates a signal and pushes it live; signal-activate, -close and -cancel move it', async () => {
    const client = openLive(server.baseUrl);
    clients.push(client);
    await client.next('hello');
    const published = await admin(
      'signal-publish',
      'ethusdt',
      'buy',
      'crypto',
      '--entry',
      '3450',
      '--stop',
      '3380',
      '--target',
      '3600',
      '--timeframe',
      'H4',
    );
    expect(published.err).toBe('');
    expect(published.code).toBe(0);
    const id = Number(/#(\d+)/.exec(published.out)?.[1]);
    expect(published.out).toContain('ETHUSDT buy crypto pending/waiting');
    const created = (await client.next('signal.created')) as Extract<
      LiveEvent,
      { type: 'signal.created' }
    >;
    expect(created.signal).toMatchObject({ id, symbol: 'ETHUSDT', entry_price: 3450 });

    expect((await admin('signal-activate', String(id))).out).toContain('active/waiting');
    expect((await admin('signal-close', String(id), 'profit')).out).toContain('closed/profit');
    const updated = (await client.next('signal.updated')) as Extract<
      LiveEvent,
      { type: 'signal.updated' }
    >;
    expect(updated.signal.id).toBe(id);

    const other = await admin(
      'signal-publish',
      'EURUSD',
      'sell',
      'forex',
      '--entry',
      '1.08',
      '--stop',
      '1.09',
      '--target',
      '1.06',
      '--active',
    );
    const otherId = Number(/#(\d+)/.exec(other.out)?.[1]);
    expect((await admin('signal-cancel', String(otherId))).out).toContain('cancelled/waiting');
  });

  it('signal-publish --premium names the plan; levels on the wrong side are refused with exit code 2', async () => {
    const premium = await admin(
      'signal-publish',
      'BTCUSDT',
      'sell',
      'crypto',
      '--entry',
      '97000',
      '--stop',
      '98000',
      '--target',
      '95000',
      '--premium',
      'VIP',
    );
    expect(premium.code).toBe(0);
    expect(premium.out).toMatch(/premium\(plan \d+\)/);
    const wrong = await admin(
      'signal-publish',
      'BTCUSDT',
      'buy',
      'crypto',
      '--entry',
      '97000',
      '--stop',
      '98000',
      '--target',
      '99000',
    );
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('For a buy, stop_loss must be below entry_price');
    const noPlan = await admin(
      'signal-publish',
      'BTCUSDT',
      'buy',
      'crypto',
      '--entry',
      '1',
      '--stop',
      '0.5',
      '--target',
      '2',
      '--premium',
      'Gold',
    );
    expect(noPlan.code).toBe(2);
  });

  it('signal-close refuses a result other than profit or loss, and a signal that is not active', async () => {
    expect((await admin('signal-close', '1', 'maybe')).code).toBe(2);
    const pending = await admin(
      'signal-publish',
      'AAPL',
      'buy',
      'stocks',
      '--entry',
      '228',
      '--stop',
      '220',
      '--target',
      '240',
    );
    const id = /#(\d+)/.exec(pending.out)?.[1] ?? '';
    const res = await admin('signal-close', id, 'loss');
    expect(res.code).toBe(2);
    expect(res.err).toContain('is pending: it cannot be closed');
  });

  it('plan-list, plan-grant and plan-revoke manage who sees premium levels', async () => {
    expect((await admin('plan-list')).out).toMatch(
      /Basic level 1[\s\S]*Pro level 2[\s\S]*VIP level 3/,
    );
    const user = await makeUser(server);
    const granted = await admin('plan-grant', user.username, 'VIP', '--days', '10');
    expect(granted.code).toBe(0);
    expect(granted.out).toContain(`${user.username} has VIP until`);
    const token = (await signInAs(server, user.username, 'secret123')).access_token;
    const open = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
    expect(open.body.result.data.filter((s) => s.is_premium).every((s) => !s.locked)).toBe(true);
    expect((await admin('plan-revoke', user.username, 'VIP')).out).toContain(
      '1 subscription(s) ended',
    );
    const closed = await call<Feed>(server, 'GET', '/signal/all', {
      token,
      query: { limit: '100' },
    });
    // Only open ones: a closed signal shows its levels to everyone (decision 0304).
    const stillOpen = closed.body.result.data.filter((s) => s.is_premium && s.status !== 'closed');
    expect(stillOpen.length).toBeGreaterThan(0);
    expect(stillOpen.every((s) => s.locked)).toBe(true);
  });
});
