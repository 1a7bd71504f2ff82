// The signal chart of the chart modal: the signal's price path and its entry, stop-loss and
// take-profit levels on a price scale, drawn by the widget itself as a few elements and one SVG
// line (docs/decisions/0336-signal-chart-drawn-by-the-widget.md): a chart of two points and three
// levels needs no charting library, so opening it downloads nothing and draws in the dialog's
// own frame. Positions come from signal-chart-geometry.ts; the frame's height is fixed, so
// nothing is measured.
import { useMemo, type CSSProperties } from 'react';
import styled from 'styled-components';
import { DEFAULT_TIME_ZONE, type TimeZoneChoice, type TradingSignal } from '@savdo/contract';
import { formatDateTime } from '@savdo/core';
import { token, useLanguage, visuallyHidden } from '@savdo/ui';
import {
  fractionFromTop,
  priceScale,
  priceTicks,
  signalLevels,
  signalPath,
  spreadApart,
  type LevelKind,
} from './signal-chart-geometry';
import { formatPrice, levelDecimals } from './signal-format';

/** The frame's height and the plot's edges inside it, px. */
const HEIGHT = 280;
const PLOT_TOP = 16;
const PLOT_HEIGHT = 232;
/** A level's tag is this tall; tags closer than this move apart. */
const TAG = 20;
/** Where the path starts and ends, as fractions of the plot's width. */
const PATH_FROM = 0.06;
const PATH_TO = 0.94;

const LEVEL_COLOUR: Record<LevelKind, string> = {
  entry: token('color-text-muted'),
  stop: token('color-danger'),
  target: token('color-success'),
};

// A figure, not role="img": the caption names the chart for screen readers; its figures are the
// levels the modal lists in text above it.
// Its size is its own: nothing in it lays out the page (docs/decisions/0330-interactions-bench.md).
const Frame = styled.figure`
  margin: 0;
  position: relative;
  width: 100%;
  height: ${HEIGHT}px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  overflow: hidden;
  background: ${token('color-surface-raised')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-xs')};
  font-variant-numeric: tabular-nums;
  contain: strict;
  .plot,
  .axis {
    position: absolute;
    top: ${PLOT_TOP}px;
    height: ${PLOT_HEIGHT}px;
  }
  .plot {
    left: 0;
    right: var(--gutter);
    border-bottom: 1px solid ${token('color-border')};
  }
  .axis {
    right: 0;
    width: var(--gutter);
    border-left: 1px solid ${token('color-border')};
  }
  .grid,
  .level {
    position: absolute;
    left: 0;
    right: 0;
    height: 0;
  }
  .grid {
    border-top: 1px solid ${token('color-border')};
    opacity: 0.6;
  }
  .level {
    border-top: 2px dashed var(--colour);
    margin-top: -1px;
  }
  .title {
    position: absolute;
    right: ${token('space-2')};
    bottom: 3px;
    color: var(--colour);
    font-weight: 700;
  }
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  polyline {
    fill: none;
    stroke: ${token('color-accent')};
    stroke-width: 2.5px;
  }
  .point {
    position: absolute;
    width: 9px;
    height: 9px;
    margin: -4.5px 0 0 -4.5px;
    border-radius: 50%;
    background: ${token('color-accent')};
    border: 2px solid ${token('color-surface-raised')};
    box-sizing: border-box;
  }
  .tick,
  .tag {
    position: absolute;
    left: 0;
    right: 0;
    line-height: ${TAG}px;
    margin-top: -${TAG / 2}px;
    padding: 0 ${token('space-2')};
    white-space: nowrap;
  }
  .tag {
    background: var(--colour);
    color: ${token('color-on-status')};
    font-weight: 700;
  }
  .times {
    position: absolute;
    left: 0;
    right: var(--gutter);
    top: ${PLOT_TOP + PLOT_HEIGHT}px;
    bottom: 0;
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 0 ${token('space-2')};
    white-space: nowrap;
  }
`;

const Caption = styled.figcaption`
  ${visuallyHidden}
`;

