// The one chart lifecycle of the lightweight-charts widgets: the library loads on first show,
// the chart is drawn into the canvas node, drawn again when the theme flips or a dependency
// changes (the old one removed first), removed on unmount, not loaded while there is nothing to
// draw, and a failed load shows as the error phase. It draws in stages, each after a painted
// frame (docs/decisions/0329-charts-drawn-after-the-first-paint.md): the chart after the widget's
// first paint, its data (fill) a frame later, and is ready only then.
import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { ThemeContext, type ResolvedTheme } from '@savdo/ui';
import {
  CHART_SHOWN_RATIO,
  useChartMount,
  type ChartPhase,
  type DrawnChart,
} from '@savdo/ui/charts';

interface Lib {
  name: string;
}

function Chart({
  load,
  draw,
  value,
  onPhase,
}: {
  load: () => Promise<Lib>;
  draw: ((lib: Lib, node: HTMLDivElement) => DrawnChart) | null;
  value: number;
  onPhase: (phase: ChartPhase, draws: number) => void;
}) {
  const { canvas, phase, draws } = useChartMount(load, draw, [value]);
  onPhase(phase, draws);
  return <div ref={canvas} data-testid="canvas" />;
}

function mount(theme: ResolvedTheme, props: Parameters<typeof Chart>[0]) {
  return (
    <ThemeContext.Provider value={theme}>
      <Chart {...props} />
    </ThemeContext.Provider>
  );
}

describe('useChartMount', () => {
  it('loads the library on first show, draws into the canvas node and is ready', async () => {
    const lib = { name: 'charts' };
    const load = vi.fn(() => Promise.resolve(lib));
    const draw = vi.fn(() => ({ remove: vi.fn() }));
    const phases: ChartPhase[] = [];
    const view = render(
      mount('light', { load, draw, value: 1, onPhase: (phase) => phases.push(phase) }),
    );
    expect(phases[0]).toBe('loading');
    await waitFor(() => expect(phases.at(-1)).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(draw).toHaveBeenCalledWith(lib, view.getByTestId('canvas'));
  });

  it("marks the library's layout table as presentation, not a data table without headers", async () => {
    let ready = false;
    // The library's own layout: panes and scales in table cells.
    const draw = (_: Lib, node: HTMLDivElement) => {
      node.innerHTML = '<table><tr><td></td><td></td></tr><tr><td></td><td></td></tr></table>';
      return { remove: vi.fn() };
    };
    const view = render(
      mount('light', {
        load: () => Promise.resolve({ name: 'charts' }),
        draw,
        value: 1,
        onPhase: (phase) => (ready = phase === 'ready'),
      }),
    );
    await waitFor(() => expect(ready).toBe(true));
    expect(view.getByTestId('canvas').querySelector('table')?.getAttribute('role')).toBe(
      'presentation',
    );
    expect(view.queryByRole('table')).toBeNull();
  });

  it('fetches the library at once but creates the chart only once a quarter of it is on screen', async () => {
    type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
    const observers: { report: Report; threshold: unknown; target?: Element }[] = [];
    class FakeObserver {
      record: (typeof observers)[number];
      constructor(report: Report, options?: IntersectionObserverInit) {
        this.record = { report, threshold: options?.threshold };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.target = target;
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const load = vi.fn(() => Promise.resolve({ name: 'charts' }));
      const draw = vi.fn(() => ({ remove: vi.fn() }));
      let phase: ChartPhase = 'loading';
      const view = render(mount('light', { load, draw, value: 1, onPhase: (p) => (phase = p) }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(load).toHaveBeenCalledTimes(1);
      expect(draw).not.toHaveBeenCalled();
      const watcher = observers.at(-1);
      expect(watcher?.target).toBe(view.getByTestId('canvas'));
      expect(watcher?.threshold).toBe(CHART_SHOWN_RATIO);
      // Its top edge on screen (a phone's first screen): still not drawn.
      act(() => watcher?.report([{ isIntersecting: true, intersectionRatio: 0.1 }]));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(draw).not.toHaveBeenCalled();
      act(() => watcher?.report([{ isIntersecting: true, intersectionRatio: 0.3 }]));
      await waitFor(() => expect(phase).toBe('ready'));
      expect(draw).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws again, removing the old chart first, when the theme flips or a dependency changes', async () => {
    const removes: ReturnType<typeof vi.fn>[] = [];
    const draw = vi.fn(() => {
      const remove = vi.fn();
      removes.push(remove);
      return { remove };
    });
    let draws = 0;
    const props = {
      load: () => Promise.resolve({ name: 'charts' }),
      draw,
      value: 1,
      onPhase: (_: ChartPhase, n: number) => (draws = n),
    };
    const view = render(mount('light', props));
    await waitFor(() => expect(draws).toBe(1));
    view.rerender(mount('dark', props));
    await waitFor(() => expect(draws).toBe(2));
    expect(removes[0]).toHaveBeenCalledTimes(1);
    view.rerender(mount('dark', { ...props, value: 2 }));
    await waitFor(() => expect(draws).toBe(3));
    expect(removes[1]).toHaveBeenCalledTimes(1);
    view.rerender(mount('dark', { ...props, value: 2 }));
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('removes the chart on unmount, whether the draw answered a function or a controller', async () => {
    const removeFn = vi.fn();
    let ready = false;
    const view = render(
      mount('light', {
        load: () => Promise.resolve({ name: 'charts' }),
        draw: () => removeFn,
        value: 1,
        onPhase: (phase) => (ready = phase === 'ready'),
      }),
    );
    await waitFor(() => expect(ready).toBe(true));
    view.unmount();
    expect(removeFn).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while there is nothing to draw', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'charts' }));
    render(mount('light', { load, draw: null, value: 1, onPhase: () => undefined }));
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
  });

  it('a library that fails to load shows as the error phase', async () => {
    let phase: ChartPhase = 'loading';
    render(
      mount('light', {
        load: () => Promise.reject(new Error('offline')),
        draw: () => () => undefined,
        value: 1,
        onPhase: (p) => (phase = p),
      }),
    );
    await waitFor(() => expect(phase).toBe('error'));
  });

  it('asks for the library again at the next draw after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<Lib>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ name: 'charts' });
    let phase: ChartPhase = 'loading';
    const props = {
      load,
      draw: () => () => undefined,
      value: 1,
      onPhase: (p: ChartPhase) => (phase = p),
    };
    const view = render(mount('light', props));
    await waitFor(() => expect(phase).toBe('error'));
    view.rerender(mount('dark', props));
    await waitFor(() => expect(phase).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws only after a painted frame, fills the data a frame later, and is ready only then', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((cb: FrameRequestCallback) => frames.push(cb));
    const paint = async () => {
      const due = frames.splice(0);
      for (const cb of due) cb(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    try {
      const fill = vi.fn();
      const draw = vi.fn(() => ({ remove: vi.fn(), fill }));
      let phase: ChartPhase = 'loading';
      render(
        mount('light', {
          load: () => Promise.resolve({ name: 'charts' }),
          draw,
          value: 1,
          onPhase: (p) => (phase = p),
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(draw).not.toHaveBeenCalled();
      await paint();
      expect(draw).toHaveBeenCalledTimes(1);
      expect(fill).not.toHaveBeenCalled();
      expect(phase).toBe('loading');
      await paint();
      expect(fill).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(phase).toBe('ready'));
    } finally {
      raf.mockRestore();
    }
  });
});
