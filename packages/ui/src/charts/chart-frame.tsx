// The frame every lightweight-charts chart of ours is drawn in (the event history chart and the
// bot's equity chart share it): a bordered box of a fixed height, so the dialog or page around it
// never moves when the chart arrives; the library's node, which React never renders into; a
// skeleton over it until the chart is drawn (use-chart-mount.ts keeps the phase at loading until
// the data is painted, so nothing half-drawn shows); the failure or empty text in its place; and
// the TradingView attribution once it is drawn.
import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Skeleton } from '../primitives/skeleton';
import { token } from '../theme/tokens';
import type { ResolvedTheme } from '../theme/tokens';
import { TradingViewAttribution } from './tradingview-attribution';
import type { ChartPhase } from './use-chart-mount';

// Its size is its own: the layouts the chart library forces while it sizes its canvases stay inside
// the frame (docs/decisions/0330-interactions-bench.md).
const Frame = styled.div<{ $height: string }>`
  position: relative;
  width: 100%;
  height: ${(p) => p.$height};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  overflow: hidden;
  contain: strict;
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
  text-align: center;
  color: ${token('color-text-muted')};
  &[data-text] {
    padding: ${token('space-3')};
  }
`;

export interface ChartFrameProps {
  canvas: RefObject<HTMLDivElement | null>;
  phase: ChartPhase;
  theme: ResolvedTheme;
  /** The frame's CSS height; a className (styled(ChartFrame)) may change it by container. */
  height: string;
  failedText: ReactNode;
  /** Shown instead of a chart when there is nothing to draw (useChartMount's draw is null). */
  emptyText?: ReactNode;
  /** Where the attribution sits (TradingViewAttribution's bottom). */
  attributionBottom?: string;
  className?: string;
}

export function ChartFrame({
  canvas,
  phase,
  theme,
  height,
  failedText,
  emptyText,
  attributionBottom,
  className,
}: ChartFrameProps) {
  const empty = emptyText !== undefined;
  return (
    <Frame className={className} $height={height}>
      <Canvas ref={canvas} />
      {phase === 'ready' && !empty ? (
        <TradingViewAttribution dark={theme === 'dark'} bottom={attributionBottom} />
      ) : null}
      {empty ? <Overlay data-text="">{emptyText}</Overlay> : null}
      {!empty && phase === 'loading' ? (
        <Overlay>
          <Skeleton height="100%" />
        </Overlay>
      ) : null}
      {!empty && phase === 'error' ? (
        <Overlay role="alert" data-text="">
          {failedText}
        </Overlay>
      ) : null}
    </Frame>
  );
}
