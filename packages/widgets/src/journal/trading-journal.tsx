// TradingJournal: the trader's own journal. Filters (symbol, direction, win/loss,
// dates) select the list (20 a page), the statistics (figures, cumulative P&L curve, daily
// heatmap) and the CSV export alike. An entry opens in a view with edit and delete; the
// create/edit form and the CSV import are modals. Every write refetches the journal's answers.
import { useCallback, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { JOURNAL_PAGE_SIZE, type JournalFilters } from '@savdo/contract';
import { apiErrorMessage } from '@savdo/core';
import { journalApi, journalEntriesQuery, journalStatsQuery } from '@savdo/core/journal';
import {
  Button,
  EmptyState,
  FilteredEmpty,
  LoadFailed,
  Skeleton,
  WidgetTitle as Title,
  token,
  useDebouncedValue,
  useStore,
  useT,
  visuallyHidden,
  Pager,
  pagerLabels,
  pageCount,
  pagedListState,
  SignedInOnly,
  LaidOutGate,
  hasAnswered,
} from '@savdo/ui';
import { useCatalogFilters, useQueryStoreFor } from '@savdo/ui/catalog';
import { JournalDialogs, useJournalDialogStore } from './journal-dialogs';
import { JournalFiltersForm, isFiltered } from './journal-filters';
import { JournalStatsPanel } from './journal-stats-panel';
import { JournalTable } from './journal-table';
import { tradingJournalStrings } from './strings';

export interface TradingJournalProps {
  hideTitle?: boolean;
  hideStats?: boolean;
}

export const SYMBOL_DEBOUNCE_MS = 300;

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')};
    align-items: center;
    justify-content: space-between;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')};
  }
  .error {
    color: ${token('color-danger')};
    font-size: ${token('font-size-sm')};
  }
`;

const HiddenTitle = styled(Title)`
  ${visuallyHidden}
`;

/** Offers text as a file download. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The signed-in user's own trading journal; elsewhere a sign-in link. */
export function TradingJournal(props: TradingJournalProps) {
  const t = useT(tradingJournalStrings);
  return (
    <SignedInOnly
      widget="trading-journal"
      text={t('signInNotice.text')}
      linkText={t('signInNotice.link')}
    >
      <TradingJournalSigned {...props} />
    </SignedInOnly>
  );
}

/** What "clear filters" resets: every filter of the form (the symbol text is its own state). */
const CLEARED_FILTERS: JournalFilters = {
  direction: undefined,
  win: undefined,
  from_date: undefined,
  to_date: undefined,
};

function TradingJournalSigned({ hideTitle = false, hideStats = false }: TradingJournalProps) {
  const t = useT(tradingJournalStrings);
  const titleId = useId();
  const [symbolText, setSymbolText] = useState('');
  const {
    filters: rest,
    page,
    setPage,
    change: changeFilters,
    clear: clearRest,
  } = useCatalogFilters<JournalFilters>({}, CLEARED_FILTERS);
  // Which dialog is open: only the dialogs listen (journal-dialogs.tsx).
  const $dialog = useJournalDialogStore();
  const [exportError, setExportError] = useState<string | null>(null);
  const symbol = useDebouncedValue(symbolText.trim(), SYMBOL_DEBOUNCE_MS);
  const filters: JournalFilters = useMemo(
    () => ({ ...rest, ...(/^[A-Za-z0-9][A-Za-z0-9./_\- ]*$/.test(symbol) ? { symbol } : {}) }),
    [rest, symbol],
  );
  const $entries = useQueryStoreFor(
    { ...filters, page, limit: JOURNAL_PAGE_SIZE },
    journalEntriesQuery,
  );
  const $stats = useQueryStoreFor(filters, journalStatsQuery);
  const list = useStore($entries);
  const stats = useStore($stats);

  // Stable callbacks, so the memoised table and figures are left alone when a dialog opens.
  const openEntry = useCallback((id: number) => $dialog.set({ kind: 'view', id }), [$dialog]);
  const retryStats = useCallback(() => $stats.invalidate(), [$stats]);

  const clearFilters = () => {
    setSymbolText('');
    clearRest();
  };
  const answer = list.data?.result;
  const pages = answer ? pageCount(answer.total, JOURNAL_PAGE_SIZE) : 1;
  const state = pagedListState(list);

  let body;
  if (state === 'failed') {
    body = (
      <LoadFailed
        title={t('listFailed')}
        retryLabel={t('retry')}
        onRetry={() => $entries.invalidate()}
      />
    );
  } else if (state === 'loading' || answer === undefined) {
    body = <Skeleton height="20rem" aria-label={t('loading')} />;
  } else if (state === 'empty') {
    body = isFiltered(filters) ? (
      <FilteredEmpty
        title={t('emptyFiltered')}
        clearLabel={t('filters.clear')}
        onClear={clearFilters}
      />
    ) : (
      <EmptyState title={t('empty')} />
    );
  } else {
    body = (
      <>
        <JournalTable entries={answer.data} total={answer.total} onOpen={openEntry} />
        <Pager page={page} pages={pages} onPage={setPage} labels={pagerLabels(t, page, pages)} />
      </>
    );
  }

  const exportCsv = async () => {
    setExportError(null);
    try {
      download(await journalApi.exportJournalCsv(filters), 'trading-journal.csv');
    } catch (error) {
      setExportError(apiErrorMessage(error, t('csv.exportFailed')));
    }
  };

  return (
    <Region aria-labelledby={titleId} data-savdo-trading-journal="">
      <div className="toolbar">
        {hideTitle ? (
          <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>
        ) : (
          <Title id={titleId}>{t('title')}</Title>
        )}
        <div className="actions">
          <Button variant="secondary" onClick={() => void exportCsv()}>
            {t('csv.export')}
          </Button>
          <Button variant="secondary" onClick={() => $dialog.set({ kind: 'import' })}>
            {t('csv.import')}
          </Button>
          <Button variant="secondary" onClick={() => $dialog.set({ kind: 'reports' })}>
            {t('reports')}
          </Button>
          <Button onClick={() => $dialog.set({ kind: 'form' })}>{t('add')}</Button>
        </div>
      </div>
      {exportError ? (
        <p className="error" role="alert">
          {exportError}
        </p>
      ) : null}
      <JournalFiltersForm
        symbolText={symbolText}
        onSymbolText={setSymbolText}
        filters={rest}
        onChange={changeFilters}
        onClear={clearFilters}
      />
      {/* The figures come before the entries: both are drawn once the figures have, so the
          entries are not pushed down when they arrive (ui's hooks/laid-out-gate.tsx). */}
      <LaidOutGate
        placeholder={<Skeleton height="12rem" />}
        settled={hideStats || hasAnswered(stats)}
      >
        {hideStats ? null : (
          <JournalStatsPanel
            stats={stats.data?.result}
            failed={stats.error !== undefined && !stats.loading}
            onRetry={retryStats}
            filters={filters}
          />
        )}
        {body}
      </LaidOutGate>
      <JournalDialogs $dialog={$dialog} filters={filters} />
    </Region>
  );
}
