// A small time chart of one or more lines, drawn with lightweight-charts (imported on demand) in
// the frame and with the base options every chart of ours shares (@savdo/ui/charts): the same
// border, skeleton and failure text, and the TradingView attribution once drawn. Colours are the
// widget's theme tokens.
import styled from 'styled-components';
import type * as Charts from 'lightweight-charts';
import type { Language } from '@savdo/contract';
import { useLanguage, visuallyHidden } from '@savdo/ui';
import {
  CHART_LOCALES,
  ChartFrame,
  baseChartOptions,
  chartBaseColours,
  chartPriceFormatter,
  tickLabel,
  tokenColour,
  useChartMount,
} from '@savdo/ui/charts';
import type { SeriesPoint } from './analytics-series';

export interface LineSpec {
  /** A theme colour token: 'color-success', 'color-accent'… */
  colour: string;
  points: readonly SeriesPoint[];
  /** An area under the line (for a single figure such as the balance). */
  area?: boolean;
}

const Figure = styled.figure`
  margin: 0;
`;

const Caption = styled.figcaption`
  ${visuallyHidden}
`;

let charts: Promise<typeof Charts> | null = null;

/** The library, imported once for every chart of the page (one promise, however many mount). */
function loadCharts(): Promise<typeof Charts> {
  charts ??= import('lightweight-charts').catch((error: unknown) => {
    charts = null; // a failed download may be retried by the next chart
    throw error;
  });
  return charts;
}

export interface LineChartProps {
  label: string;
  lines: readonly LineSpec[];
  failedText: string;
  /** Digits of the price scale (0 for counts and UZS). */
  precision?: number;
  part?: string;
}

export function LineChart({ label, lines, failedText, precision = 0, part }: LineChartProps) {
  const lang = useLanguage();
  // The charts' one lifecycle (useChartMount): created a painted frame after the page, once a
  // quarter of it is on screen, its lines set a frame later, drawn again when the theme flips
  // (docs/decisions/0342-charts-drawn-when-shown.md).
  const { canvas, phase, theme } = useChartMount(
    loadCharts,
    (lib, node) => drawLines(lib, node, lines, precision, lang),
    [lines, precision, lang],
  );

  return (
    <Figure part={part} data-phase={phase}>
      <Caption>{label}</Caption>
      <ChartFrame
        canvas={canvas}
        phase={phase}
        theme={theme}
        height="200px"
        failedText={failedText}
      />
    </Figure>
  );
}

/** Creates the chart in `node`; its lines are set by `fill`, a painted frame later. */
function drawLines(
  lib: typeof Charts,
  node: HTMLDivElement,
  lines: readonly LineSpec[],
  precision: number,
  lang: Language,
): { remove: () => void; fill: () => void } {
  const base = baseChartOptions(chartBaseColours(node), {
    locale: CHART_LOCALES[lang],
    tick: (seconds, kind) => tickLabel(seconds, kind, lang),
  });
  const chart = lib.createChart(node, {
    ...base,
    grid: { ...base.grid, vertLines: { visible: false } },
    handleScroll: false,
    handleScale: false,
    // The page's number format on the axis (decision 0301).
    localization: { ...base.localization, priceFormatter: chartPriceFormatter(lang, precision) },
  });
  const format = { type: 'price' as const, precision, minMove: 1 / 10 ** precision };
  return {
    remove: () => chart.remove(),
    fill: () => {
      for (const line of lines) {
        const stroke = tokenColour(node, line.colour, '#1d5fd1');
        const data = line.points.map((p) => ({
          time: p.time as Charts.UTCTimestamp,
          value: p.value,
        }));
        const series = line.area
          ? chart.addSeries(lib.AreaSeries, {
              lineColor: stroke,
              topColor: `${stroke}55`,
              bottomColor: `${stroke}05`,
              lineWidth: 2,
              priceFormat: format,
            })
          : chart.addSeries(lib.LineSeries, { color: stroke, lineWidth: 2, priceFormat: format });
        series.setData(data);
      }
      chart.timeScale().fitContent();
    },
  };
}
