// The signal chart modal: the signal loaded fresh, lightweight-charts drawing entry, stop-loss
// and take-profit lines over the signal's own price path, the chart image, and the load-failure
// texts for the detail and the image.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureCore } from '@savdo/core';
import { SignalChartModal, SignalsFeed } from '@savdo/widgets';
import { levelRange, pathInZone, signalPath } from '@savdo/widgets/signals/draw-signal-chart';
import { page, resetSignals, signal, signalsApiFake } from '../../../../tests/kit/signals-fixtures';

const chartCalls = vi.hoisted(() => ({
  priceLines: [] as { price: number; title: string }[],
  data: [] as { time: number; value: number }[],
  removed: 0,
}));

vi.mock('lightweight-charts', () => ({
  LineSeries: 'Line',
  LineStyle: { Dashed: 2 },
  createChart: () => ({
    addSeries: () => ({
      setData: (data: { time: number; value: number }[]) => chartCalls.data.push(...data),
      createPriceLine: (o: { price: number; title: string }) =>
        chartCalls.priceLines.push({ price: o.price, title: o.title }),
    }),
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => {
      chartCalls.removed += 1;
    },
  }),
}));

beforeEach(async () => {
  await resetSignals('en');
  chartCalls.priceLines.length = 0;
  chartCalls.data.length = 0;
  chartCalls.removed = 0;
});

describe('signal chart modal', () => {
  it('draws the entry, stop-loss and take-profit levels with lightweight-charts', async () => {
    const s = signal({
      symbol: 'EURUSD',
      entry_price: 1.0852,
      stop_loss: 1.0814,
      take_profit: 1.0928,
    });
    signalsApiFake({ one: () => ({ status: 200, body: { result: s } }) });
    render(<SignalChartModal signalId={s.id} onClose={() => undefined} />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(chartCalls.priceLines).toHaveLength(3));
    expect(chartCalls.priceLines).toEqual([
      { price: 1.0852, title: 'Entry' },
      { price: 1.0814, title: 'SL' },
      { price: 1.0928, title: 'TP' },
    ]);
    expect(screen.getByText('Chart of the signal levels').closest('figure')).toBeTruthy();
  });

  it('shows the analysis chart image from the API origin, and its failure text when it does not load', async () => {
    configureCore({ mode: 'public', apiBase: 'https://api.savdo.test' });
    const s = signal({ symbol: 'IMG1', chart_image: '/api/v1/files/abc' });
    signalsApiFake({ one: () => ({ status: 200, body: { result: s } }) });
    render(<SignalChartModal signalId={s.id} onClose={() => undefined} />);
    const img = (await screen.findByRole('img', {
      name: 'Analysis chart of IMG1',
    })) as HTMLImageElement;
    expect(img.src).toBe('https://api.savdo.test/api/v1/files/abc');
    fireEvent.error(img);
    expect(await screen.findByText('Failed to load chart image')).toBeTruthy();
  });

  it('shows the signal-detail failure text, and Try again reloads it', async () => {
    let fail = true;
    const s = signal({ symbol: 'DET1' });
    signalsApiFake({
      one: () => (fail ? { status: 500 } : { status: 200, body: { result: s } }),
    });
    render(<SignalChartModal signalId={s.id} onClose={() => undefined} />);
    expect(
      (await screen.findByText('Failed to load signal details. Please try again later')).closest(
        '[role="alert"]',
      ),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Analysis chart of DET1' })).toBeTruthy();
  });

  it("opens from a card's Chart button and closes with Escape", async () => {
    const s = signal({ symbol: 'CARD1' });
    signalsApiFake({
      all: () => ({ status: 200, body: page([s]) }),
      one: () => ({ status: 200, body: { result: s } }),
    });
    render(<SignalsFeed hideStats hideNotifications />);
    await userEvent.click(await screen.findByRole('button', { name: 'Chart of CARD1' }));
    expect(await screen.findByRole('dialog', { name: 'CARD1 — Buy' })).toBeTruthy();
    // The chart is drawn a painted frame after the dialog (docs/decisions/0329-charts-drawn-after-the-first-paint.md).
    await waitFor(() => expect(chartCalls.priceLines).toHaveLength(3));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(chartCalls.removed).toBeGreaterThan(0));
  });
});

describe('the signal price path', () => {
  it('starts at the entry when published and ends at the take profit for a profit', () => {
    const s = signal({
      status: 'closed',
      result: 'profit',
      created_at: '2026-11-20T09:00:00.000Z',
      closed_at: '2026-11-21T09:00:00.000Z',
    });
    expect(signalPath(s)).toEqual([
      { time: Date.parse('2026-11-20T09:00:00Z') / 1000, value: s.entry_price },
      { time: Date.parse('2026-11-21T09:00:00Z') / 1000, value: s.take_profit },
    ]);
  });

  it('ends at the stop for a loss, and at the entry now while open', () => {
    const lost = signal({
      status: 'closed',
      result: 'loss',
      closed_at: '2026-12-01T00:00:00.000Z',
    });
    expect(signalPath(lost).at(-1)?.value).toBe(lost.stop_loss);
    const open = signal({ status: 'active', created_at: '2026-11-20T09:00:00.000Z' });
    const now = Date.parse('2026-11-22T09:00:00Z');
    expect(signalPath(open, now).at(-1)).toEqual({ time: now / 1000, value: open.entry_price });
  });

  it("the chart's time axis is in the chosen zone, the card's wall-clock time", () => {
    const s = signal({ created_at: '2026-11-20T09:00:00.000Z' });
    // Tashkent is UTC+5: the axis shows 14:00 for 09:00 UTC, as the card does.
    const [first] = pathInZone(signalPath(s), 300);
    expect(new Date(first!.time * 1000).toISOString()).toBe('2026-11-20T14:00:00.000Z');
    const [inNewYork] = pathInZone(signalPath(s), -300);
    expect(new Date(inNewYork!.time * 1000).toISOString()).toBe('2026-11-20T04:00:00.000Z');
  });

  it('the price range shows all three levels', () => {
    expect(levelRange(signal({ entry_price: 10, stop_loss: 9, take_profit: 13 }))).toEqual({
      minValue: 9,
      maxValue: 13,
    });
  });
});
