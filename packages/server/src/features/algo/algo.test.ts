// Algo trading (docs/decisions/0181-expert-advisors-and-the-bridge-key.md): the market's figures
// come from stored trades; buying an expert advisor checks the plan and the form, allows one live
// per user and bot; my expert advisors are their owner's alone; the bridge's ingestion is
// idempotent per ticket and refuses absurd trades with a reason; only buyers review, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AlgoBotDetails,
  AlgoBuyResponse,
  AlgoListResponse,
  AlgoMetricsResponse,
  IngestResponse,
  MyPurchaseResponse,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  type TestServer,
  startTestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  GOOD_FIELDS,
  buildBot,
  buyer,
  type BuiltBot,
} from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
let bot: BuiltBot;
let other: BuiltBot;

beforeAll(async () => {
  server = await startTestServer();
  bot = await buildBot(server, { trades: [100, -50, 200] });
  other = await buildBot(server, { name: 'Calm Grid', trades: [10, 10], platforms: ['MT4'] });
});
afterAll(async () => server.close());

async function buy(token: string, botId: number, body: unknown = { fields: GOOD_FIELDS }) {
  return call<AlgoBuyResponse>(server, 'POST', `/algo-trade/${botId}/purchase`, {
    token,
    json: body,
  });
}

describe('the market', () => {
  it('lists bots with metrics computed from the signal account trades', async () => {
    const res = await call<AlgoListResponse>(server, 'GET', '/algo-trade/all', {
      query: { sort: 'gain' },
    });
    expect(res.status).toBe(200);
    const card = res.body.result.data.find((b) => b.id === bot.id);
    expect(card?.metrics.profit).toBe(250);
    expect(card?.metrics.trades).toBe(3);
    expect(card?.price).toBe(300_000);
    expect(res.body.result.data[0]?.id).toBe(bot.id);
  });

  it('filters by platform', async () => {
    const res = await call<AlgoListResponse>(server, 'GET', '/algo-trade/all', {
      query: { platform: 'MT5' },
    });
    expect(res.body.result.data.map((b) => b.id)).not.toContain(other.id);
  });

  it('details carry the equity curve, monthly returns and a rating summary', async () => {
    const res = await call<{ result: AlgoBotDetails }>(
      server,
      'GET',
      `/algo-trade/${bot.id}/details`,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.equity_curve.length).toBe(3);
    expect(res.body.result.monthly_returns[0]?.month).toBe('2026-01');
    expect(res.body.result.rating_summary.distribution).toEqual([0, 0, 0, 0, 0]);
    expect(res.body.result.can_review).toBe(false);
  });

  it('an unknown bot is 404', async () => {
    const res = await call(server, 'GET', '/algo-trade/999999/details');
    expect(res.status).toBe(404);
  });
});

