// The lightweight-charts canvas of the chart modal. The library is imported when the modal
// first opens (its own chunk in the embed build), then drawn with the widget's theme colours.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_TIME_ZONE, type TimeZoneChoice, type TradingSignal } from '@savdo/contract';
import { timeZoneOffsetMinutes } from '@savdo/core';
import { Skeleton, token, useResolvedTheme, visuallyHidden } from '@savdo/ui';
import {
  drawSignalChart,
  themeColours,
  TRADINGVIEW_ATTRIBUTION,
  type ChartTexts,
} from './draw-signal-chart';

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

// The attribution link lightweight-charts would add itself (its logo and placement), drawn by
// us: the library's version injects a <style> without the nonce, which a strict CSP refuses.
const Attribution = styled.a`
  --fill: #131722;
  --stroke: #fff;
  position: absolute;
  left: 10px;
  /* 10px above the time axis (about 28px at the library's default 12px font), where the
     library places it in the pane. */
  bottom: 38px;
  z-index: 3;
  width: 35px;
  height: 19px;
  margin: 0;
  padding: 0;
  border: 0;
  line-height: 0;
  &[data-dark] {
    --fill: #d1d4dc;
    --stroke: #131722;
  }
  svg {
    display: block;
  }
`;

function TradingViewAttribution({ dark }: { dark: boolean }) {
  return (
    <Attribution
      href={TRADINGVIEW_ATTRIBUTION.href}
      title={TRADINGVIEW_ATTRIBUTION.title}
      aria-label={TRADINGVIEW_ATTRIBUTION.title}
      target="_blank"
      rel="noopener noreferrer"
      data-dark={dark ? '' : undefined}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="35"
        height="19"
        viewBox="0 0 35 19"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <g fillRule="evenodd" clipRule="evenodd">
          <path
            fill="var(--stroke)"
            d="M2 0H0v10h6v9h21.4l.5-1.3 6-15 1-2.7H23.7l-.5 1.3-.2.6a5 5 0 0 0-7-.9V0H2Zm20 17h4l5.2-13 .8-2h-7l-1 2.5-.2.5-1.5 3.8-.3.7V17Zm-.8-10a3 3 0 0 0 .7-2.7A3 3 0 1 0 16.8 7h4.4ZM14 7V2H2v6h6v9h4V7h2Z"
          />
          <path
            fill="var(--fill)"
            d="M14 2H2v6h6v9h6V2Zm12 15h-7l6-15h7l-6 15Zm-7-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"
          />
        </g>
      </svg>
    </Attribution>
  );
}

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
  const frame = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'error'>('loading');
  const theme = useResolvedTheme();
  const { entry, stop, target } = texts;

  useEffect(() => {
    let disposed = false;
    let remove: (() => void) | null = null;
    import('lightweight-charts')
      .then((lib) => {
        const container = frame.current;
        if (disposed || !container) return;
        remove = drawSignalChart(
          lib,
          container,
          signal,
          { entry, stop, target },
          themeColours(container),
          timeZoneOffsetMinutes(timeZone, new Date(signal.created_at)),
        );
        setPhase('ready');
      })
      .catch(() => {
        if (!disposed) setPhase('error');
      });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [signal, entry, stop, target, theme, timeZone]);

  return (
    <Frame part="signal-chart" data-phase={phase}>
      <Caption>{label}</Caption>
      <Canvas ref={frame} />
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
