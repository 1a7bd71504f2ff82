/**
 * The demo algo market: the demo bots (marked `is_demo`) with three plans and about six months of
 * generated trades on their signal accounts, and the demo trader holding one active expert
 * advisor (paid before the demo began: no purchase or ledger row) with its own trades.
 * Idempotent: a bot already there (by name) is left as it is.
 */
import type { Db } from '../../db/adapter';
import { findUserByUsername } from '../users';
import { newBridgeKey } from './ea-purchasable';
import { demoHistory } from './demo-trades';
import { insertTrades } from './repository';
import { seedDemoFiles } from './seed-files';
import { DEMO_BOTS, DEMO_PLANS } from './seed-content';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 180;

export async function seedDemoAlgo(db: Db): Promise<void> {
  const now = Date.now();
  for (const [index, bot] of DEMO_BOTS.entries()) {
    const found = await db.query('SELECT 1 FROM algo_bots WHERE name = $1', [bot.name]);
    if (found.rows.length) continue;
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO algo_bots (name, author, version, type, platforms, description, translations,
           live_signal, is_demo, signal_deposit)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, true, 10000) RETURNING id`,
        [
          bot.name,
          bot.author,
          bot.version,
          bot.type,
          bot.platforms,
          bot.description,
          JSON.stringify(bot.translations),
        ],
      );
      const botId = rows[0]?.id;
      if (botId === undefined) return;
      for (const [position, plan] of DEMO_PLANS.entries())
        await tx.query(
          `INSERT INTO algo_plans (bot_id, name, labels, price, duration_days, position)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [botId, plan.name, JSON.stringify(plan.labels), plan.price, plan.duration_days, position],
        );
      await insertTrades(tx, { bot: botId }, demoHistory(bot, 1000 + index, HISTORY_DAYS, now));
    });
  }
  await seedDemoFiles(db);
  const trader = await findUserByUsername(db, 'trader');
  if (trader) await seedTraderEa(db, trader.id, now);
}

async function seedTraderEa(db: Db, userId: number, now: number): Promise<void> {
  const held = await db.query('SELECT 1 FROM expert_advisors WHERE user_id = $1', [userId]);
  const bot = DEMO_BOTS[0];
  if (held.rows.length || !bot) return;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ bot_id: number; plan_id: number }>(
      `SELECT b.id AS bot_id, p.id AS plan_id FROM algo_bots b
       JOIN algo_plans p ON p.bot_id = b.id WHERE b.name = $1 AND p.duration_days = 90`,
      [bot.name],
    );
    const target = rows[0];
    if (!target) return;
    const bought = new Date(now - 40 * DAY_MS);
    const ea = await tx.query<{ id: number }>(
      `INSERT INTO expert_advisors (user_id, bot_id, plan_id, status, platform, broker,
         account_name, login, server, deposit, risk, bridge_key, purchased_at, expires_at,
         status_changed_at)
       VALUES ($1, $2, $3, 'active', 'MT5', 'Exness', 'Demo account', '40123456',
         'Exness-MT5Trial7', 5000, 1, $4, $5, $6, $7) RETURNING id`,
      [
        userId,
        target.bot_id,
        target.plan_id,
        newBridgeKey(),
        bought,
        new Date(bought.getTime() + 90 * DAY_MS),
        new Date(bought.getTime() + DAY_MS),
      ],
    );
    const eaId = ea.rows[0]?.id;
    if (eaId === undefined) return;
    const history = demoHistory(bot, 7, 38, now);
    await insertTrades(
      tx,
      { ea: eaId },
      history.map((trade) => ({ ...trade, profit: trade.profit / 2 })),
    );
  });
}
