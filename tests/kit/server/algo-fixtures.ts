/** A bot with plans and signal trades, inserted directly; a buyer with a balance. */
import { makeUser, signInAs, type TestServer } from './helpers';

export interface BuiltBot {
  id: number;
  plans: number[];
}

export async function buildBot(
  server: TestServer,
  options: { name?: string; trades?: number[]; platforms?: string[] } = {},
): Promise<BuiltBot> {
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO algo_bots (name, author, type, platforms, description, live_signal, signal_deposit)
     VALUES ($1, 'Savdo Labs', 'trend', $2, 'A trend follower', true, 10000) RETURNING id`,
    [options.name ?? 'Trend Rider', options.platforms ?? ['MT4', 'MT5']],
  );
  const id = rows[0]!.id;
  const plans: number[] = [];
  for (const [i, [name, price, days]] of (
    [
      ['1 month', 300_000, 30],
      ['3 months', 750_000, 90],
      ['Lifetime', 2_000_000, null],
    ] as const
  ).entries()) {
    const plan = await server.db.query<{ id: number }>(
      `INSERT INTO algo_plans (bot_id, name, price, duration_days, position)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [id, name, price, days, i],
    );
    plans.push(plan.rows[0]!.id);
  }
  const start = Date.UTC(2026, 0, 5);
  for (const [i, profit] of (options.trades ?? [100, -50, 200]).entries()) {
    const open = new Date(start + i * 86_400_000);
    await server.db.query(
      `INSERT INTO algo_trades (bot_id, ticket, side, symbol, volume, open_time, open_price,
         close_time, close_price, profit)
       VALUES ($1, $2, 'buy', 'EURUSD', 0.1, $3, 1.1, $4, 1.11, $5)`,
      [id, String(1000 + i), open, new Date(open.getTime() + 3_600_000), profit],
    );
  }
  return { id, plans };
}

export const GOOD_FIELDS = {
  platform: 'MT5',
  broker: 'Exness',
  account_name: 'Main',
  login: '12345678',
  server: 'Exness-MT5Real8',
  deposit: 1000,
  risk: 1.5,
};

export async function buyer(server: TestServer, balance = 5_000_000) {
  const user = await makeUser(server, { balance });
  const login = await signInAs(server, user.username, user.password ?? '');
  return { user, token: login.access_token };
}
