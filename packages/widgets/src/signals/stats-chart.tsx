// The performance chart: cumulative profitable and losing signals per day over the period, as
// two lines in a small SVG (no chart library; the signal chart modal is drawn the same way,
// signal-price-chart.tsx). An image with a text summary for screen readers; the axes
// (signal counts up the side, first, middle and last day along the bottom) are HTML beside the
// stretched SVG so their text is never distorted.
import styled from 'styled-components';
import type { SignalPerformanceStats } from '@savdo/contract';
import { formatDate } from '@savdo/core';
import { Skeleton, token, useLanguage } from '@savdo/ui';

const WIDTH = 300;
const HEIGHT = 90;
const PAD = 4;

// A plain <svg> in a styled box: styled-components may drop SVG attributes it does not know
// (preserveAspectRatio, vectorEffect) on a styled svg.
const Box = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${token('space-2')};
  svg {
    display: block;
    width: 100%;
    height: 120px;
  }
`;

const YAxis = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  align-items: flex-end;
  height: 120px;
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
  font-variant-numeric: tabular-nums;
`;

const XAxis = styled.div`
  grid-column: 2;
  display: flex;
  justify-content: space-between;
  gap: ${token('space-2')};
  margin-top: ${token('space-1')};
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
  white-space: nowrap;
`;

export interface StatsChartProps {
  daily: SignalPerformanceStats['daily'];
  label: string;
  summary: string;
}

function points(values: number[], max: number): string {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = PAD + i * step;
      const y = HEIGHT - PAD - (max === 0 ? 0 : (v / max) * (HEIGHT - 2 * PAD));
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** A calendar day ('2026-11-20') in the interface language: '20.11.2026' or '20 Nov 2026'. */
function dayLabel(day: string, lang: ReturnType<typeof useLanguage>): string {
  // London is UTC+0 all year in our zone list, so the day stays the day it names.
  return formatDate(`${day}T00:00:00Z`, lang, 'london');
}

export function StatsChart({ daily, label, summary }: StatsChartProps) {
  const lang = useLanguage();
  const profit = daily.map((d) => d.profit);
  const loss = daily.map((d) => d.loss);
  const max = Math.max(1, ...profit, ...loss);
  const days = daily.map((d) => d.date);
  const xTicks =
    days.length > 2
      ? [days[0], days[Math.floor((days.length - 1) / 2)], days[days.length - 1]]
      : days;
  return (
    <Box>
      <YAxis aria-hidden="true" data-axis="y">
        <span>{max}</span>
        <span>{Number.isInteger(max / 2) ? max / 2 : ''}</span>
        <span>0</span>
      </YAxis>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label}. ${summary}`}
        part="stats-chart"
      >
        {[PAD, HEIGHT / 2, HEIGHT - PAD].map((y) => (
          <line
            key={y}
            x1={PAD}
            x2={WIDTH - PAD}
            y1={y}
            y2={y}
            stroke={token('color-border')}
            strokeWidth={1}
            strokeDasharray={y === HEIGHT - PAD ? undefined : '2 4'}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <polyline
          points={points(profit, max)}
          fill="none"
          stroke={token('color-success')}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          data-series="profit"
        />
        <polyline
          points={points(loss, max)}
          fill="none"
          stroke={token('color-danger')}
          strokeWidth={2}
          strokeDasharray="5 3"
          vectorEffect="non-scaling-stroke"
          data-series="loss"
        />
      </svg>
      {xTicks.length > 0 ? (
        <XAxis aria-hidden="true" data-axis="x">
          {xTicks.map((day, i) => (
            <span key={`${day}-${i}`}>{dayLabel(day!, lang)}</span>
          ))}
        </XAxis>
      ) : null}
    </Box>
  );
}

/** The chart's place while the figures load: as tall as the chart with its day labels. */
export function StatsChartSkeleton() {
  return (
    <Box aria-hidden="true">
      <YAxis />
      <Skeleton height={120} />
      <XAxis>
        <Skeleton line width="30%" />
      </XAxis>
    </Box>
  );
}
