// The signed-in user's balance history: GET /users/me/ledger, newest first, paged.
import type { LedgerEntry, Page, Result } from '@savdo/contract';
import { mainApi } from '../api/client';

export interface LedgerQuery {
  page?: number;
  limit?: number;
}

export type LedgerPageResponse = Result<Page<LedgerEntry>>;

export function getLedger(query: LedgerQuery = {}): Promise<LedgerPageResponse> {
  return mainApi.get<LedgerPageResponse>('/users/me/ledger', {
    params: { page: query.page, limit: query.limit },
  });
}
