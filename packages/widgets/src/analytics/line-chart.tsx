// A small time chart of one or more lines, drawn with lightweight-charts (imported on demand).
// Colours are the widget's theme tokens.
import styled from 'styled-components';
import type * as Charts from 'lightweight-charts';
import type { Language } from '@savdo/contract';
import { Skeleton, token, useLanguage, visuallyHidden } from '@savdo/ui';
import {
  chartPriceFormatter,
  tickMarkFormatter,
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

const Frame = styled.figure`
  position: relative;
  margin: 0;
  height: 200px;
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  overflow: hidden;
`;

const Caption = styled.figcaption`
  ${visuallyHidden}
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${token('space-2')};
  background: ${token('color-surface-raised')};
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
  const { canvas, phase } = useChartMount(
    loadCharts,
    (lib, node) => drawLines(lib, node, lines, precision, lang),
    [lines, precision, lang],
  );

  return (
    <Frame part={part} data-phase={phase}>
      <Caption>{label}</Caption>
      <Canvas ref={canvas} />
      {phase === 'loading' ? (
        <Overlay>
          <Skeleton height="100%" />
        </Overlay>
      ) : null}
      {phase === 'error' ? <Overlay role="alert">{failedText}</Overlay> : null}
    </Frame>
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
  const colour = (name: string, fallback: string) => tokenColour(node, name, fallback);
  const chart = lib.createChart(node, {
    autoSize: true,
    layout: {
      background: { color: colour('color-surface-raised', '#ffffff') },
      textColor: colour('color-text-muted', '#545b66'),
      attributionLogo: false,
    },
    grid: {
      vertLines: { visible: false },
      horzLines: { color: colour('color-border', '#d4d8de') },
    },
    handleScroll: false,
    handleScale: false,
    timeScale: { borderVisible: false, tickMarkFormatter: tickMarkFormatter(lang) },
    rightPriceScale: { borderVisible: false },
    // The page's number format on the axis (decision 0301).
    localization: { priceFormatter: chartPriceFormatter(lang, precision) },
  });
  const format = { type: 'price' as const, precision, minMove: 1 / 10 ** precision };
  return {
    remove: () => chart.remove(),
    fill: () => {
      for (const line of lines) {
        const stroke = colour(line.colour, '#1d5fd1');
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
