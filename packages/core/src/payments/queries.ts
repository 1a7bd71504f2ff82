// The balance history's pages. Every balance change is a ledger entry, so a live `balance`
// event (a payment landed, an admin adjustment, a purchase) drops every cached page: the page
// shown is fetched again and the new entry is on it.
import { getLedger, type LedgerPageResponse, type LedgerQuery } from './ledger-api';
import { liveFanOut } from '../query/live-fan-out';
import { createQuery, invalidateQueries, keyOf, type QueryStore } from '../query/query-client';

export const LEDGER_PAGE_QUERY = 'ledger/page';

export function ledgerPageQuery(query: LedgerQuery): QueryStore<LedgerPageResponse> {
  return createQuery(LEDGER_PAGE_QUERY, query, getLedger);
}

/** Live balance changes, after the cached ledger pages are dropped. */
export const subscribeLedgerEvents = liveFanOut(['balance'], () =>
  invalidateQueries(keyOf(LEDGER_PAGE_QUERY)),
);

export type { LedgerPageResponse, LedgerQuery } from './ledger-api';
