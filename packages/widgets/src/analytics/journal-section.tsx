// The journal's statistics over time (GET /trading-journal/stats over every entry): win rate,
// total P&L, profit factor, expectancy and average R as figures, and the cumulative P&L line
// by trade date. Shown first: the trader's own trades come before everything else.
import { useMemo } from 'react';
import type { JournalStats } from '@savdo/contract';
import { formatNumber, formatUsd } from '@savdo/core';
import { journalStatsQuery } from '@savdo/core/journal';
import {
  LoadFailed,
  Skeleton,
  TextLink,
  useLanguage,
  useStore,
  useT,
  hasAnswered,
  useReportSettled,
} from '@savdo/ui';
import { CourseLink, type NavigateTo } from '@savdo/ui/courses';
import { strictlyIncreasing, type SeriesPoint } from './analytics-series';
import { LineChart } from './line-chart';
import { Figure, Section, toneOf } from './section';
import { analyticsStrings } from './strings';

const $stats = journalStatsQuery({});

/** The cumulative P&L after each trading day (the day's last point), oldest first. */
export function journalSeries(curve: JournalStats['curve']): SeriesPoint[] {
  return strictlyIncreasing(
    curve.map((p) => ({
      time: Math.floor(Date.parse(`${p.date}T00:00:00Z`) / 1000),
      value: p.cumulative_pnl,
    })),
  );
}

export function JournalSection({ onNavigate }: { onNavigate?: NavigateTo }) {
  const t = useT(analyticsStrings);
  const lang = useLanguage();
  const value = useStore($stats);
  useReportSettled(hasAnswered(value));
  const stats = value.data?.result;
  const points = useMemo(() => journalSeries(stats?.curve ?? []), [stats]);
  const lines = useMemo(() => [{ colour: 'color-accent', points, area: true }], [points]);
  const money = (n: number) => formatUsd(n, lang);
  const number = (n: number | null, decimals = 2) =>
    n === null ? '—' : formatNumber(n, lang, { minDecimals: decimals, maxDecimals: decimals });
  return (
    <Section part="journal" aria-labelledby="analytics-journal">
      <h2 id="analytics-journal">{t('journal.title')}</h2>
      {stats ? (
        stats.trades === 0 ? (
          <p>
            {t('journal.empty')}.{' '}
            <TextLink as={CourseLink} to="/trading-journal" onNavigate={onNavigate}>
              {t('journal.open')}
            </TextLink>
          </p>
        ) : (
          <>
            <dl>
              <Figure name={t('journal.trades')} value={String(stats.trades)} />
              <Figure
                name={t('journal.winRate')}
                value={stats.win_rate === null ? '—' : `${number(stats.win_rate, 1)}%`}
              />
              <Figure
                name={t('journal.totalPnl')}
                value={money(stats.total_pnl)}
                tone={toneOf(stats.total_pnl)}
              />
              <Figure name={t('journal.profitFactor')} value={number(stats.profit_factor)} />
              <Figure
                name={t('journal.expectancy')}
                value={stats.expectancy === null ? '—' : money(stats.expectancy)}
                tone={stats.expectancy === null ? undefined : toneOf(stats.expectancy)}
              />
              <Figure name={t('journal.averageR')} value={number(stats.average_r)} />
            </dl>
            {points.length > 1 ? (
              <LineChart
                part="journal-chart"
                label={t('journal.chart', { count: stats.trades })}
                lines={lines}
                failedText={t('chartFailed')}
              />
            ) : null}
            <p>
              <TextLink as={CourseLink} to="/trading-journal" onNavigate={onNavigate}>
                {t('journal.open')}
              </TextLink>
            </p>
          </>
        )
      ) : value.error && !value.loading ? (
        <LoadFailed
          size="sm"
          title={t('journal.failed')}
          retryLabel={t('retry')}
          onRetry={() => $stats.invalidate()}
        />
      ) : (
        <Skeleton height="12rem" />
      )}
    </Section>
  );
}
