// /trading-chart: the page title, then the live chart (the same component partners embed as
// <savdo-trading-chart>). The symbol and timeframe live in the URL (?symbol=XAUUSD&tf=4h), so a
// reload or a shared link shows the same chart. The trader's own journal entries of the symbol
// are marked on it beside the signals (the latest 100).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TIMEFRAMES, type JournalEntry, type Language, type Timeframe } from '@savdo/contract';
import { formatUsd } from '@savdo/core';
import { journalEntriesQuery } from '@savdo/core/journal';
import { useLanguage, useStore } from '@savdo/ui';
import { TradingChart, journalMarkers } from '@savdo/widgets/trading-chart';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

function timeframeOf(value: string | null): Timeframe {
  return (TIMEFRAMES as readonly string[]).includes(value ?? '') ? (value as Timeframe) : '1h';
}

/** Journal entries marked on the chart: the symbol's latest, one page. */
const JOURNAL_MARKERS = 100;

/** '+$120.00' or '−$40.00': the trade's P&L beside its arrow, as the journal writes it. */
function pnlText(entry: JournalEntry, lang: Language): string {
  return formatUsd(entry.pnl, lang, true);
}

function useJournalMarkers(symbol: string) {
  const $entries = useMemo(
    () => journalEntriesQuery({ symbol, page: 1, limit: JOURNAL_MARKERS }),
    [symbol],
  );
  const entries = useStore($entries).data?.result.data;
  const lang = useLanguage();
  return useMemo(
    () => journalMarkers(entries ?? [], (entry) => pnlText(entry, lang)),
    [entries, lang],
  );
}

export default function TradingChartPage() {
  const t = useAppT();
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol')?.toUpperCase() || 'EURUSD';
  const timeframe = timeframeOf(params.get('tf'));
  const markers = useJournalMarkers(symbol);
  const remember = useCallback(
    (choice: { symbol: string; timeframe: Timeframe }) =>
      setParams({ symbol: choice.symbol, tf: choice.timeframe }, { replace: true }),
    [setParams],
  );
  return (
    <>
      <PageHeader
        title={t('pages.tradingChart.title')}
        description={t('pages.tradingChart.description')}
      />
      <TradingChart
        hideTitle
        symbol={symbol}
        timeframe={timeframe}
        markers={markers}
        onChange={remember}
      />
    </>
  );
}
