// Following a copy-trading strategy (docs/decisions/0283-copy-trading-follow.md): the risk rule
// (0.5% to 1% per trade, the spec's), follower counts from follows copying now, pause, resume and
// stop, owner only, no money moved, closed request bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CopyFollowResponse,
  CopyFollowsResponse,
  CopyStrategiesResponse,
  CopyStrategyResponse,
} from '@savdo/contract';
import { buildBot, buyer } from '../../../../../tests/kit/server/algo-fixtures';
import { call, startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let strategy: number;
const GOOD = { platform: 'MT5', login: '5012345', server: 'Exness-MT5Real8', risk: 0.75 };

beforeAll(async () => {
  server = await startTestServer();
  strategy = (await buildBot(server, { name: 'Copy Me' })).id;
});
afterAll(async () => server.close());

const follow = (token: string, body: unknown = GOOD, id = strategy) =>
  call<CopyFollowResponse>(server, 'POST', `/copy-trade/strategies/${id}/follow`, {
    token,
    json: body,
  });
const act = (token: string, id: number, action: 'pause' | 'resume' | 'stop') =>
  call<CopyFollowResponse>(server, 'POST', `/copy-trade/follows/${id}/${action}`, { token });
async function followers(): Promise<number> {
  const res = await call<CopyStrategyResponse>(server, 'GET', `/copy-trade/strategies/${strategy}`);
  return res.body.result.followers;
}

describe('following a strategy', () => {
  it('a follow with risk inside 0.5–1% starts copying, in progress with a bridge key, and moves no money', async () => {
    const { user, token } = await buyer(server, 1_000_000);
    const res = await follow(token);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      strategy_id: strategy,
      state: 'copying',
      status: 'in_progress',
      platform: 'MT5',
      login: '5012345',
      risk: 0.75,
    });
    expect(res.body.result.bridge_key.length).toBeGreaterThan(20);
    const balance = await server.db.query<{ balance: number }>(
      'SELECT balance FROM users WHERE id = $1',
      [user.id],
    );
    expect(Number(balance.rows[0]?.balance)).toBe(1_000_000);
    const again = await follow(token);
    expect(again.status).toBe(409);
  });

  it.each([0.4, 1.01, 5])(
    'refuses risk %s%% naming the risk field, and stores nothing',
    async (risk) => {
      const { user, token } = await buyer(server);
      const res = await follow(token, { ...GOOD, risk });
      expect(res.status).toBe(400);
      const body = res.body as unknown as { message: string; detail: Record<string, string> };
      expect(body.detail.risk).toBe('Risk per trade must be from 0.5% to 1%');
      const rows = await server.db.query('SELECT 1 FROM copy_follows WHERE user_id = $1', [
        user.id,
      ]);
      expect(rows.rows).toHaveLength(0);
    },
  );

  it('accepts the bounds 0.5% and 1% themselves', async () => {
    for (const risk of [0.5, 1]) {
      const { token } = await buyer(server);
      expect((await follow(token, { ...GOOD, risk })).status).toBe(200);
    }
  });

  it('refuses a login that is not digits and an unknown key (closed body), naming the field', async () => {
    const { token } = await buyer(server);
    const bad = await follow(token, { ...GOOD, login: 'abc' });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { detail: Record<string, string> }).detail.login).toBeTruthy();
    const extra = await follow(token, { ...GOOD, price: 0 });
    expect(extra.status).toBe(400);
    expect((extra.body as unknown as { detail: Record<string, string> }).detail.price).toBeTruthy();
  });

  it('a bot without a live signal account is no strategy: 404', async () => {
    const { token } = await buyer(server);
    const { rows } = await server.db.query<{ id: number }>(
      `INSERT INTO algo_bots (name, author, type) VALUES ('Backtest only', 'X', 'grid') RETURNING id`,
    );
    const res = await follow(token, GOOD, rows[0]!.id);
    expect(res.status).toBe(404);
  });
});

