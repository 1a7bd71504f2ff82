// The statistics panel: the figures of GET /trading-journal/stats over the current filters,
// the cumulative P&L curve and the daily P&L heatmap.
import { memo } from 'react';
import styled from 'styled-components';
import type { JournalFilters, JournalStats } from '@savdo/contract';
import { LoadFailed, Skeleton, token, useLanguage, useT } from '@savdo/ui';
import { autoGrid, figureText } from '@savdo/ui/grid';
import { figure, tradeDate, usd } from './journal-format';
import { todayText } from './journal-format';
import { PnlCurve } from './pnl-curve';
import { PnlHeatmap } from './pnl-heatmap';
import { tradingJournalStrings } from './strings';

const Panel = styled.section`
  display: grid;
  gap: ${token('space-3')};
  dl {
    ${autoGrid({ min: '9rem', gap: 2, fill: true })}
    margin: 0;
  }
  dl > div {
    padding: ${token('space-2')} ${token('space-3')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    background: ${token('color-surface-raised')};
  }
  ${figureText}
  .up {
    color: ${token('color-success')};
  }
  .down {
    color: ${token('color-danger')};
  }
  h3 {
    margin: 0;
    font-size: ${token('font-size-sm')};
  }
  .charts {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${token('space-3')};
    @media (max-width: 760px) {
      grid-template-columns: 1fr;
    }
  }
`;

export interface JournalStatsPanelProps {
  stats?: JournalStats;
  failed: boolean;
  onRetry: () => void;
  filters: JournalFilters;
}

const tone = (v: number | null) => (v === null || v === 0 ? undefined : v > 0 ? 'up' : 'down');

// Memoised: opening a dialog of the journal re-renders the journal, not its figures (the curve,
// the heatmap), whose props have not changed (docs/decisions/0330-interactions-bench.md).
export const JournalStatsPanel = memo(function JournalStatsPanel({
  stats,
  failed,
  onRetry,
  filters,
}: JournalStatsPanelProps) {
  const t = useT(tradingJournalStrings);
  const lang = useLanguage();
  const none = t('stats.none');
  if (failed && !stats)
    return (
      <LoadFailed title={t('stats.failed')} retryLabel={t('retry')} onRetry={onRetry} size="sm" />
    );
  if (!stats) return <Skeleton height="12rem" />;
  const money = (v: number | null, signed = true) => (v === null ? none : usd(v, lang, signed));
  const items: [string, string, string, string | undefined][] = [
    ['trades', t('stats.trades'), String(stats.trades), undefined],
    [
      'win-rate',
      t('stats.winRate'),
      stats.win_rate === null ? none : `${figure(stats.win_rate, lang, none, 1)}%`,
      undefined,
    ],
    ['total-pnl', t('stats.totalPnl'), money(stats.total_pnl), tone(stats.total_pnl)],
    ['average-pnl', t('stats.averagePnl'), money(stats.average_pnl), tone(stats.average_pnl)],
    ['profit-factor', t('stats.profitFactor'), figure(stats.profit_factor, lang, none), undefined],
    ['expectancy', t('stats.expectancy'), money(stats.expectancy), tone(stats.expectancy)],
    [
      'average-r',
      t('stats.averageR'),
      stats.average_r === null ? none : `${figure(stats.average_r, lang, none)}R`,
      tone(stats.average_r),
    ],
    ['largest-win', t('stats.largestWin'), money(stats.largest_win), tone(stats.largest_win)],
    ['largest-loss', t('stats.largestLoss'), money(stats.largest_loss), tone(stats.largest_loss)],
    [
      'streaks',
      t('stats.streaks'),
      `${stats.longest_win_streak} / ${stats.longest_loss_streak}`,
      undefined,
    ],
  ];
  return (
    <Panel part="stats" aria-label={t('stats.title')}>
      <dl data-testid="journal-figures">
        {items.map(([key, label, value, className]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd className={className} data-figure={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="charts">
        <div>
          <h3>{t('stats.curve')}</h3>
          <PnlCurve
            curve={stats.curve}
            label={t('stats.curve')}
            emptyText={t('stats.curveEmpty')}
            failedText={t('stats.failed')}
          />
        </div>
        <div>
          <h3>{t('stats.heatmap')}</h3>
          <PnlHeatmap
            days={stats.daily}
            label={t('stats.heatmap')}
            today={todayText()}
            from={filters.from_date}
            to={filters.to_date}
            monthNames={t('stats.heatmapMonths').split(',')}
            weekdayNames={t('stats.heatmapWeekdays').split(',')}
            describe={(day) =>
              t('stats.heatmapDay', {
                date: tradeDate(day.date, lang),
                pnl: usd(day.pnl, lang, true),
                trades: day.trades,
              })
            }
          />
        </div>
      </div>
    </Panel>
  );
});
