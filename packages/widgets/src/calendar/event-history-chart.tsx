// The event detail's chart of the last releases, actual against forecast (lightweight-charts,
// imported on first show). Its figure carries the number of points drawn (data-points), and a
// table of the same figures for screen readers.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { EconomicEvent } from '@savdo/contract';
import { formatDate, formatNumber } from '@savdo/core';
import { token, useLanguage, useT, visuallyHidden } from '@savdo/ui';
import { CHART_LOCALES, ChartFrame, tickLabel, useChartMount } from '@savdo/ui/charts';
import { drawEventHistoryChart, historyChartColours } from './draw-event-history-chart';
import { eventDetailStrings } from './event-detail-strings';
import { historyPoints } from './event-history-data';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${token('space-2')};
  min-width: 0;
`;

const Legend = styled.figcaption`
  display: flex;
  gap: ${token('space-4')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  .key::before {
    content: '';
    display: inline-block;
    width: 0.9em;
    height: 0.2em;
    margin-inline-end: 0.4em;
    vertical-align: middle;
    background: ${token('color-accent')};
  }
  .key[data-key='forecast']::before {
    background: none;
    border-top: 2px dashed ${token('color-text-muted')};
  }
`;

const Hidden = styled.table`
  ${visuallyHidden}
`;

const loadCharts = () => import('lightweight-charts');

export interface EventHistoryChartProps {
  history: readonly EconomicEvent[];
  name: string;
}

export function EventHistoryChart({ history, name }: EventHistoryChartProps) {
  const t = useT(eventDetailStrings);
  const lang = useLanguage();
  const points = useMemo(() => historyPoints(history), [history]);
  const empty = points.length === 0;
  const { canvas, phase, theme } = useChartMount(
    loadCharts,
    empty
      ? null
      : (lib, node) =>
          drawEventHistoryChart(lib, node, points, historyChartColours(node), {
            locale: CHART_LOCALES[lang],
            value: (v) => formatNumber(v, lang),
            tick: (seconds, kind) => tickLabel(seconds, kind, lang),
          }),
    [points, lang],
  );
  if (empty) return <p>{t('noFigures')}</p>;
  return (
    <Figure
      part="history-chart"
      data-phase={phase}
      data-points={points.length}
      aria-label={t('chartLabel', { event: name })}
    >
      <Legend>
        <span className="key" data-key="actual">
          {t('actual')}
        </span>
        <span className="key" data-key="forecast">
          {t('forecast')}
        </span>
      </Legend>
      <ChartFrame
        canvas={canvas}
        phase={phase}
        theme={theme}
        height="220px"
        failedText={t('chartFailed')}
      />
      <Hidden>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{t('actual')}</th>
            <th scope="col">{t('forecast')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((e) => (
            <tr key={e.id}>
              <th scope="row">{formatDate(e.time, lang, 'london')}</th>
              <td>{e.actual ?? '—'}</td>
              <td>{e.forecast ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Hidden>
    </Figure>
  );
}
