// The lightweight-charts canvas of the chart modal. The library is imported when the modal
// first opens (its own chunk in the embed build), then drawn with the widget's theme colours.
import styled from 'styled-components';
import { DEFAULT_TIME_ZONE, type TimeZoneChoice, type TradingSignal } from '@savdo/contract';
import { timeZoneOffsetMinutes } from '@savdo/core';
import { Skeleton, token, useLanguage, visuallyHidden } from '@savdo/ui';
import { TradingViewAttribution, chartPriceFormatter, useChartMount } from '@savdo/ui/charts';
import { drawSignalChart, themeColours, type ChartTexts } from './draw-signal-chart';
import { levelDecimals } from './signal-format';

// A figure, not role="img": it holds the TradingView attribution link, and an image may hold no
// link. The caption names the chart for screen readers.
const Frame = styled.figure`
  margin: 0;
  position: relative;
  width: 100%;
  height: 280px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  overflow: hidden;
  /* Its size is its own: the layouts the chart library forces while it sizes its canvases stay
     inside this frame instead of laying out the whole page (docs/decisions/0330-interactions-bench.md). */
  contain: strict;
`;

const Caption = styled.figcaption`
  ${visuallyHidden}
`;

/** The library's own node: React never renders children into it. */
const Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${token('space-3')};
  text-align: center;
`;

/** The chart library, its own chunk: loaded when the chart modal first opens. */
const loadCharts = () => import('lightweight-charts');

export interface SignalPriceChartProps {
  signal: TradingSignal;
  label: string;
  texts: ChartTexts;
  failedText: string;
  /** The time zone the axis is drawn in: the one the cards use. */
  timeZone?: TimeZoneChoice;
}

export function SignalPriceChart({
  signal,
  label,
  texts,
  failedText,
  timeZone = DEFAULT_TIME_ZONE,
}: SignalPriceChartProps) {
  const { entry, stop, target } = texts;
  const lang = useLanguage();
  const { canvas, phase, theme } = useChartMount(
    loadCharts,
    (lib, node) =>
      drawSignalChart(
        lib,
        node,
        signal,
        { entry, stop, target },
        themeColours(node),
        timeZoneOffsetMinutes(timeZone, new Date(signal.created_at)),
        chartPriceFormatter(
          lang,
          levelDecimals([signal.entry_price, signal.stop_loss, signal.take_profit]) ?? 2,
        ),
      ),
    [signal, entry, stop, target, timeZone, lang],
  );

  return (
    <Frame part="signal-chart" data-phase={phase}>
      <Caption>{label}</Caption>
      <Canvas ref={canvas} />
      {phase === 'ready' ? <TradingViewAttribution dark={theme === 'dark'} /> : null}
      {phase === 'loading' ? (
        <Overlay>
          <Skeleton height="100%" />
        </Overlay>
      ) : null}
      {phase === 'error' ? <Overlay role="alert">{failedText}</Overlay> : null}
    </Frame>
  );
}
