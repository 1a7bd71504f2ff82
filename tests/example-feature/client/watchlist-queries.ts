// Recipe (client data) step 2: a query store (lazy, kept 60 s after use, keyed by viewer).
import { createQuery } from '@savdo/core';
import type { WatchlistResponse } from '../contract';
import { getWatchlist } from './watchlist-api';

export const $watchlist = createQuery<WatchlistResponse>(
  'watchlist/items',
  undefined,
  getWatchlist,
);
