// The cumulative P&L curve's frame: lightweight-charts loads on first show, draws with the
// widget's theme colours, and redraws when the curve or the theme changes.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { JournalCurvePoint } from '@savdo/contract';
import { Skeleton, token, useLanguage, useResolvedTheme, visuallyHidden } from '@savdo/ui';
import { TradingViewAttribution } from '@savdo/ui/charts';
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

export interface PnlCurveProps {
  curve: readonly JournalCurvePoint[];
  label: string;
  emptyText: string;
  failedText: string;
}

export function PnlCurve({ curve, label, emptyText, failedText }: PnlCurveProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'error'>('loading');
  const theme = useResolvedTheme();
  const lang = useLanguage();
  const empty = curve.length === 0;

  useEffect(() => {
    if (empty) return undefined;
    let disposed = false;
    let remove: (() => void) | null = null;
    import('lightweight-charts')
      .then((lib) => {
        const container = canvas.current;
        if (disposed || !container) return;
        remove = drawPnlCurve(lib, container, curve, curveColours(container), lang);
        setPhase('ready');
      })
      .catch(() => {
        if (!disposed) setPhase('error');
      });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [curve, theme, empty, lang]);

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
