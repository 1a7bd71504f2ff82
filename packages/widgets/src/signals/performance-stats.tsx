// Performance over the last 30 days: win rate, signals closed, profit and loss
// counts, average risk/reward, signals published, and the cumulative chart. Its own loading
// state and load-failure message, so the feed shows even when the figures fail. While loading,
// the panel is already laid out as it will be (title, labels, legend; a line skeleton for each
// figure, a block for the chart), so the tabs and the feed below it do not move when the
// figures arrive: a layout shift on phones was Lighthouse's CLS 0.10 on /trading-signals.
import styled from 'styled-components';
import { SIGNAL_PERFORMANCE_PERIOD_DAYS, type SignalPerformanceStats } from '@savdo/contract';
import { Panel, Skeleton, token, useT, LoadFailed } from '@savdo/ui';
import { StatsChart, StatsChartSkeleton } from './stats-chart';
import { formatPercent, formatRatio } from './signal-format';
import { signalsStrings } from './strings';
import type { StatsState } from './use-performance-stats';

// h2 under the page's h1; the signal cards' symbols below are h3.
const Title = styled.h2`
  margin: 0;
  font-size: ${token('font-size-md')};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${token('space-3')};
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-xs')};
  }
  dd {
    margin: 0;
    font-size: ${token('font-size-xl')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Legend = styled.p`
  display: flex;
  gap: ${token('space-4')};
  margin: 0;
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
  span::before {
    content: '';
    display: inline-block;
    width: 12px;
    height: 2px;
    margin-right: ${token('space-1')};
    vertical-align: middle;
  }
  span:first-child::before {
    background: ${token('color-success')};
  }
  span:last-child::before {
    background: ${token('color-danger')};
  }
`;

export interface PerformanceStatsViewProps {
  state: StatsState;
  onRetry: () => void;
}

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value ?? <Skeleton line width="3ch" />}</dd>
    </div>
  );
}

/** The figures, or (stats null) the same layout waiting for them. */
function StatsBody({ stats }: { stats: SignalPerformanceStats | null }) {
  const t = useT(signalsStrings);
  const days = stats?.period_days ?? SIGNAL_PERFORMANCE_PERIOD_DAYS;
  const figure = (value: (s: SignalPerformanceStats) => string) => (stats ? value(stats) : null);
  return (
    <>
      <Title>{t('stats.title', { days })}</Title>
      <Figures>
        <Figure label={t('stats.winRate')} value={figure((s) => formatPercent(s.win_rate, ''))} />
        <Figure label={t('stats.closed')} value={figure((s) => String(s.closed_signals))} />
        <Figure label={t('stats.profit')} value={figure((s) => String(s.profit_count))} />
        <Figure label={t('stats.loss')} value={figure((s) => String(s.loss_count))} />
        <Figure
          label={t('stats.averageRr')}
          value={figure((s) => formatRatio(s.average_risk_reward))}
        />
        <Figure label={t('stats.total')} value={figure((s) => String(s.total_signals))} />
      </Figures>
      {stats ? (
        <StatsChart
          daily={stats.daily}
          label={t('stats.chartTitle')}
          summary={t('stats.chartSummary', {
            days,
            profit: stats.profit_count,
            loss: stats.loss_count,
          })}
        />
      ) : (
        <StatsChartSkeleton />
      )}
      <Legend aria-hidden="true">
        <span>{t('stats.profit')}</span>
        <span>{t('stats.loss')}</span>
      </Legend>
    </>
  );
}

export function PerformanceStatsView({ state, onRetry }: PerformanceStatsViewProps) {
  const t = useT(signalsStrings);
  if (state.phase === 'error') {
    return (
      <LoadFailed
        title={t('stats.loadFailed')}
        retryLabel={t('retry')}
        onRetry={onRetry}
        size="sm"
      />
    );
  }
  return (
    <Panel
      $surface="sunken"
      part="stats"
      aria-busy={state.phase === 'loading'}
      aria-label={state.phase === 'loading' ? t('stats.loading') : undefined}
    >
      <StatsBody stats={state.phase === 'loading' ? null : state.stats} />
    </Panel>
  );
}