describe('buying an expert advisor', () => {
  it('refuses a wrong form value with a message for its field', async () => {
    const { token } = await buyer(server);
    const res = await buy(token, bot.id, { fields: { ...GOOD_FIELDS, risk: 9, broker: 'Nope' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Risk per trade (%) must be at most 5');
  });

  it('takes no body at all, even one announced as JSON (it is optional): the form names what is missing', async () => {
    const { token } = await buyer(server);
    const announced: Record<string, string>[] = [{}, { 'content-type': 'application/json' }];
    for (const headers of announced) {
      const res = await call(server, 'POST', `/algo-trade/${bot.id}/purchase`, { token, headers });
      expect(res.status).toBe(400);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('The request body is empty');
      expect(text).toContain('Broker is required');
    }
  });

  it('charges the plan price, creates it in progress with a bridge key, and a second is 409', async () => {
    const { token } = await buyer(server);
    const res = await buy(token, bot.id, { plan_id: bot.plans[1], fields: GOOD_FIELDS });
    expect(res.status).toBe(200);
    expect(res.body.result.purchase.charged).toBe(750_000);
    expect(res.body.result.expert_advisor.status).toBe('in_progress');
    expect(res.body.result.expert_advisor.bridge_key.length).toBeGreaterThan(20);
    const again = await buy(token, bot.id);
    expect(again.status).toBe(409);
  });

  it("another user's expert advisor is 404, and delete hides it", async () => {
    const owner = await buyer(server);
    const bought = await buy(owner.token, bot.id);
    const id = bought.body.result.expert_advisor.id;
    const stranger = await buyer(server);
    expect(
      (await call(server, 'GET', `/algo-trade/my-purchases/${id}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(server, 'DELETE', `/algo-trade/my-purchases/${id}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(server, 'DELETE', `/algo-trade/my-purchases/${id}`, { token: owner.token }))
        .status,
    ).toBe(200);
    expect(
      (await call(server, 'GET', `/algo-trade/my-purchases/${id}`, { token: owner.token })).status,
    ).toBe(404);
  });
});

describe('trade ingestion', () => {
  const trade = (ticket: string, day: number, profit: number, closed = true) => ({
    ticket,
    symbol: 'XAUUSD',
    type: 'buy',
    volume: 0.1,
    open_time: new Date(Date.UTC(2026, 1, day)).toISOString(),
    open_price: 2000,
    ...(closed
      ? { close_time: new Date(Date.UTC(2026, 1, day, 5)).toISOString(), close_price: 2010 }
      : {}),
    profit,
  });

  it('a wrong key is 401; replays are duplicates; out-of-order and closing updates count', async () => {
    const { token } = await buyer(server);
    const bought = await buy(token, bot.id);
    const { id, bridge_key } = bought.body.result.expert_advisor;
    const post = (trades: unknown[], key = bridge_key) =>
      call<IngestResponse>(server, 'POST', '/algo-trade/ingest/trades', {
        json: { trades },
        headers: { 'x-savdo-ea-key': key },
      });
    expect((await post([trade('1', 3, 10)], 'ea_wrong_key_wrong_key_wrong')).status).toBe(401);
    const first = await post([trade('2', 5, 30), trade('1', 3, 10), trade('3', 6, 5, false)]);
    expect(first.body.result).toEqual({ accepted: 3, duplicates: 0, refused: [] });
    const replay = await post([trade('1', 3, 10)]);
    expect(replay.body.result.duplicates).toBe(1);
    const closing = await post([trade('3', 6, -20)]);
    expect(closing.body.result.accepted).toBe(1);
    const absurd = await post([
      { ...trade('9', 7, 1), close_time: new Date(Date.UTC(2026, 1, 1)).toISOString() },
      { ...trade('10', 7, 1e12) },
    ]);
    expect(absurd.status).toBe(200);
    expect(absurd.body.result.refused.map((r) => r.ticket)).toEqual(['9', '10']);
    const metrics = await call<AlgoMetricsResponse>(
      server,
      'GET',
      `/algo-trade/my-purchases/${id}/metrics`,
      { token },
    );
    expect(metrics.body.result.trades).toBe(3);
    expect(metrics.body.result.profit).toBe(20);
  });

  it('historical trades page newest first with date and symbol filters; open trades apart', async () => {
    const { token } = await buyer(server);
    const { id, bridge_key } = (await buy(token, bot.id)).body.result.expert_advisor;
    const trades = [
      ...[1, 2, 3, 4, 5].map((day) => trade(`h${day}`, day, day)),
      { ...trade('eur', 6, 7), symbol: 'EURUSD' },
      trade('open', 8, 1, false),
    ];
    await call(server, 'POST', '/algo-trade/ingest/trades', {
      json: { trades },
      headers: { 'x-savdo-ea-key': bridge_key },
    });
    type Page = { result: { data: { ticket: string }[]; total: number; page: number } };
    const history = async (query: string) =>
      (
        await call<Page>(
          server,
          'GET',
          `/algo-trade/my-purchases/${id}/historical-trades?${query}`,
          {
            token,
          },
        )
      ).body.result;
    const tickets = (page: Page['result']) => page.data.map((t) => t.ticket);
    const first = await history('limit=4');
    expect(tickets(first)).toEqual(['eur', 'h5', 'h4', 'h3']);
    expect(first.total).toBe(6);
    expect(tickets(await history('limit=4&page=2'))).toEqual(['h2', 'h1']);
    expect(tickets(await history('symbol=eurusd'))).toEqual(['eur']);
    const from = new Date(Date.UTC(2026, 1, 2)).toISOString();
    const to = new Date(Date.UTC(2026, 1, 4, 12)).toISOString();
    const range = await history(`from=${from}&to=${to}`);
    expect(tickets(range)).toEqual(['h4', 'h3', 'h2']);
    expect(range.total).toBe(3);
    const open = await call<{ result: { ticket: string }[] }>(
      server,
      'GET',
      `/algo-trade/my-purchases/${id}/open-trades`,
      { token },
    );
    expect(open.body.result.map((t) => t.ticket)).toEqual(['open']);
  });
});

describe('reviews', () => {
  it('only buyers review, once, with the spec messages', async () => {
    const visitor = await buyer(server);
    const review = { rating: 5, comment: 'Steady' };
    const refused = await call(server, 'POST', `/algo-trade-review/${other.id}`, {
      token: visitor.token,
      json: review,
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(
      'Only buyers of this expert advisor can review it',
    );
    await buy(visitor.token, other.id, { fields: { ...GOOD_FIELDS, platform: 'MT4' } });
    const empty = await call(server, 'POST', `/algo-trade-review/${other.id}`, {
      token: visitor.token,
      json: { rating: 0, comment: '' },
    });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toMatch(/Please select a rating|Please write a comment/);
    const ok = await call(server, 'POST', `/algo-trade-review/${other.id}`, {
      token: visitor.token,
      json: review,
    });
    expect(ok.status).toBe(200);
    const twice = await call(server, 'POST', `/algo-trade-review/${other.id}`, {
      token: visitor.token,
      json: review,
    });
    expect(twice.status).toBe(409);
    const list = await call<{ result: { total: number } }>(
      server,
      'GET',
      `/algo-trade-review/${other.id}/all`,
    );
    expect(list.body.result.total).toBe(1);
  });
});

describe('admin', () => {
  it('an admin moves an expert advisor to active; a trader may not', async () => {
    const { token } = await buyer(server);
    const bought = await buy(token, bot.id);
    const id = bought.body.result.expert_advisor.id;
    const admin = await makeUser(server, { role: 'admin' });
    const adminToken = (await signInAs(server, admin.username, admin.password ?? '')).access_token;
    const path = `/admin/algo-trade/expert-advisors/${id}`;
    expect((await call(server, 'PATCH', path, { token, json: { status: 'active' } })).status).toBe(
      403,
    );
    const res = await call<MyPurchaseResponse>(server, 'PATCH', path, {
      token: adminToken,
      json: { status: 'active' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe('active');
  });
});

describe('messages in the interface language', () => {
  it('the review rule reads in Russian when asked', async () => {
    const { token } = await buyer(server);
    const res = await call(server, 'POST', `/algo-trade-review/${bot.id}`, {
      token,
      json: { rating: 5, comment: 'ok' },
      headers: { 'accept-language': 'ru' },
    });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).toContain('Оставить отзыв могут только купившие');
  });
});
