// A copy follow's copied trades (docs/decisions/0307-copied-trades-in-algo-trades.md): the bridge
// posts trades with a follow's key as it does with an expert advisor's, by the same checks,
// refusals and ticket idempotency; they are stored as the follow's, shown in its card (count, open,
// closed profit, win rate, the latest first) and pushed live to the follower. A stopped follow's
// key is refused as a wrong one; an expert advisor's key still stores its own trades.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COPIED_TRADES_SHOWN,
  type AlgoBuyResponse,
  type CopyFollowResponse,
  type CopyFollowsResponse,
  type IngestResponse,
  type LiveEvent,
} from '@savdo/contract';
import { GOOD_FIELDS, buildBot, buyer } from '../../../../../tests/kit/server/algo-fixtures';
import { call, startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';
import { openLive, type LiveClient } from '../../../../../tests/kit/server/live-client';

let server: TestServer;
let strategy: number;
const clients: LiveClient[] = [];
const ACCOUNT = { platform: 'MT5', login: '5012345', server: 'Exness-MT5Real8' } as const;

beforeAll(async () => {
  server = await startTestServer();
  strategy = (await buildBot(server, { name: 'Copy Me' })).id;
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

async function following() {
  const owner = await buyer(server);
  const res = await call<CopyFollowResponse>(
    server,
    'POST',
    `/copy-trade/strategies/${strategy}/follow`,
    { token: owner.token, json: { ...ACCOUNT, risk: 0.5 } },
  );
  expect(res.status).toBe(200);
  return { ...owner, id: res.body.result.id, key: res.body.result.bridge_key };
}

const DAY = 86_400_000;
const START = Date.UTC(2026, 9, 5, 8);

/** A trade opened `day` days after START, closed an hour later unless `closed` is false. */
const trade = (ticket: string, day: number, profit: number, closed = true) => ({
  ticket,
  symbol: 'XAUUSD',
  type: 'buy',
  volume: 0.1,
  open_time: new Date(START + day * DAY).toISOString(),
  open_price: 2000,
  close_time: closed ? new Date(START + day * DAY + 3_600_000).toISOString() : null,
  close_price: closed ? 2010 : null,
  profit,
});

const post = (key: string, trades: unknown[]) =>
  call<IngestResponse>(server, 'POST', '/algo-trade/ingest/trades', {
    json: { trades },
    headers: { 'x-savdo-ea-key': key },
  });

const myFollow = async (token: string, id: number) =>
  (
    await call<CopyFollowsResponse>(server, 'GET', '/copy-trade/follows', { token })
  ).body.result.find((f) => f.id === id);

const storedOf = async (column: 'copy_follow_id' | 'expert_advisor_id', id: number) =>
  (
    await server.db.query<{ ticket: string; profit: number }>(
      `SELECT ticket, profit FROM algo_trades WHERE ${column} = $1 ORDER BY ticket`,
      [id],
    )
  ).rows;

describe("trades posted with a follow's key", () => {
  it("are stored as the follow's copied trades and shown in its figures, newest first", async () => {
    const f = await following();
    const res = await post(f.key, [trade('1', 0, 30), trade('2', 1, -10), trade('3', 2, 5, false)]);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ accepted: 3, duplicates: 0, refused: [] });
    expect((await storedOf('copy_follow_id', f.id)).map((r) => r.ticket)).toEqual(['1', '2', '3']);
    const mine = await myFollow(f.token, f.id);
    expect(mine?.copied).toMatchObject({
      trades: 2,
      open_trades: 1,
      closed_profit: 20,
      win_rate: 50,
    });
    expect(mine?.copied.recent.map((t) => t.ticket)).toEqual(['3', '2', '1']);
    expect(mine?.copied.recent[0]).toMatchObject({
      symbol: 'XAUUSD',
      type: 'buy',
      close_time: null,
    });
  });

  it('by the same ticket again: a replay is a duplicate, a close updates the open trade', async () => {
    const f = await following();
    await post(f.key, [trade('7', 0, 4, false)]);
    const replay = await post(f.key, [trade('7', 0, 4, false)]);
    expect(replay.body.result).toEqual({ accepted: 0, duplicates: 1, refused: [] });
    const closing = await post(f.key, [trade('7', 0, 12)]);
    expect(closing.body.result).toEqual({ accepted: 1, duplicates: 0, refused: [] });
    expect(await storedOf('copy_follow_id', f.id)).toEqual([{ ticket: '7', profit: 12 }]);
    const mine = await myFollow(f.token, f.id);
    expect(mine?.copied).toMatchObject({
      trades: 1,
      open_trades: 0,
      closed_profit: 12,
      win_rate: 100,
    });
    // A late open report of the closed trade changes nothing.
    expect((await post(f.key, [trade('7', 0, 4, false)])).body.result.duplicates).toBe(1);
  });

  it("are refused one by one by the expert advisor's checks, the good ones kept", async () => {
    const f = await following();
    const res = await post(f.key, [
      trade('1', 0, 1),
      { ...trade('2', 0, 1), open_time: '-000001-01-01T00:00:00.000Z' },
      { ...trade('3', 0, 1), extra: true },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result.accepted).toBe(1);
    expect(res.body.result.refused.map((r) => [r.index, r.ticket])).toEqual([
      [1, '2'],
      [2, '3'],
    ]);
    expect(res.body.result.refused[0]?.reason).toBe('open_time is before 1970');
    expect((await storedOf('copy_follow_id', f.id)).map((r) => r.ticket)).toEqual(['1']);
    // The batch's envelope is the same too: an empty batch is refused whole.
    expect((await post(f.key, [])).status).toBe(400);
  });

  it('of a paused follow are stored; of a stopped follow are refused as a wrong key (401)', async () => {
    const f = await following();
    await call(server, 'POST', `/copy-trade/follows/${f.id}/pause`, { token: f.token });
    expect((await post(f.key, [trade('p', 0, 2)])).body.result.accepted).toBe(1);
    await call(server, 'POST', `/copy-trade/follows/${f.id}/stop`, { token: f.token });
    const stopped = await post(f.key, [trade('s', 1, 2)]);
    const wrong = await post('ea_wrong_key_wrong_key_wrong', [trade('s', 1, 2)]);
    expect(stopped.status).toBe(401);
    expect(stopped.body).toEqual(wrong.body);
    expect((await storedOf('copy_follow_id', f.id)).map((r) => r.ticket)).toEqual(['p']);
  });

  it("cap the card's list at the latest COPIED_TRADES_SHOWN", async () => {
    const f = await following();
    const many = Array.from({ length: COPIED_TRADES_SHOWN + 3 }, (_, i) => trade(`m${i}`, i, 1));
    await post(f.key, many);
    const mine = await myFollow(f.token, f.id);
    expect(mine?.copied.trades).toBe(COPIED_TRADES_SHOWN + 3);
    expect(mine?.copied.recent).toHaveLength(COPIED_TRADES_SHOWN);
    expect(mine?.copied.recent[0]?.ticket).toBe(`m${COPIED_TRADES_SHOWN + 2}`);
  });

  it('reach the follower live: the card with its copied trades, without the key', async () => {
    const f = await following();
    const socket = openLive(server.baseUrl, f.token);
    clients.push(socket);
    await socket.next('hello');
    await post(f.key, [trade('live', 0, 9)]);
    const event = (await socket.next(
      'copy_follow.status',
      20_000,
      (e) => e.type === 'copy_follow.status' && e.follow.copied.trades === 1,
    )) as Extract<LiveEvent, { type: 'copy_follow.status' }>;
    expect(event.follow).toMatchObject({ id: f.id, copied: { closed_profit: 9 } });
    expect(event.follow.copied.recent[0]?.ticket).toBe('live');
    expect(event.follow).not.toHaveProperty('bridge_key');
  });
});

describe("an expert advisor's key", () => {
  it("still stores the expert advisor's trades, none of them a follow's", async () => {
    const f = await following();
    const { token } = await buyer(server);
    const bought = await call<AlgoBuyResponse>(server, 'POST', `/algo-trade/${strategy}/purchase`, {
      token,
      json: { fields: GOOD_FIELDS },
    });
    const { id, bridge_key } = bought.body.result.expert_advisor;
    // The same ticket under two owners: two trades, one each.
    expect((await post(bridge_key, [trade('1', 0, 50)])).body.result.accepted).toBe(1);
    expect((await post(f.key, [trade('1', 0, 5)])).body.result.accepted).toBe(1);
    expect(await storedOf('expert_advisor_id', id)).toEqual([{ ticket: '1', profit: 50 }]);
    expect(await storedOf('copy_follow_id', f.id)).toEqual([{ ticket: '1', profit: 5 }]);
    expect((await myFollow(f.token, f.id))?.copied.closed_profit).toBe(5);
  });
});
