// Historical trades with symbol and date filters (on close time) and paging of 10.
import { useMemo, useState } from 'react';
import { ALGO_PAGE_SIZE, type HistoricalTradesQuery } from '@savdo/contract';
import { historicalTradesQuery } from '@savdo/core/algo';
import {
  LoadFailed,
  Pager,
  pagerLabels,
  pageCount,
  DateField,
  TextField,
  useDebouncedValue,
  useLanguage,
  useStore,
  useT,
} from '@savdo/ui';
import { myExpertAdvisorStrings } from './strings';
import { TradesTable } from './trades-table';

export function History({ purchaseId }: { purchaseId: number }) {
  const t = useT(myExpertAdvisorStrings);
  const lang = useLanguage();
  const [filters, setFilters] = useState({ symbol: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const symbol = useDebouncedValue(filters.symbol, 300);
  const query: HistoricalTradesQuery = {
    page,
    ...(symbol.trim() ? { symbol: symbol.trim() } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const key = JSON.stringify(query);
  const $trades = useMemo(
    () => historicalTradesQuery(purchaseId, JSON.parse(key) as HistoricalTradesQuery),
    [purchaseId, key],
  );
  const value = useStore($trades);
  const answer = value.data?.result;
  const pages = answer ? pageCount(answer.total, ALGO_PAGE_SIZE) : 1;
  const change = (next: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };

  return (
    <section part="history" aria-label={t('history.title')}>
      <h3>{t('history.title')}</h3>
      <div role="search">
        <TextField
          label={t('history.symbol')}
          maxLength={30}
          value={filters.symbol}
          onChange={(e) => change({ symbol: e.target.value })}
        />
        <DateField
          label={t('history.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(from) => change({ from })}
        />
        <DateField
          label={t('history.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(to) => change({ to })}
        />
      </div>
      {value.error !== undefined && !value.loading && !answer ? (
        <LoadFailed
          title={t('history.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => $trades.invalidate()}
        />
      ) : answer && answer.data.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : answer ? (
        <TradesTable trades={answer.data} lang={lang} label={t('history.title')} />
      ) : null}
      <Pager page={page} pages={pages} onPage={setPage} labels={pagerLabels(t, page, pages)} />
    </section>
  );
}
