// Algo trading (contract algo.ts): one typed function per call. The market and a bot's
// page are readable on a partner page (public mode, no bearer, the partner key along); my
// expert advisors, purchases and reviews are the signed-in user's own.
import {
  ALGO_PAGE_SIZE,
  ALGO_REVIEWS_PAGE_SIZE,
  IDEMPOTENCY_KEY_HEADER,
  type AlgoBuyResponse,
  type AlgoDetailsResponse,
  type AlgoFormFieldsResponse,
  type AlgoListQuery,
  type AlgoListResponse,
  type AlgoMetricsResponse,
  type AlgoPlansResponse,
  type AlgoPurchaseRequest,
  type AlgoStatusResponse,
  type AlgoTradesResponse,
  type CopyStrategiesResponse,
  type HistoricalTradesQuery,
  type MyPurchaseResponse,
  type MyPurchasesResponse,
  type OpenTradesResponse,
  type ProfitPeriod,
  type ProfitStatsResponse,
  type ReviewInput,
  type ReviewResponse,
  type ReviewsResponse,
} from '@savdo/contract';
import { authHeaders, mainApi, type RequestOptions } from '../api/client';
import { partnerHeaders } from '../api/partner-key';

const id = (n: number) => encodeURIComponent(String(n));
const mine = (purchaseId: number) => `/algo-trade/my-purchases/${id(purchaseId)}`;

/** Without a bearer token a 401 means "sign in", not a session that ended. */
function publicCallOptions(): RequestOptions {
  return {
    headers: partnerHeaders(),
    handlesUnauthorized: authHeaders().Authorization === undefined,
  };
}

/** GET /algo-trade/all: 10 a page, with the platform, type and max price filters and a sort. */
export function getAlgoBots(query: AlgoListQuery = {}): Promise<AlgoListResponse> {
  return mainApi.get<AlgoListResponse>('/algo-trade/all', {
    ...publicCallOptions(),
    params: {
      limit: query.limit ?? ALGO_PAGE_SIZE,
      page: query.page ?? 1,
      platform: query.platform,
      type: query.type,
      max_price: query.max_price,
      sort: query.sort,
    },
  });
}

export function getAlgoBot(botId: number): Promise<AlgoDetailsResponse> {
  return mainApi.get<AlgoDetailsResponse>(`/algo-trade/${id(botId)}/details`, publicCallOptions());
}

export function getAlgoFormFields(botId: number): Promise<AlgoFormFieldsResponse> {
  return mainApi.get<AlgoFormFieldsResponse>(
    `/algo-trade/${id(botId)}/form-fields`,
    publicCallOptions(),
  );
}

export function getAlgoPlans(botId: number): Promise<AlgoPlansResponse> {
  return mainApi.get<AlgoPlansResponse>(`/algo-trade/${id(botId)}/plans`, publicCallOptions());
}

/** POST /algo-trade/{id}/purchase. One `idempotencyKey` per confirmation dialog opening. */
export function purchaseAlgoBot(
  botId: number,
  body: AlgoPurchaseRequest,
  idempotencyKey: string,
): Promise<AlgoBuyResponse> {
  return mainApi.post<AlgoBuyResponse>(`/algo-trade/${id(botId)}/purchase`, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** GET /algo-trade/my-purchases (the dashboard asks for 3). */
export function getMyExpertAdvisors(limit?: number): Promise<MyPurchasesResponse> {
  return mainApi.get<MyPurchasesResponse>('/algo-trade/my-purchases', { params: { limit } });
}

export function getMyExpertAdvisor(purchaseId: number): Promise<MyPurchaseResponse> {
  return mainApi.get<MyPurchaseResponse>(mine(purchaseId));
}

/** DELETE: stops the expert advisor and removes it from my list. */
export function deleteMyExpertAdvisor(purchaseId: number): Promise<MyPurchaseResponse> {
  return mainApi.delete<MyPurchaseResponse>(mine(purchaseId));
}

export function getExpertAdvisorMetrics(purchaseId: number): Promise<AlgoMetricsResponse> {
  return mainApi.get<AlgoMetricsResponse>(`${mine(purchaseId)}/metrics`);
}

export function getHistoricalTrades(
  purchaseId: number,
  query: HistoricalTradesQuery = {},
): Promise<AlgoTradesResponse> {
  return mainApi.get<AlgoTradesResponse>(`${mine(purchaseId)}/historical-trades`, {
    params: {
      limit: query.limit ?? ALGO_PAGE_SIZE,
      page: query.page ?? 1,
      from: query.from || undefined,
      to: query.to || undefined,
      symbol: query.symbol?.trim() ? query.symbol.trim() : undefined,
    },
  });
}

export function getOpenTrades(purchaseId: number): Promise<OpenTradesResponse> {
  return mainApi.get<OpenTradesResponse>(`${mine(purchaseId)}/open-trades`);
}

export function getProfitStats(
  purchaseId: number,
  period?: ProfitPeriod,
): Promise<ProfitStatsResponse> {
  return mainApi.get<ProfitStatsResponse>(`${mine(purchaseId)}/profit-stats`, {
    params: { period },
  });
}

export function getExpertAdvisorStatus(purchaseId: number): Promise<AlgoStatusResponse> {
  return mainApi.get<AlgoStatusResponse>(`${mine(purchaseId)}/status`);
}

/** GET /algo-trade-review/{id}/all: 10 a page. */
export function getAlgoReviews(botId: number, page = 1): Promise<ReviewsResponse> {
  return mainApi.get<ReviewsResponse>(`/algo-trade-review/${id(botId)}/all`, {
    ...publicCallOptions(),
    params: { page, limit: ALGO_REVIEWS_PAGE_SIZE },
  });
}

export function postAlgoReview(botId: number, review: ReviewInput): Promise<ReviewResponse> {
  return mainApi.post<ReviewResponse>(`/algo-trade-review/${id(botId)}`, review);
}

/** GET /copy-trade/strategies: public, the copy-trading page's strategies. */
export function getCopyStrategies(): Promise<CopyStrategiesResponse> {
  return mainApi.get<CopyStrategiesResponse>('/copy-trade/strategies', publicCallOptions());
}
