/**
 * An expert advisor whose plan ran out (expires_at passed, by the database clock) is
 * deactivated, and its owner told live, like an admin's change. Safe to repeat: only live ones
 * past their expiry are touched.
 */
import type { ServerJob } from '../feature';
import { changeEaStatus } from './admin-service';

export const expiryJob: ServerJob = {
  name: 'algo-expiry',
  everyMs: 5 * 60_000,
  async run(ctx) {
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT id FROM expert_advisors
       WHERE status IN ('in_progress', 'active', 'paused') AND expires_at <= now()
       ORDER BY id LIMIT 500`,
    );
    for (const { id } of rows)
      await changeEaStatus(
        ctx.db,
        (event, audience) => ctx.live.publish(event, audience),
        id,
        'deactivated',
      );
  },
};
