// Recipe (client data) step 1: one typed call per route, on core's client.
import { mainApi } from '@savdo/core';
import type { WatchlistResponse } from '../contract';

export function getWatchlist(): Promise<WatchlistResponse> {
  return mainApi.get<WatchlistResponse>('/watchlist');
}
