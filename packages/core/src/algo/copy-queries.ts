// Copy trading's follow stores (docs/decisions/0283-copy-trading-follow.md): a strategy's page
// and my follows. Both sit under the algo prefix, so algoChanged() after a follow, a pause or a
// stop fetches them again with the strategies' follower counts.
import type { CopyStrategyResponse, CopyFollowsResponse } from '@savdo/contract';
import { getCopyStrategy, getMyFollows } from './copy-api';
import { ALGO_QUERIES } from './queries';
import { createQuery, type QueryStore } from '../query/query-client';

export const COPY_STRATEGY_QUERY = `${ALGO_QUERIES}copy-strategy`;
export const MY_FOLLOWS_QUERY = `${ALGO_QUERIES}my-follows`;

/** One strategy's page (the same for every viewer: the follow is read from my follows). */
export function copyStrategyQuery(strategyId: number): QueryStore<CopyStrategyResponse> {
  return createQuery(COPY_STRATEGY_QUERY, strategyId, getCopyStrategy, { perViewer: false });
}

/** My follows (the signed-in viewer's own). */
export const $myFollows = createQuery<CopyFollowsResponse>(
  MY_FOLLOWS_QUERY,
  undefined,
  getMyFollows,
);
