// The signal chart modal: the signal loaded fresh, its chart drawing the entry, stop-loss and
// take-profit levels over the signal's own price path, the chart image, and the load-failure
// texts for the detail and the image.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureCore } from '@savdo/core';
import { SignalChartModal, SignalsFeed } from '@savdo/widgets';
import { page, resetSignals, signal, signalsApiFake } from '../../../../tests/kit/signals-fixtures';

beforeEach(async () => {
  await resetSignals('en');
});

/** The chart's levels as drawn: title, price tag and height on the plot (px from its top). */
function drawnLevels(chart: Element) {
  const tags = [...chart.querySelectorAll<HTMLElement>('.tag')];
  return [...chart.querySelectorAll<HTMLElement>('[data-level]')].map((line, i) => ({
    level: line.dataset.level,
    title: line.textContent,
    tag: tags[i]?.textContent,
    top: Number.parseFloat(line.style.top),
  }));
}

describe('signal chart modal', () => {
  it('draws the entry, stop-loss and take-profit levels, each at its price, over the price path', async () => {
    const s = signal({
      symbol: 'EURUSD',
      entry_price: 1.0852,
      stop_loss: 1.0814,
      take_profit: 1.0928,
    });
    signalsApiFake({ one: () => ({ status: 200, body: { result: s } }) });
    render(<SignalChartModal signalId={s.id} onClose={() => undefined} />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    const chart = screen.getByText('Chart of the signal levels').closest('figure')!;
    expect(chart.getAttribute('data-phase')).toBe('ready');
    const levels = drawnLevels(chart);
    expect(levels.map(({ level, title, tag }) => ({ level, title, tag }))).toEqual([
      { level: 'entry', title: 'Entry', tag: '1.0852' },
      { level: 'stop', title: 'SL', tag: '1.0814' },
      { level: 'target', title: 'TP', tag: '1.0928' },
    ]);
    // Higher prices higher up: the take profit above the entry above the stop.
    const [entry, stop, target] = levels.map((l) => l.top);
    expect(target!).toBeLessThan(entry!);
    expect(entry!).toBeLessThan(stop!);
    // A running signal: a flat path from the entry to now.
    const points = chart.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(points).toHaveLength(2);
    expect(points.map((p) => Number(p.split(',')[1]))).toEqual([entry, entry]);
    expect(chart.querySelector('.times')!.textContent).toContain('Now');
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
    expect(await screen.findByText('Chart of the signal levels')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the price chart of a signal that ended', () => {
  it('ends its path at the take profit for a profit, and writes both times in the chosen zone', async () => {
    const s = signal({
      symbol: 'WIN1',
      status: 'closed',
      result: 'profit',
      entry_price: 10,
      stop_loss: 9,
      take_profit: 13,
      created_at: '2026-11-20T09:00:00.000Z',
      closed_at: '2026-11-21T10:30:00.000Z',
    });
    signalsApiFake({ one: () => ({ status: 200, body: { result: s } }) });
    render(<SignalChartModal signalId={s.id} onClose={() => undefined} timeZone="tashkent" />);
    const chart = (await screen.findByText('Chart of the signal levels')).closest('figure')!;
    const target = drawnLevels(chart).find((l) => l.level === 'target')!;
    const ys = chart
      .querySelector('polyline')!
      .getAttribute('points')!
      .split(' ')
      .map((p) => Number(p.split(',')[1]));
    expect(ys.at(-1)).toBe(target.top);
    // Tashkent is UTC+5: published 14:00, closed 15:30 the next day, as the card writes them.
    const times = chart.querySelector('.times')!.textContent;
    expect(times).toContain('14:00');
    expect(times).toContain('15:30');
    expect(times).not.toContain('Now');
  });
});
