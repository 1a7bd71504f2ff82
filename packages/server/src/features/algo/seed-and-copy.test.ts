// The demo algo market: seeded bots with months of deterministic trades, the demo trader's
// active expert advisor, the demo job adding a trade; the copy-trading strategies with a risk
// score from 1 to 10.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AlgoListResponse,
  CopyStrategiesResponse,
  MyPurchasesResponse,
} from '@savdo/contract';
import { seedDemoAlgo } from './seed';
import { demoTradesJob } from './demo-job';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await makeUser(server, { username: 'trader', password: 'secret123' });
  await seedDemoAlgo(server.db);
  await seedDemoAlgo(server.db); // idempotent
});
afterAll(async () => server.close());

describe('the demo algo seed', () => {
  it('lists the demo bots with months of trades, once each', async () => {
    const res = await call<AlgoListResponse>(server, 'GET', '/algo-trade/all');
    expect(res.body.result.total).toBe(4);
    for (const bot of res.body.result.data) expect(bot.metrics.trades).toBeGreaterThan(50);
  });

  it('gives the demo trader one active expert advisor with trades', async () => {
    const { access_token } = await signInAs(server, 'trader', 'secret123');
    const res = await call<MyPurchasesResponse>(server, 'GET', '/algo-trade/my-purchases', {
      token: access_token,
    });
    expect(res.body.result.data).toHaveLength(1);
    expect(res.body.result.data[0]?.status).toBe('active');
    expect(res.body.result.data[0]?.profit).not.toBe(0);
  });

  it('the demo job runs without error and only adds trades', async () => {
    const count = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM algo_trades')).rows[0]
        ?.n ?? 0;
    const before = await count();
    for (let i = 0; i < 5; i++) await demoTradesJob.run(server.app.ctx);
    expect(await count()).toBeGreaterThanOrEqual(before);
  });
});

describe('copy trading', () => {
  it('lists live-signal strategies with a risk score from 1 to 10', async () => {
    const res = await call<CopyStrategiesResponse>(server, 'GET', '/copy-trade/strategies');
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(4);
    for (const s of res.body.result) {
      expect(s.risk_score).toBeGreaterThanOrEqual(1);
      expect(s.risk_score).toBeLessThanOrEqual(10);
      expect(s.months).toBeGreaterThanOrEqual(6);
    }
  });
});