describe('followers, pause, resume and stop', () => {
  it('the follower count counts follows copying now only (not paused, not stopped)', async () => {
    const before = await followers();
    const a = await buyer(server);
    const b = await buyer(server);
    const fa = (await follow(a.token)).body.result.id;
    const fb = (await follow(b.token)).body.result.id;
    expect(await followers()).toBe(before + 2);
    await act(a.token, fa, 'pause');
    expect(await followers()).toBe(before + 1);
    await act(b.token, fb, 'stop');
    expect(await followers()).toBe(before);
    await act(a.token, fa, 'resume');
    expect(await followers()).toBe(before + 1);
    const list = await call<CopyStrategiesResponse>(server, 'GET', '/copy-trade/strategies');
    expect(list.body.result.find((s) => s.algo_trade_id === strategy)?.followers).toBe(before + 1);
  });

  it('pause, resume and stop move the state; a stopped follow stays stopped and a new follow may start', async () => {
    const { token } = await buyer(server);
    const id = (await follow(token)).body.result.id;
    expect((await act(token, id, 'pause')).body.result.state).toBe('paused');
    expect((await act(token, id, 'resume')).body.result.state).toBe('copying');
    expect((await act(token, id, 'stop')).body.result.state).toBe('stopped');
    expect((await act(token, id, 'resume')).status).toBe(409);
    expect((await act(token, id, 'pause')).status).toBe(409);
    const again = await follow(token);
    expect(again.status).toBe(200);
    expect(again.body.result.id).not.toBe(id);
    const mine = await call<CopyFollowsResponse>(server, 'GET', '/copy-trade/follows', { token });
    expect(mine.body.result.map((f) => [f.id, f.state])).toEqual([
      [again.body.result.id, 'copying'],
      [id, 'stopped'],
    ]);
  });

  it('another user cannot pause, resume or stop my follow: 404, and it stays as it was', async () => {
    const me = await buyer(server);
    const other = await buyer(server);
    const id = (await follow(me.token)).body.result.id;
    for (const action of ['pause', 'resume', 'stop'] as const)
      expect((await act(other.token, id, action)).status).toBe(404);
    const mine = await call<CopyFollowsResponse>(server, 'GET', '/copy-trade/follows', {
      token: me.token,
    });
    expect(mine.body.result[0]?.state).toBe('copying');
    const theirs = await call<CopyFollowsResponse>(server, 'GET', '/copy-trade/follows', {
      token: other.token,
    });
    expect(theirs.body.result).toEqual([]);
  });

  it('following and my follows need a sign-in', async () => {
    expect(
      (await call(server, 'POST', `/copy-trade/strategies/${strategy}/follow`, { json: GOOD }))
        .status,
    ).toBe(401);
    expect((await call(server, 'GET', '/copy-trade/follows')).status).toBe(401);
  });
});

describe("a strategy's page", () => {
  it('has the curve, monthly returns, open trades and a risk score from 1 to 10', async () => {
    await server.db.query(
      `INSERT INTO algo_trades (bot_id, ticket, side, symbol, volume, open_time, open_price, profit)
       VALUES ($1, 'open-1', 'sell', 'XAUUSD', 0.2, now(), 2300, 12.5)`,
      [strategy],
    );
    const res = await call<CopyStrategyResponse>(
      server,
      'GET',
      `/copy-trade/strategies/${strategy}`,
    );
    expect(res.status).toBe(200);
    const s = res.body.result;
    expect(s.equity_curve.length).toBeGreaterThan(0);
    expect(s.monthly_returns.length).toBeGreaterThan(0);
    expect(s.open_trades.map((t) => t.ticket)).toEqual(['open-1']);
    expect(s.risk_score).toBeGreaterThanOrEqual(1);
    expect(s.risk_score).toBeLessThanOrEqual(10);
    expect((await call(server, 'GET', '/copy-trade/strategies/999999')).status).toBe(404);
  });
});
