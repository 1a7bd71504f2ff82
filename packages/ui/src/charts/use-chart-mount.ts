// The lifecycle every lightweight-charts widget shares (the bot's equity chart, the journal's
// P&L curve, the trading chart, the event history chart, the analytics page's line charts): the
// library loads on first show through the widget's own `load` (the library is imported only from
// widget files, so it stays its own lazily loaded chunk), the chart is drawn into a node React
// never renders into, drawn again with the theme's colours when the theme flips or a dependency
// changes, and removed on unmount (docs/decisions/0286-chart-lifecycle-with-the-widgets-loader.md).
// Each chart follows its frame's size itself (autoSize), so no resize code here.
//
// It draws in stages, each in its own task after a painted frame, so that no task of a dialog's
// opening runs past 50 ms (docs/decisions/0329-charts-drawn-after-the-first-paint.md): the
// widget mounts and paints its sized skeleton first; then the chart is created (its empty first
// paint sizes the canvases and sets up the fonts); then, when the drawn chart has a fill(), its
// data is set and painted in a later frame. The phase is ready only after that.
//
// A chart is created only once a quarter of it is on screen (the library is fetched at once): on
// a phone the journal's P&L curve and the bot's equity chart start at or below the first
// screen's edge, and creating and painting their canvases were two of the longest tasks of those
// pages' loads (docs/decisions/0342-charts-drawn-when-shown.md).
import { useEffect, useRef, useState, type DependencyList, type RefObject } from 'react';
import { afterPaint } from '../hooks/after-paint';
import { useOnScreen } from '../hooks/use-on-screen';
import { useResolvedTheme } from '../theme/theme-context';
import { markChartLayout } from './chart-layout';
import type { ResolvedTheme } from '../theme/tokens';

export type ChartPhase = 'loading' | 'ready' | 'error';

/** The share of a chart's frame on screen before it is created. */
export const CHART_SHOWN_RATIO = 0.25;

/**
 * What a draw function answers: the function that removes the chart, or a controller with
 * remove() and, optionally, fill(): the data, set a painted frame after the chart is created.
 */
export type DrawnChart = (() => void) | { remove(): void; fill?: () => void };

export interface ChartMount<Drawn extends DrawnChart> {
  /** The node the library draws into; React renders nothing into it. */
  canvas: RefObject<HTMLDivElement | null>;
  phase: ChartPhase;
  /** The drawn chart while it is shown (a controller to push data into), else null. */
  chart: RefObject<Drawn | null>;
  /** Counts the draws: a dependency for effects that push data into a new chart. */
  draws: number;
  /** The theme the chart is drawn in (the attribution link follows it). */
  theme: ResolvedTheme;
}

function removeChart(drawn: DrawnChart): void {
  if (typeof drawn === 'function') drawn();
  else drawn.remove();
}

/**
 * `draw` is null while there is nothing to draw (an empty curve). It reads the theme's colours
 * off the node it is given; `deps` are what it draws besides the theme.
 */
export function useChartMount<Lib, Drawn extends DrawnChart>(
  load: () => Promise<Lib>,
  draw: ((lib: Lib, canvas: HTMLDivElement) => Drawn) | null,
  deps: DependencyList,
): ChartMount<Drawn> {
  const theme = useResolvedTheme();
  const canvas = useRef<HTMLDivElement>(null);
  const chart = useRef<Drawn | null>(null);
  const [phase, setPhase] = useState<ChartPhase>('loading');
  const [draws, setDraws] = useState(0);
  const enabled = draw !== null;
  const shown = useOnScreen(canvas, { ratio: CHART_SHOWN_RATIO, enabled });

  // The library is fetched at once, so that a chart scrolled into view is drawn without waiting
  // on the network; the draw below takes the same promise. A failed fetch is forgotten, so the
  // next draw (a theme flip, new data) asks again.
  const loading = useRef<Promise<Lib> | null>(null);
  const library = () =>
    (loading.current ??= load().catch((error: unknown) => {
      loading.current = null;
      throw error;
    }));
  useEffect(() => {
    if (enabled) library().catch(() => undefined);
    // Once per chart: `load` is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  useEffect(() => {
    if (!draw || !shown) return undefined;
    let disposed = false;
    const waits = new Set<() => void>();
    library()
      .then(async (lib) => {
        // Unmounted while the library loaded: no wait is started that nothing would cancel.
        if (disposed) return;
        await afterPaint(waits);
        const node = canvas.current;
        if (disposed || !node) return;
        // A remove function has no fill: only a controller may have one.
        const drawn = (chart.current = draw(lib, node)) as { fill?: () => void };
        markChartLayout(node);
        if (drawn.fill) {
          await afterPaint(waits);
          if (disposed) return;
          drawn.fill();
        }
        setPhase('ready');
        setDraws((n) => n + 1);
      })
      .catch(() => {
        if (!disposed) setPhase('error');
      });
    return () => {
      disposed = true;
      for (const cancel of waits) cancel();
      if (chart.current) removeChart(chart.current);
      chart.current = null;
    };
    // `draw` is a new closure each render: what it draws is named by `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, shown, theme, ...deps]);

  return { canvas, phase, chart, draws, theme };
}
