// The frame a chart is drawn in: a skeleton over the canvas while loading, the failure as an
// alert, the empty text instead of a chart, and the TradingView attribution only once drawn.
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ChartFrame, TRADINGVIEW_ATTRIBUTION, type ChartFrameProps } from '@savdo/ui/charts';

function frame(props: Partial<ChartFrameProps>) {
  const canvas = createRef<HTMLDivElement>();
  const view = render(
    <ChartFrame
      canvas={canvas}
      phase="loading"
      theme="light"
      height="220px"
      failedText="The chart could not be drawn"
      {...props}
    />,
  );
  return { canvas, view };
}

const attribution = (root: HTMLElement) =>
  [...root.querySelectorAll('a')].find((a) => a.title === TRADINGVIEW_ATTRIBUTION.title) ?? null;

describe('ChartFrame', () => {
  it('gives the library its own node, covered by a skeleton while loading, with no attribution yet', () => {
    const { canvas, view } = frame({});
    expect(canvas.current).toBeInstanceOf(HTMLDivElement);
    expect(canvas.current?.childElementCount).toBe(0);
    expect(view.container.querySelectorAll('span').length).toBeGreaterThan(0);
    expect(attribution(view.container)).toBeNull();
  });

  it('shows the attribution once drawn, dark in the dark theme', () => {
    const { view } = frame({ phase: 'ready', theme: 'dark' });
    expect(attribution(view.container)?.hasAttribute('data-dark')).toBe(true);
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('shows a failure as an alert', () => {
    const { view } = frame({ phase: 'error' });
    expect(view.getByRole('alert').textContent).toBe('The chart could not be drawn');
  });

  it('shows the empty text instead of a chart, with neither skeleton nor attribution', () => {
    const { view } = frame({ phase: 'ready', emptyText: 'Nothing yet' });
    expect(view.getByText('Nothing yet')).toBeTruthy();
    expect(attribution(view.container)).toBeNull();
  });
});
