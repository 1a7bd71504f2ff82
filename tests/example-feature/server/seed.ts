// Recipe step 6 (seed): idempotent demo data, after the users it builds on.
import type { Db } from '@savdo/server/db/adapter';
import { countWatches, insertWatch } from './repository';

export async function seedExampleWatchlist(db: Db): Promise<void> {
  if ((await countWatches(db)) > 0) return;
  const trader = await db.query<{ id: number }>("SELECT id FROM users WHERE username = 'trader'");
  const id = trader.rows[0]?.id;
  if (id === undefined) return;
  await insertWatch(db, id, 'BTCUSDT', 'long');
  await insertWatch(db, id, 'EURUSD', 'short');
}
