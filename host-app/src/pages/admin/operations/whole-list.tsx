// A back-office list whose API answers every row at once (the current chat mutes, the partner
// keys: a handful of rows, no paging, search or sort on the server): the same table, with the
// loading, failure and empty states of AdminList, and the rows read again after any admin write.
import { useMemo } from 'react';
import { adminRecordQuery } from '@savdo/core';
import { EmptyState, LoadFailed, Skeleton, useStore, useT } from '@savdo/ui';
import { DataTable, type DataColumn } from '@savdo/ui/data-table';
import { adminStrings } from '../strings';

/** The rows of `api` (a `{ result: T[] }` answer), undefined until they arrive. */
export function useWholeList<T>(api: string) {
  const $rows = useMemo(() => adminRecordQuery<T[]>(api), [api]);
  const value = useStore($rows);
  return {
    rows: value.data?.result,
    failed: value.data === undefined && value.error !== undefined && !value.loading,
    retry: () => $rows.invalidate(),
  };
}

export interface WholeListProps<T> {
  api: string;
  caption: (total: number) => string;
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string | number;
  rowAttributes?: (row: T) => Readonly<Record<`data-${string}`, string>>;
  empty: string;
}

export function WholeList<T>(props: WholeListProps<T>) {
  const t = useT(adminStrings);
  const { rows, failed, retry } = useWholeList<T>(props.api);
  if (failed)
    return <LoadFailed title={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={retry} />;
  if (!rows) return <Skeleton height={120} />;
  if (rows.length === 0) return <EmptyState title={props.empty} />;
  return (
    <DataTable<T>
      caption={props.caption(rows.length)}
      columns={props.columns}
      rows={rows}
      rowKey={(row) => String(props.rowKey(row))}
      rowAttributes={props.rowAttributes}
      sortLabel={(header) => t('list.sortBy', { column: header })}
    />
  );
}
