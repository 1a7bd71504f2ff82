// /trading-chart: the page title, then the live chart (the same component partners embed as
// <savdo-trading-chart>). The symbol and timeframe live in the URL (?symbol=XAUUSD&tf=4h), so a
// reload or a shared link shows the same chart. Journal markers join through `markers` (the
// journal's entries as ChartMarker, source 'journal') once the journal feature lands.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { TIMEFRAMES, type Timeframe } from '@savdo/contract';
import { TradingChart } from '@savdo/widgets/trading-chart';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

function timeframeOf(value: string | null): Timeframe {
  return (TIMEFRAMES as readonly string[]).includes(value ?? '') ? (value as Timeframe) : '1h';
}

export default function TradingChartPage() {
  const t = useAppT();
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol')?.toUpperCase() || 'EURUSD';
  const timeframe = timeframeOf(params.get('tf'));
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
      <TradingChart hideTitle symbol={symbol} timeframe={timeframe} onChange={remember} />
    </>
  );
}
