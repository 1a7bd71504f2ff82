/**
 * While the server runs, each demo bot's signal account (and the demo expert advisors of those
 * bots) now and then closes a plausible trade, so the market looks alive. Only bots the seed
 * marked `is_demo`; real accounts get trades from their bridge alone.
 */
import type { ServerJob } from '../feature';
import { seededRandom } from '../../seed/seeded-random';
import { demoTrade } from './demo-trades';
import { upsertTrade } from './repository';
import { DEMO_BOTS } from './seed-content';

const random = seededRandom(Date.now() & 0xffffffff);

export const demoTradesJob: ServerJob = {
  name: 'algo-demo-trades',
  everyMs: 15 * 60_000,
  async run(ctx) {
    const { rows } = await ctx.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM algo_bots WHERE is_demo',
    );
    for (const row of rows) {
      const bot = DEMO_BOTS.find((b) => b.name === row.name);
      // About one bot in three trades on each run.
      if (!bot || random() > 0.35) continue;
      const now = Date.now();
      // The time in ms is the ticket: unique enough for one demo account, safe to repeat.
      await upsertTrade(ctx.db, { bot: row.id }, demoTrade(bot, random, now, now));
      const eas = await ctx.db.query<{ id: number }>(
        `SELECT id FROM expert_advisors WHERE bot_id = $1 AND status = 'active'
           AND purchase_id IS NULL`,
        [row.id],
      );
      for (const ea of eas.rows)
        await upsertTrade(ctx.db, { ea: ea.id }, demoTrade(bot, random, now, now));
    }
  },
};
