// A bot's verified figures are computed once per change of its trades (trade-figures.ts): the
// market answers from them until a trade is added or closes, then shows the new figures at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlgoBot, AlgoBotDetails } from '@savdo/contract';
import { call, type TestServer, startTestServer } from '../../../../../tests/kit/server/helpers';
import { buildBot } from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const card = async (id: number) => {
  const res = await call(server, 'GET', '/algo-trade/all?limit=50');
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return (res.body as { result: { data: AlgoBot[] } }).result.data.find((b) => b.id === id)!;
};

/** Counts the queries that read a bot's whole trade history while `run` goes. */
async function historyReads(run: () => Promise<unknown>): Promise<number> {
  const original = server.db.query.bind(server.db);
  let reads = 0;
  server.db.query = ((text: string, params?: unknown[]) => {
    if (/^SELECT \* FROM algo_trades WHERE bot_id/.test(text)) reads += 1;
    return original(text, params);
  }) as typeof server.db.query;
  try {
    await run();
  } finally {
    server.db.query = original;
  }
  return reads;
}

describe("a bot's figures", () => {
  it('are read once, then served until the trades change', async () => {
    const bot = await buildBot(server, { name: 'Figures Bot', trades: [100, -50, 200] });
    const first = await card(bot.id);
    expect(first.metrics.trades).toBe(3);
    expect(await historyReads(() => card(bot.id))).toBe(0);
    let page = 0;
    expect(
      await historyReads(async () => {
        page = (await call(server, 'GET', `/algo-trade/${bot.id}/details`)).status;
      }),
      "the bot's page shares them",
    ).toBe(0);
    expect(page).toBe(200);
  });

  it('a new closed trade shows in the very next answer', async () => {
    const bot = await buildBot(server, { name: 'Growing Bot', trades: [100] });
    expect((await card(bot.id)).metrics.trades).toBe(1);
    await server.db.query(
      `INSERT INTO algo_trades (bot_id, ticket, side, symbol, volume, open_time, open_price,
         close_time, close_price, profit)
       VALUES ($1, 'new-1', 'sell', 'EURUSD', 0.1, now() - interval '2 hours', 1.1,
         now() - interval '1 hour', 1.09, 300)`,
      [bot.id],
    );
    const after = await card(bot.id);
    expect(after.metrics.trades).toBe(2);
    const details = await call(server, 'GET', `/algo-trade/${bot.id}/details`);
    expect((details.body as { result: AlgoBotDetails }).result.metrics.trades).toBe(2);
  });

  it('an open trade that closes changes them too (same count, later updated_at)', async () => {
    const bot = await buildBot(server, { name: 'Closing Bot', trades: [100] });
    await server.db.query(
      `INSERT INTO algo_trades (bot_id, ticket, side, symbol, volume, open_time, open_price, profit)
       VALUES ($1, 'open-1', 'buy', 'EURUSD', 0.1, now() - interval '1 hour', 1.1, 5)`,
      [bot.id],
    );
    const before = await card(bot.id);
    await server.db.query(
      `UPDATE algo_trades SET close_time = now(), close_price = 1.2, profit = 500,
         updated_at = now() WHERE bot_id = $1 AND ticket = 'open-1'`,
      [bot.id],
    );
    const after = await card(bot.id);
    expect(after.metrics.trades).toBe(before.metrics.trades + 1);
  });
});
