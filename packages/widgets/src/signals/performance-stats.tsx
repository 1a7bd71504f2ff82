// Performance over the last 30 days: win rate, signals closed, profit and loss
// counts, average risk/reward, signals published, and the cumulative chart. Its own loading
// skeleton and load-failure message, so the feed shows even when the figures fail.
import styled from 'styled-components';
import type { SignalPerformanceStats } from '@savdo/contract';
import { Panel, Skeleton, token, useT, LoadFailed } from '@savdo/ui';
import { StatsChart } from './stats-chart';
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

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Loaded({ stats }: { stats: SignalPerformanceStats }) {
  const t = useT(signalsStrings);
  const days = stats.period_days;
  return (
    <>
      <Title>{t('stats.title', { days })}</Title>
      <Figures>
        <Figure label={t('stats.winRate')} value={formatPercent(stats.win_rate, '')} />
        <Figure label={t('stats.closed')} value={String(stats.closed_signals)} />
        <Figure label={t('stats.profit')} value={String(stats.profit_count)} />
        <Figure label={t('stats.loss')} value={String(stats.loss_count)} />
        <Figure label={t('stats.averageRr')} value={formatRatio(stats.average_risk_reward)} />
        <Figure label={t('stats.total')} value={String(stats.total_signals)} />
      </Figures>
      <StatsChart
        daily={stats.daily}
        label={t('stats.chartTitle')}
        summary={t('stats.chartSummary', {
          days,
          profit: stats.profit_count,
          loss: stats.loss_count,
        })}
      />
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
      {state.phase === 'loading' ? (
        <>
          <Skeleton width="40%" height={16} />
          <Skeleton height={40} />
          <Skeleton height={90} />
        </>
      ) : (
        <Loaded stats={state.stats} />
      )}
    </Panel>
  );
}
