// The performance chart: cumulative profitable and losing signals per day over the period, as
// two lines in a small SVG (no chart library in the first download; lightweight-charts loads
// only with the signal chart modal). An image with a text summary for screen readers.
import styled from 'styled-components';
import type { SignalPerformanceStats } from '@savdo/contract';
import { token } from '@savdo/ui';

const WIDTH = 300;
const HEIGHT = 90;
const PAD = 4;

// A plain <svg> in a styled box: styled-components may drop SVG attributes it does not know
// (preserveAspectRatio, vectorEffect) on a styled svg.
const Box = styled.div`
  svg {
    display: block;
    width: 100%;
    height: 120px;
  }
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

export function StatsChart({ daily, label, summary }: StatsChartProps) {
  const profit = daily.map((d) => d.profit);
  const loss = daily.map((d) => d.loss);
  const max = Math.max(1, ...profit, ...loss);
  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label}. ${summary}`}
        part="stats-chart"
      >
        <line
          x1={PAD}
          x2={WIDTH - PAD}
          y1={HEIGHT - PAD}
          y2={HEIGHT - PAD}
          stroke={token('color-border')}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
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
    </Box>
  );
}
