// Recipe step 7 (admin command).
import type { AdminCommand } from '@savdo/server/cli/command';
import { countWatches } from './repository';

export const watchlistCountCommand: AdminCommand = {
  name: 'watchlist-count',
  summary: 'how many symbols all watchlists hold',
  usage: 'watchlist-count',
  async run(_args, { db, out }) {
    out(`watchlist-count: ${await countWatches(db)}`);
  },
};
