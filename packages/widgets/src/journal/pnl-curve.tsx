// The cumulative P&L curve's frame: lightweight-charts loads on first show, draws with the
// widget's theme colours, and redraws when the curve or the theme changes.
import styled from 'styled-components';
import type { JournalCurvePoint } from '@savdo/contract';
import { Skeleton, token, useLanguage, visuallyHidden } from '@savdo/ui';
import { TradingViewAttribution, useChartMount } from '@savdo/ui/charts';
import { curveColours, drawPnlCurve } from './draw-pnl-curve';

const Frame = styled.figure`
  margin: 0;
  position: relative;
  width: 100%;
  height: 220px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  overflow: hidden;
  .canvas,
  .overlay {
    position: absolute;
    inset: 0;
  }
  .overlay {
    display: flex;
    align-items: center;
    justify-content: center;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  figcaption {
    ${visuallyHidden}
  }
`;

/** The chart library, its own chunk: loaded when the curve is first shown. */
const loadCharts = () => import('lightweight-charts');

export interface PnlCurveProps {
  curve: readonly JournalCurvePoint[];
  label: string;
  emptyText: string;
  failedText: string;
}

export function PnlCurve({ curve, label, emptyText, failedText }: PnlCurveProps) {
  const lang = useLanguage();
  const empty = curve.length === 0;
  const { canvas, phase, theme } = useChartMount(
    loadCharts,
    empty ? null : (lib, node) => drawPnlCurve(lib, node, curve, curveColours(node), lang),
    [curve, lang],
  );

  return (
    <Frame part="pnl-curve" data-phase={empty ? 'empty' : phase} data-points={curve.length}>
      <figcaption>{label}</figcaption>
      <div className="canvas" ref={canvas} />
      {empty ? <div className="overlay">{emptyText}</div> : null}
      {!empty && phase === 'loading' ? (
        <div className="overlay">
          <Skeleton height="100%" />
        </div>
      ) : null}
      {!empty && phase === 'error' ? (
        <div className="overlay" role="alert">
          {failedText}
        </div>
      ) : null}
      {!empty && phase === 'ready' ? <TradingViewAttribution dark={theme === 'dark'} /> : null}
    </Frame>
  );
}
