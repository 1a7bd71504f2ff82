// The bot page's equity and drawdown chart (lightweight-charts, imported on first show so no
// other bundle carries it): the equity area above, the drawdown below on its own scale, one
// crosshair, a legend with the point under it (the latest point otherwise), the widget's theme
// colours (redrawn when the theme flips) and the width of its column at any screen size.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { EquityPoint, Language } from '@savdo/contract';
import { formatDateTime, formatNumber } from '@savdo/core';
import { token, useLanguage, useT, visuallyHidden } from '@savdo/ui';
import { CHART_LOCALES, ChartFrame, tickLabel, useChartMount } from '@savdo/ui/charts';
import {
  DRAWDOWN_PANE_SHARE,
  drawEquityChart,
  equityChartColours,
  type EquityChartFormat,
} from './draw-equity-chart';
import { equityChartPoints, type EquityChartPoint } from './equity-chart-data';
import { algoBotStrings } from './strings';

// The time axis is drawn in UTC (the library's only zone), as the metrics' months are; the
// legend says so.
const CHART_ZONE = 'london';
const AXIS_PX = 28;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${token('space-2')};
  min-width: 0;
`;

const Caption = styled.figcaption`
  ${visuallyHidden}
`;

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-4')};
  margin: 0;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  font-variant-numeric: tabular-nums;
  min-height: 1.5em;
  b {
    font-weight: 600;
    color: ${token('color-text')};
  }
  .algo-key::before {
    content: '';
    display: inline-block;
    width: 0.75em;
    height: 0.25em;
    margin-inline-end: 0.4em;
    vertical-align: middle;
    border-radius: 2px;
    background: ${token('color-accent')};
  }
  .algo-key[data-key='drawdown']::before {
    background: ${token('color-danger')};
  }
`;

/** The frame is lower in a narrow column. */
const Frame = styled(ChartFrame)`
  @container algo-bot (max-width: 480px) {
    height: 260px;
  }
`;

/** The chart library, its own chunk: loaded when a chart is first shown. */
const loadCharts = () => import('lightweight-charts');

export function chartFormat(lang: Language): EquityChartFormat {
  return {
    locale: CHART_LOCALES[lang],
    money: (v) => formatNumber(v, lang),
    percent: (v) => `${formatNumber(v, lang)}%`,
    tick: (seconds, kind) => tickLabel(seconds, kind, lang),
  };
}

export interface EquityChartProps {
  curve: readonly EquityPoint[];
}

export function EquityChart({ curve }: EquityChartProps) {
  const t = useT(algoBotStrings);
  const lang = useLanguage();
  const points = useMemo(() => equityChartPoints(curve), [curve]);
  const [hovered, setHovered] = useState<EquityChartPoint | null>(null);
  const empty = points.length === 0;
  const { canvas, phase, theme } = useChartMount(
    loadCharts,
    empty
      ? null
      : (lib, node) =>
          drawEquityChart(
            lib,
            node,
            points,
            equityChartColours(node),
            chartFormat(lang),
            setHovered,
          ),
    [points, lang],
  );

  const shown = hovered ?? points[points.length - 1];
  return (
    <Figure part="equity-chart" data-phase={empty ? 'empty' : phase}>
      <Caption>{t('chart.title')}</Caption>
      <Legend aria-live="off">
        {shown ? (
          <>
            <span data-legend="time">
              {formatDateTime(shown.time * 1000, lang, CHART_ZONE)} UTC
            </span>
            <span className="algo-key" data-key="equity">
              {t('chart.equity')} <b data-legend="equity">{formatNumber(shown.equity, lang)}</b>
            </span>
            <span className="algo-key" data-key="drawdown">
              {t('chart.drawdown')}{' '}
              <b data-legend="drawdown">{`${formatNumber(shown.drawdown, lang)}%`}</b>
            </span>
          </>
        ) : null}
      </Legend>
      <Frame
        canvas={canvas}
        phase={phase}
        theme={theme}
        height="340px"
        failedText={t('chart.failed')}
        emptyText={empty ? t('chart.empty') : undefined}
        attributionBottom={`calc(${AXIS_PX}px + ${DRAWDOWN_PANE_SHARE} * (100% - ${AXIS_PX}px) + 10px)`}
      />
    </Figure>
  );
}
