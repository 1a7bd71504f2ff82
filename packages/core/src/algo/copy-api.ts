// Copy trading's follow calls (contract copy-trading.ts, docs/decisions/0283-copy-trading-follow.md):
// a strategy's page (public, as the list), and the signed-in user's follows.
import type {
  CopyFollowRequest,
  CopyFollowResponse,
  CopyFollowsResponse,
  CopyStrategyResponse,
} from '@savdo/contract';
import { authHeaders, mainApi } from '../api/client';
import { partnerHeaders } from '../api/partner-key';

const id = (n: number) => encodeURIComponent(String(n));

/** GET /copy-trade/strategies/{id}: the strategy's page. */
export function getCopyStrategy(strategyId: number): Promise<CopyStrategyResponse> {
  return mainApi.get<CopyStrategyResponse>(`/copy-trade/strategies/${id(strategyId)}`, {
    headers: partnerHeaders(),
    // Without a bearer token a 401 means "sign in", not a session that ended.
    handlesUnauthorized: authHeaders().Authorization === undefined,
  });
}

/** POST /copy-trade/strategies/{id}/follow: starts copying (free: no money moves). */
export function followStrategy(
  strategyId: number,
  body: CopyFollowRequest,
): Promise<CopyFollowResponse> {
  return mainApi.post<CopyFollowResponse>(`/copy-trade/strategies/${id(strategyId)}/follow`, body);
}

/** GET /copy-trade/follows: mine, newest first, stopped ones too. */
export function getMyFollows(): Promise<CopyFollowsResponse> {
  return mainApi.get<CopyFollowsResponse>('/copy-trade/follows');
}

export type FollowAction = 'pause' | 'resume' | 'stop';

/** POST /copy-trade/follows/{id}/pause|resume|stop. */
export function changeFollow(followId: number, action: FollowAction): Promise<CopyFollowResponse> {
  return mainApi.post<CopyFollowResponse>(`/copy-trade/follows/${id(followId)}/${action}`);
}