export interface SignalPriceChartProps {
  signal: TradingSignal;
  label: string;
  /** The levels' short names: the entry, the stop loss, the take profit. */
  texts: Record<LevelKind, string>;
  /** The end of the path of a signal that has not ended. */
  nowText: string;
  /** The time zone the times are written in: the one the cards use. */
  timeZone?: TimeZoneChoice;
  /** The moment a running signal's path ends (now). */
  now?: number;
}

export function SignalPriceChart({
  signal,
  label,
  texts,
  nowText,
  timeZone = DEFAULT_TIME_ZONE,
  now,
}: SignalPriceChartProps) {
  const lang = useLanguage();
  const chart = useMemo(() => {
    const path = signalPath(signal, now);
    const levels = signalLevels(signal);
    const scale = priceScale([...levels.map((l) => l.price), ...path.map((p) => p.value)]);
    if (!scale) return null;
    const px = (value: number) => fractionFromTop(value, scale) * PLOT_HEIGHT;
    const tags = spreadApart(
      levels.map((l) => px(l.price)),
      TAG + 2,
      TAG / 2,
      PLOT_HEIGHT - TAG / 2,
    );
    // A tick label under a level's tag would be hidden by it: left out.
    const ticks = priceTicks(scale).filter((t) => tags.every((y) => Math.abs(px(t) - y) > TAG));
    const span = path.length > 1 ? path.at(-1)!.time - path[0]!.time : 1;
    const points = path.map((p) => ({
      x: (PATH_FROM + ((PATH_TO - PATH_FROM) * (p.time - path[0]!.time)) / span) * 100,
      y: px(p.value),
    }));
    return { path, levels, ticks, tags, points, px };
  }, [signal, now]);

  const decimals = levelDecimals([signal.entry_price, signal.stop_loss, signal.take_profit]) ?? 2;
  const price = (value: number) => formatPrice(value, lang, decimals);
  // signalPath ends at now only when the signal has not ended.
  const endsNow = !signal.closed_at;
  // The axis is as wide as its longest price, in digit widths, plus its padding.
  const widest = Math.max(
    0,
    ...(chart?.levels ?? []).map((l) => price(l.price).length),
    ...(chart?.ticks ?? []).map((t) => price(t).length),
  );

  return (
    <Frame
      part="signal-chart"
      data-phase="ready"
      style={{ '--gutter': `calc(${widest}ch + 18px)` } as CSSProperties}
    >
      <Caption>{label}</Caption>
      {chart ? (
        <>
          <div className="plot" aria-hidden="true">
            {chart.ticks.map((t) => (
              <div key={`g${t}`} className="grid" style={{ top: chart.px(t) }} />
            ))}
            {chart.levels.map((l) => (
              <div
                key={l.kind}
                className="level"
                data-level={l.kind}
                style={
                  { top: chart.px(l.price), '--colour': LEVEL_COLOUR[l.kind] } as CSSProperties
                }
              >
                <span className="title">{texts[l.kind]}</span>
              </div>
            ))}
            <svg viewBox={`0 0 100 ${PLOT_HEIGHT}`} preserveAspectRatio="none">
              <polyline
                points={chart.points.map((p) => `${p.x},${p.y}`).join(' ')}
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            {chart.points.map((p, i) => (
              <span key={i} className="point" style={{ left: `${p.x}%`, top: p.y }} />
            ))}
          </div>
          <div className="axis" aria-hidden="true">
            {chart.ticks.map((t) => (
              <div key={`t${t}`} className="tick" style={{ top: chart.px(t) }}>
                {price(t)}
              </div>
            ))}
            {chart.levels.map((l, i) => (
              <div
                key={l.kind}
                className="tag"
                style={{ top: chart.tags[i], '--colour': LEVEL_COLOUR[l.kind] } as CSSProperties}
              >
                {price(l.price)}
              </div>
            ))}
          </div>
          <div className="times" aria-hidden="true">
            <span>{formatDateTime(new Date(chart.path[0]!.time), lang, timeZone)}</span>
            <span>
              {endsNow
                ? nowText
                : formatDateTime(new Date(chart.path.at(-1)!.time), lang, timeZone)}
            </span>
          </div>
        </>
      ) : null}
    </Frame>
  );
}
