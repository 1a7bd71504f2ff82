// Recipe step 8 (descriptor): what the one registration line in features/index.ts lists.
import { defineFeature } from '@savdo/server/features/feature';
import { watchlistCountCommand } from './admin';
import { watchlistRoutes } from './routes';
import { seedExampleWatchlist } from './seed';

export const watchlistFeature = defineFeature({
  name: 'watchlist',
  routes: [watchlistRoutes],
  seed: seedExampleWatchlist,
  adminCommands: [watchlistCountCommand],
});
