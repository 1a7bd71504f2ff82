// Copy trading's follow stores (docs/decisions/0283-copy-trading-follow.md): a strategy's page
// and my follows. Both sit under the algo prefix, so algoChanged() after a follow, a pause or a
// stop fetches them again with the strategies' follower counts. A live `copy_follow.status`
// (docs/decisions/0287-follow-heartbeat.md) writes the follow's card into my cached follows.
import type { CopyFollow, CopyStrategyResponse, CopyFollowsResponse } from '@savdo/contract';
import { getCopyStrategy, getMyFollows } from './copy-api';
import { ALGO_QUERIES } from './queries';
import { liveFanOut } from '../query/live-fan-out';
import {
  createQuery,
  keyOf,
  refreshQueries,
  updateQueries,
  type QueryStore,
} from '../query/query-client';

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

/**
 * Live `copy_follow.status` events (to the follower): the card replaces the cached follow of the
 * same id, keeping its bridge key (the event never carries it); a follow the cache does not hold
 * yet (started in another tab) makes my follows fetch again.
 */
export const subscribeFollowStatus = liveFanOut(['copy_follow.status'], ({ follow }) => {
  let missing = false;
  updateQueries<CopyFollowsResponse>(keyOf(MY_FOLLOWS_QUERY), (data) => {
    const old = data.result.find((f) => f.id === follow.id);
    if (!old) {
      missing = true;
      return data;
    }
    const next: CopyFollow = { ...follow, bridge_key: old.bridge_key };
    return { ...data, result: data.result.map((f) => (f.id === follow.id ? next : f)) };
  });
  if (missing) refreshQueries(keyOf(MY_FOLLOWS_QUERY));
});
