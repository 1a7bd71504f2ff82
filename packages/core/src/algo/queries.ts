// Algo trading: the market pages, a bot with its plans, form fields and reviews, my
// expert advisors with their figures and trades, and the copy-trading strategies, each keyed per
// viewer (the `purchased` flag, `can_review` and my expert advisors are the viewer's own). A live
// `expert_advisor.status` event refetches the owner's expert advisors; a purchase or a review
// refetches every algo answer, the old ones kept on screen meanwhile.
import type {
  AlgoDetailsResponse,
  AlgoFormFieldsResponse,
  AlgoListQuery,
  AlgoListResponse,
  AlgoMetricsResponse,
  AlgoPlansResponse,
  AlgoStatusResponse,
  AlgoTradesResponse,
  CopyStrategiesResponse,
  HistoricalTradesQuery,
  MyPurchaseResponse,
  MyPurchasesResponse,
  OpenTradesResponse,
  ProfitPeriod,
  ProfitStatsResponse,
  ReviewsResponse,
} from '@savdo/contract';
import {
  getAlgoBot,
  getAlgoBots,
  getAlgoFormFields,
  getAlgoPlans,
  getAlgoReviews,
  getCopyStrategies,
  getExpertAdvisorMetrics,
  getExpertAdvisorStatus,
  getHistoricalTrades,
  getMyExpertAdvisor,
  getMyExpertAdvisors,
  getOpenTrades,
  getProfitStats,
} from './api';
import { liveFanOut } from '../query/live-fan-out';
import { createQuery, keyOf, refreshQueries, type QueryStore } from '../query/query-client';

export const ALGO_QUERIES = 'algo/';
export const ALGO_LIST_QUERY = 'algo/list';
export const ALGO_BOT_QUERY = 'algo/bot';
export const ALGO_FORM_FIELDS_QUERY = 'algo/form-fields';
export const ALGO_PLANS_QUERY = 'algo/plans';
export const ALGO_REVIEWS_QUERY = 'algo/reviews';
/** Everything of my expert advisors shares this prefix (one refetch on a status event). */
export const MY_EA_QUERIES = 'algo/my/';
export const MY_EA_LIST_QUERY = 'algo/my/list';
export const MY_EA_QUERY = 'algo/my/one';
export const MY_EA_METRICS_QUERY = 'algo/my/metrics';
export const MY_EA_TRADES_QUERY = 'algo/my/trades';
export const MY_EA_OPEN_TRADES_QUERY = 'algo/my/open-trades';
export const MY_EA_PROFIT_QUERY = 'algo/my/profit';
export const MY_EA_STATUS_QUERY = 'algo/my/status';
export const COPY_STRATEGIES_QUERY = 'algo/copy-strategies';

/** One market page with its filters and sort (10 a page). */
export function algoBotsQuery(query: AlgoListQuery): QueryStore<AlgoListResponse> {
  return createQuery(ALGO_LIST_QUERY, query, getAlgoBots);
}

export function algoBotQuery(botId: number): QueryStore<AlgoDetailsResponse> {
  return createQuery(ALGO_BOT_QUERY, botId, getAlgoBot);
}

export function algoFormFieldsQuery(botId: number): QueryStore<AlgoFormFieldsResponse> {
  return createQuery(ALGO_FORM_FIELDS_QUERY, botId, getAlgoFormFields);
}

export function algoPlansQuery(botId: number): QueryStore<AlgoPlansResponse> {
  return createQuery(ALGO_PLANS_QUERY, botId, getAlgoPlans);
}

export function algoReviewsQuery(botId: number, page = 1): QueryStore<ReviewsResponse> {
  return createQuery(ALGO_REVIEWS_QUERY, { botId, page }, (p) => getAlgoReviews(p.botId, p.page));
}

/** My expert advisors; `limit` 3 for the dashboard, none for all of them. */
export function myExpertAdvisorsQuery(limit?: number): QueryStore<MyPurchasesResponse> {
  return createQuery(MY_EA_LIST_QUERY, limit ?? null, (l) => getMyExpertAdvisors(l ?? undefined));
}

export function myExpertAdvisorQuery(purchaseId: number): QueryStore<MyPurchaseResponse> {
  return createQuery(MY_EA_QUERY, purchaseId, getMyExpertAdvisor);
}

export function expertAdvisorMetricsQuery(purchaseId: number): QueryStore<AlgoMetricsResponse> {
  return createQuery(MY_EA_METRICS_QUERY, purchaseId, getExpertAdvisorMetrics);
}

export function historicalTradesQuery(
  purchaseId: number,
  query: HistoricalTradesQuery,
): QueryStore<AlgoTradesResponse> {
  return createQuery(MY_EA_TRADES_QUERY, { purchaseId, query }, (p) =>
    getHistoricalTrades(p.purchaseId, p.query),
  );
}

export function openTradesQuery(purchaseId: number): QueryStore<OpenTradesResponse> {
  return createQuery(MY_EA_OPEN_TRADES_QUERY, purchaseId, getOpenTrades);
}

export function profitStatsQuery(
  purchaseId: number,
  period: ProfitPeriod,
): QueryStore<ProfitStatsResponse> {
  return createQuery(MY_EA_PROFIT_QUERY, { purchaseId, period }, (p) =>
    getProfitStats(p.purchaseId, p.period),
  );
}

export function expertAdvisorStatusQuery(purchaseId: number): QueryStore<AlgoStatusResponse> {
  return createQuery(MY_EA_STATUS_QUERY, purchaseId, getExpertAdvisorStatus);
}

/** The copy-trading page's strategies (public, the same for every viewer). */
export const $copyStrategies = createQuery<CopyStrategiesResponse>(
  COPY_STRATEGIES_QUERY,
  undefined,
  getCopyStrategies,
  { perViewer: false },
);

/**
 * Live `expert_advisor.status` events (to the owner): every answer about my expert advisors is
 * fetched again (status, list, the dashboard's three), then each listener is told.
 */
export const subscribeExpertAdvisorStatus = liveFanOut(['expert_advisor.status'], () => {
  refreshQueries(keyOf(MY_EA_QUERIES));
});

/** After a purchase, a review or a deletion: every algo answer is fetched again. */
export function algoChanged(): void {
  refreshQueries(keyOf(ALGO_QUERIES));
}
