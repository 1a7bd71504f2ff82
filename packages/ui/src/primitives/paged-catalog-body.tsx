// The body of a paged catalog (courses, expert advisors, resources): its failure with a retry,
// a skeleton until the first answer, an empty state (with "clear filters" when filters hid
// everything), else the rows and the pager. The three catalogs had the same branches written
// three times; their strings share these keys.
import type { ReactNode } from 'react';
import type { Translate } from '../i18n/language-context';
import { FilteredEmpty } from './filtered-empty';
import { Pager, pageCount, pagedListState, pagerLabels } from './pager';
import { EmptyState, LoadFailed } from './states';

export interface PagedCatalogBodyProps<Row> {
  /** The list query's value (a store's snapshot). */
  value: {
    error?: unknown;
    loading: boolean;
    data?: { result: { data: readonly Row[]; total: number } };
  };
  /**
   * The catalog's strings: loadFailed, retry, loading, empty, emptyFiltered, clearFilters,
   * found ({{count}}), pager.label, pager.previous, pager.next, pager.page ({{page}}, {{pages}}).
   */
  t: Translate;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** Whether filters are set (an empty answer then offers to clear them). */
  filtered: boolean;
  onClearFilters: () => void;
  skeleton: (label: string) => ReactNode;
  /** The rows, with the list's accessible name ("12 found"). */
  rows: (rows: readonly Row[], label: string) => ReactNode;
}

export function PagedCatalogBody<Row>({
  value,
  t,
  page,
  pageSize,
  onPage,
  onRetry,
  filtered,
  onClearFilters,
  skeleton,
  rows,
}: PagedCatalogBodyProps<Row>) {
  const answer = value.data?.result;
  const state = pagedListState(value);
  if (state === 'failed')
    return <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
  if (state === 'loading' || answer === undefined) return skeleton(t('loading'));
  if (state === 'empty')
    return filtered ? (
      <FilteredEmpty
        title={t('emptyFiltered')}
        clearLabel={t('clearFilters')}
        onClear={onClearFilters}
      />
    ) : (
      <EmptyState title={t('empty')} />
    );
  const pages = pageCount(answer.total, pageSize);
  return (
    <>
      {rows(answer.data, t('found', { count: answer.total }))}
      <Pager page={page} pages={pages} onPage={onPage} labels={pagerLabels(t, page, pages)} />
    </>
  );
}
