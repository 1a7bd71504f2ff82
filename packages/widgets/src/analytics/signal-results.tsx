// Signal results: the 30-day figures of the signals (GET /dashboard/trading-signal/stats) and
// their cumulative profitable and losing counts by day.
import { useEffect, useMemo } from 'react';
import { formatNumber } from '@savdo/core';
import { $dashboardSignalStats, subscribeSignalEvents } from '@savdo/core';
import {
  LoadFailed,
  Skeleton,
  useLanguage,
  useStore,
  useT,
  hasAnswered,
  useReportSettled,
} from '@savdo/ui';
import { signalSeries } from './analytics-series';
import { LineChart } from './line-chart';
import { Figure, Section } from './section';
import { analyticsStrings } from './strings';

export function SignalResults() {
  const t = useT(analyticsStrings);
  const lang = useLanguage();
  const stats = useStore($dashboardSignalStats);
  useReportSettled(hasAnswered(stats));
  useEffect(() => subscribeSignalEvents(() => undefined), []);
  const data = stats.data?.result;
  const lines = useMemo(() => {
    if (!data) return [];
    const { profit, loss } = signalSeries(data.daily);
    return [
      { colour: 'color-success', points: profit },
      { colour: 'color-danger', points: loss },
    ];
  }, [data]);
  return (
    <Section part="signals" aria-labelledby="analytics-signals">
      <h2 id="analytics-signals">{t('signals.title')}</h2>
      {data ? (
        <>
          <p>{t('signals.period', { days: data.period_days })}</p>
          <dl>
            <Figure
              name={t('signals.winRate')}
              value={`${formatNumber(data.win_rate, lang, { maxDecimals: 1 })}%`}
            />
            <Figure name={t('signals.closed')} value={formatNumber(data.closed_signals, lang)} />
            <Figure
              name={t('signals.profit')}
              value={formatNumber(data.profit_count, lang)}
              tone="up"
            />
            <Figure
              name={t('signals.loss')}
              value={formatNumber(data.loss_count, lang)}
              tone="down"
            />
            <Figure
              name={t('signals.rr')}
              value={formatNumber(data.average_risk_reward, lang, { maxDecimals: 2 })}
            />
          </dl>
          {data.closed_signals === 0 || data.daily.length < 2 ? (
            <p>{t('signals.empty')}</p>
          ) : (
            <LineChart
              part="signals-chart"
              label={t('signals.chart')}
              lines={lines}
              failedText={t('chartFailed')}
            />
          )}
        </>
      ) : stats.error && !stats.loading ? (
        <LoadFailed
          size="sm"
          title={t('signals.failed')}
          retryLabel={t('retry')}
          onRetry={() => $dashboardSignalStats.invalidate()}
        />
      ) : (
        <Skeleton height="12rem" />
      )}
    </Section>
  );
}
