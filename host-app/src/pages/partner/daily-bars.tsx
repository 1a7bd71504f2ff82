// A small bar chart of counts per day over the portal's last PARTNER_STATS_DAYS days (widget
// loads; referred sign-ups beside first top-ups). Days without a row are drawn as zero, so the
// chart always spans the whole period and a quiet week shows as one. Plain SVG, as the signals'
// performance chart: no chart library for thirty bars. An image with a text summary for screen
// readers; the axes are HTML beside the stretched SVG so their text is never distorted.
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { PARTNER_STATS_DAYS } from '@savdo/contract';
import { formatDate } from '@savdo/core';
import { token, useLanguage } from '@savdo/ui';

const WIDTH = 300;
const HEIGHT = 90;
const GAP = 1;
const DAY_MS = 86_400_000;

export interface BarSeries {
  /** A stable name for tests and styles. */
  name: string;
  label: string;
  colour: string;
  /** Counts by day (YYYY-MM-DD, UTC). */
  byDay: ReadonlyMap<string, number>;
}

/** The period's days, oldest first, ending with `today` (UTC days, YYYY-MM-DD). */
export function periodDays(today: Date, days: number = PARTNER_STATS_DAYS): string[] {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(last - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Sums counts by day: `[day, count]` pairs in, a map with one entry per day out. */
export function countsByDay(rows: Iterable<readonly [string, number]>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const [day, count] of rows) sums.set(day, (sums.get(day) ?? 0) + count);
  return sums;
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${token('space-2')};
  svg {
    display: block;
    width: 100%;
    height: 140px;
  }
`;

const YAxis = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  align-items: flex-end;
  height: 140px;
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

const Legend = styled.figcaption`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  margin-top: ${token('space-2')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  span::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-inline-end: ${token('space-1')};
    border-radius: 2px;
    background: var(--swatch);
  }
`;

export interface DailyBarsProps {
  series: readonly BarSeries[];
  /** What the chart shows, for screen readers ("Widget loads per day"). */
  label: string;
  /** The days drawn, oldest first (periodDays). */
  days: readonly string[];
}

export function DailyBars({ series, label, days }: DailyBarsProps) {
  const lang = useLanguage();
  const max = Math.max(1, ...series.flatMap((s) => days.map((d) => s.byDay.get(d) ?? 0)));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(0.5, (slot - GAP * (series.length + 1)) / series.length);
  // London is UTC+0 all year in our zone list, so a day stays the day it names.
  const dayLabel = (day: string) => formatDate(`${day}T00:00:00Z`, lang, 'london');
  const summary = series
    .map((s) => `${s.label}: ${days.reduce((sum, d) => sum + (s.byDay.get(d) ?? 0), 0)}`)
    .join('; ');
  const ticks = (
    days.length > 2
      ? [days[0], days[Math.floor((days.length - 1) / 2)], days[days.length - 1]]
      : days
  ).filter((day): day is string => day !== undefined);
  return (
    <Figure data-daily-bars>
      <YAxis aria-hidden="true">
        <span>{max}</span>
        <span>{Number.isInteger(max / 2) ? max / 2 : ''}</span>
        <span>0</span>
      </YAxis>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label}. ${dayLabel(days[0] ?? '')} – ${dayLabel(days[days.length - 1] ?? '')}. ${summary}`}
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          stroke={token('color-border')}
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, i) =>
          series.map((s, k) => {
            const count = s.byDay.get(day) ?? 0;
            if (count === 0) return null;
            const height = (count / max) * (HEIGHT - 2);
            return (
              <rect
                key={`${day}-${s.name}`}
                data-day={day}
                data-series={s.name}
                data-count={count}
                x={i * slot + GAP + k * (barWidth + GAP)}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                fill={s.colour}
              >
                <title>{`${dayLabel(day)}: ${s.label} ${count}`}</title>
              </rect>
            );
          }),
        )}
      </svg>
      <XAxis aria-hidden="true">
        {ticks.map((day) => (
          <span key={day}>{dayLabel(day)}</span>
        ))}
      </XAxis>
      {series.length > 1 && (
        <Legend aria-hidden="true">
          {series.map((s) => (
            <span key={s.name} style={{ '--swatch': s.colour } as CSSProperties}>
              {s.label}
            </span>
          ))}
        </Legend>
      )}
    </Figure>
  );
}
