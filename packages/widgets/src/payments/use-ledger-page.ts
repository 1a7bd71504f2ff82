// One page of the ledger through core's query store, kept current by the live `balance` event
// (core drops the cached pages first, so the page shown is fetched again).
import { useEffect, useMemo } from 'react';
import { ledgerPageQuery, subscribeLedgerEvents } from '@savdo/core';
import { useStore } from '@savdo/ui';

/** Entries per page (the server's default page size). */
export const LEDGER_PAGE_SIZE = 20;

export function useLedgerPage(page: number) {
  const $page = useMemo(() => ledgerPageQuery({ page, limit: LEDGER_PAGE_SIZE }), [page]);
  const value = useStore($page);
  useEffect(() => subscribeLedgerEvents(() => undefined), []);
  return { value, retry: () => $page.invalidate() };
}
