// Every back-office list in one pattern (docs/decisions/0298-back-office-lists.md): a search box,
// its filters and "clear filters" above the one table of the product, server-side paging and
// sorting, everything kept in the URL (use-list-params.ts). While another page or sort loads,
// the rows on screen stay (no flash of skeleton); a failure offers "try again".
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Page } from '@savdo/contract';
import { adminListQuery, type AdminListParams } from '@savdo/core';
import {
  Button,
  DateField,
  EmptyState,
  LoadFailed,
  Pager,
  Select,
  Skeleton,
  TextField,
  pageCount,
  token,
  useStore,
  useT,
  type SelectOption,
} from '@savdo/ui';
import { DataTable, type DataColumn, type TableSort } from '@savdo/ui/data-table';
import { adminStrings } from '../strings';
import { ADMIN_PAGE_SIZE, useListParams } from './use-list-params';

const SEARCH_DELAY_MS = 300;

export type ListFilter =
  | { name: string; label: string; kind: 'select'; options: readonly SelectOption[] }
  | { name: string; label: string; kind: 'date' | 'text' };

export interface AdminListProps<T> {
  /** The list's API path, e.g. '/admin/users'. */
  api: string;
  caption: (total: number) => string;
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string | number;
  rowAttributes?: (row: T) => Readonly<Record<`data-${string}`, string>>;
  filters?: readonly ListFilter[];
  /** The search box's label; no search box without one. */
  searchLabel?: string;
  defaultSort?: TableSort;
  empty: string;
  /** Buttons beside the filters (e.g. "New signal"). */
  actions?: ReactNode;
  /**
   * The call's query from the URL's, when the API wants a filter in another form than the page
   * keeps it (e.g. a day in the URL, a date-time in the call). Kept stable by the caller.
   */
  toQuery?: (query: AdminListParams) => AdminListParams;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space-3')};
  margin-bottom: ${token('space-4')};
  & > .search {
    flex: 1 1 260px;
    max-width: 420px;
  }
  & > .filter {
    flex: 0 1 200px;
  }
`;

const Footer = styled.div`
  margin-top: ${token('space-3')};
`;

/** A text box that hands its text on once typing pauses, so each key press is not a request. */
function DelayedTextField(props: {
  label: string;
  value: string;
  type?: 'search' | 'text';
  onCommit: (text: string) => void;
}) {
  const { value } = props;
  const [text, setText] = useState(value);
  // The latest handler, without restarting the pause each time the list re-renders.
  const commit = useRef(props.onCommit);
  commit.current = props.onCommit;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => commit.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      label={props.label}
      type={props.type ?? 'text'}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

export function AdminList<T>(props: AdminListProps<T>) {
  const t = useT(adminStrings);
  const filters = props.filters ?? [];
  const list = useListParams(
    filters.map((f) => f.name),
    props.defaultSort ?? null,
  );
  const { toQuery } = props;
  const $page = useMemo(
    () => adminListQuery<T>(props.api, toQuery ? toQuery(list.query) : list.query),
    [props.api, list.query, toQuery],
  );
  const value = useStore($page);
  const last = useRef<Page<T> | null>(null);
  if (value.data !== undefined) last.current = value.data.result;
  const failed = value.data === undefined && value.error !== undefined && !value.loading;

  let body: ReactNode;
  const shown = value.data?.result ?? last.current;
  if (failed)
    body = (
      <LoadFailed
        title={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        onRetry={() => $page.invalidate()}
      />
    );
  else if (!shown) body = <Skeleton height={240} />;
  else if (shown.data.length === 0) body = <EmptyState title={props.empty} />;
  else {
    const pages = pageCount(shown.total, ADMIN_PAGE_SIZE);
    body = (
      <div aria-busy={value.loading}>
        <DataTable<T>
          caption={props.caption(shown.total)}
          columns={props.columns}
          rows={shown.data}
          rowKey={(row) => String(props.rowKey(row))}
          rowAttributes={props.rowAttributes}
          sort={list.sort}
          onSortChange={list.setSort}
          sortLabel={(header) => t('list.sortBy', { column: header })}
        />
        <Footer>
          <Pager
            page={list.page}
            pages={pages}
            onPage={list.setPage}
            labels={{
              label: t('list.pages'),
              previous: t('list.previous'),
              next: t('list.next'),
              position: t('list.pageOf', { page: list.page, pages }),
            }}
          />
        </Footer>
      </div>
    );
  }

  return (
    <section>
      <Toolbar>
        {props.searchLabel ? (
          <div className="search">
            <DelayedTextField
              label={props.searchLabel}
              type="search"
              value={list.search}
              onCommit={list.setSearch}
            />
          </div>
        ) : null}
        {filters.map((filter) => (
          <div className="filter" key={filter.name}>
            {filter.kind === 'select' ? (
              <Select
                label={filter.label}
                value={list.filter(filter.name)}
                options={[{ value: '', label: t('list.all') }, ...filter.options]}
                onChange={(event) => list.setFilter(filter.name, event.target.value)}
              />
            ) : filter.kind === 'date' ? (
              <DateField
                label={filter.label}
                value={list.filter(filter.name)}
                onChange={(value) => list.setFilter(filter.name, value)}
              />
            ) : (
              <DelayedTextField
                label={filter.label}
                value={list.filter(filter.name)}
                onCommit={(text) => list.setFilter(filter.name, text)}
              />
            )}
          </div>
        ))}
        {list.filtered ? (
          <Button variant="secondary" size="sm" onClick={list.clear}>
            {t('list.clear')}
          </Button>
        ) : null}
        {props.actions}
      </Toolbar>
      {body}
    </section>
  );
}
