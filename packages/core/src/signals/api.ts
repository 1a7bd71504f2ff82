// The signal calls, one typed function each, on the main root. The server
// decides what a viewer may see: a premium signal comes back with its levels null and
// `locked: true` to anyone without the required plan. On a partner's page the partner key goes
// along (api/partner-key.ts).
import type {
  SignalQuery,
  SignalResponse,
  SignalStatsResponse,
  SignalsResponse,
} from '@savdo/contract';
import { PAGE_SIZE } from '@savdo/contract';
import { authHeaders, mainApi, type RequestOptions } from '../api/client';
import { partnerHeaders } from '../api/partner-key';

/**
 * The partner header, and: without a bearer token there is no session a 401 could end (it
 * means "sign in or use a partner key"), so the call handles its own 401 instead of the
 * session-expired path.
 */
function publicCallOptions(): RequestOptions {
  return {
    headers: partnerHeaders(),
    handlesUnauthorized: authHeaders().Authorization === undefined,
  };
}

/** GET /signal/all with limit (default 20), page and the filters asset_type, signal_type, status. */
export function getSignals(query: SignalQuery = {}): Promise<SignalsResponse> {
  return mainApi.get<SignalsResponse>('/signal/all', {
    ...publicCallOptions(),
    params: {
      limit: query.limit ?? PAGE_SIZE.signals,
      page: query.page ?? 1,
      asset_type: query.asset_type,
      signal_type: query.signal_type,
      status: query.status,
    },
  });
}

/** GET /signal/performance-stats: the last 30 days. */
export function getSignalPerformanceStats(): Promise<SignalStatsResponse> {
  return mainApi.get<SignalStatsResponse>('/signal/performance-stats', publicCallOptions());
}

/** GET /signal/{id}. */
export function getSignal(id: number): Promise<SignalResponse> {
  return mainApi.get<SignalResponse>(
    `/signal/${encodeURIComponent(String(id))}`,
    publicCallOptions(),
  );
}

/** GET /dashboard/trading-signal/stats: the signed-in user's 30-day signal figures. */
export function getTradingSignalStats(): Promise<SignalStatsResponse> {
  return mainApi.get<SignalStatsResponse>('/dashboard/trading-signal/stats');
}
