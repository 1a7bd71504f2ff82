// A follow's copied trades (docs/decisions/0307-copied-trades-in-algo-trades.md): on the strategy's
// "you copy this" panel and in "My copies", the follow shows its closed and open trades, closed
// P&L in dollars and win rate, and the latest copied trades (time, symbol, direction, lots, open
// and close price, P&L), every cell labelled for the phone's stacked rows
// (docs/decisions/0302-tables-stack-on-phones.md); in ru and uz too; a live `copy_follow.status`
// with new copied trades updates them without a reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor, within } from '@testing-library/react';
import { clearToasts, login, resetCoreConfig, resetLive } from '@savdo/core';
import { CopyStrategy } from '@savdo/widgets/algo/copy-strategy';
import { CopyTrading } from '@savdo/widgets/algo/copy-trading';
import { algoRoutes, makeAlgoMarket, makeAlgoTrade } from '../../../../../tests/kit';
import {
  copyRoutes,
  makeCopyFollow,
  makeCopyServer,
  noCopiedTrades,
} from '../../../../../tests/kit/copy-trading';
import {
  accessToken,
  apiUser,
  fakeApi,
  resetAll,
} from '../../../../../tests/kit/auth-test-helpers';
import { FakeSocket, installFakeSocket } from '../../../../../tests/kit/live-test-socket';

// lightweight-charts draws on a canvas jsdom lacks (the bot page's chart test covers the chart).
vi.mock('lightweight-charts', () => ({
  AreaSeries: 'Area',
  CrosshairMode: { Magnet: 1 },
  createChart: () => ({
    addSeries: () => ({ setData: () => undefined }),
    panes: () => [0, 1].map(() => ({ setStretchFactor: () => undefined })),
    timeScale: () => ({ fitContent: () => undefined }),
    subscribeCrosshairMove: () => undefined,
    unsubscribeCrosshairMove: () => undefined,
    remove: () => undefined,
  }),
}));

/** The thousands separator of every language (docs/decisions/0301-one-number-format.md). */
const NNBSP = '\u202f';

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

const COPIED = noCopiedTrades({
  trades: 2,
  open_trades: 1,
  closed_profit: 1234.5,
  win_rate: 50,
  recent: [
    makeAlgoTrade({
      id: 3,
      ticket: 'c-3',
      symbol: 'XAUUSD',
      type: 'sell',
      volume: 0.25,
      open_price: 2012.35,
      close_price: null,
      close_time: null,
      open_time: '2026-11-28T09:00:00.000Z',
      profit: 4.2,
    }),
    makeAlgoTrade({ id: 2, ticket: 'c-2', profit: -10, close_time: '2026-11-27T12:00:00.000Z' }),
  ],
});

async function setUp(lang: 'en' | 'ru' | 'uz', copied = COPIED, live = false) {
  await resetAll(lang);
  resetCoreConfig();
  if (live) installFakeSocket();
  const server = makeCopyServer();
  server.follows.push(makeCopyFollow({ status: 'active', copied }));
  const requests = fakeApi({ ...algoRoutes(makeAlgoMarket()), ...copyRoutes(server) });
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
  return { server, requests };
}

const panel = async () => {
  await waitFor(() => expect(document.querySelector('[data-copied-trades]')).not.toBeNull());
  return document.querySelector('[data-copied-trades]') as HTMLElement;
};
const figure = (box: HTMLElement, name: string) =>
  box.querySelector(`[data-copied="${name}"]`)?.textContent;

describe("the strategy page's follow shows its copied trades", () => {
  it('the figures and the latest trades, newest first, each cell labelled for the phone', async () => {
    await setUp('en');
    render(<CopyStrategy strategyId={1} />);
    const box = await panel();
    expect(box.closest('[data-my-follow]')).not.toBeNull();
    expect(within(box).getByText('Copied trades')).toBeTruthy();
    expect(figure(box, 'trades')).toBe('2');
    expect(figure(box, 'open')).toBe('1');
    expect(figure(box, 'profit')).toBe(`+$1${NNBSP}234.50`);
    expect(figure(box, 'win-rate')).toBe('50%');
    const table = within(box).getByRole('table', { name: 'Latest trades' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-ticket'))).toEqual(['c-3', 'c-2']);
    const cells = (row: HTMLElement) =>
      Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent);
    expect(cells(rows[0]!).slice(1)).toEqual([
      'XAUUSD',
      'Sell',
      '0.25',
      `2${NNBSP}012.35`,
      'Open',
      '+$4.20',
    ]);
    expect(cells(rows[1]!).slice(1)).toEqual(['EURUSD', 'Buy', '0.1', '1.081', '1.084', '−$10.00']);
    expect(cells(rows[1]!)[0]).toMatch(/27 Nov 2026/);
    // Below 480 px the rows stack: every cell says its column.
    for (const row of rows)
      for (const cell of row.querySelectorAll('th, td'))
        expect(cell.getAttribute('data-label')).toBeTruthy();
  });

  it('before the first copied trade it says none came yet, without a table', async () => {
    await setUp('en', noCopiedTrades());
    render(<CopyStrategy strategyId={1} />);
    const box = await panel();
    expect(within(box).getByText(/^No copied trades yet/)).toBeTruthy();
    expect(within(box).queryByRole('table')).toBeNull();
    expect(figure(box, 'win-rate')).toBe('—');
  });

  it('in Russian and Uzbek, with the local decimal comma', async () => {
    await setUp('ru');
    const { unmount } = render(<CopyStrategy strategyId={1} />);
    let box = await panel();
    expect(within(box).getByText('Скопированные сделки')).toBeTruthy();
    expect(figure(box, 'profit')).toBe(`+$1${NNBSP}234,50`);
    expect(within(box).getByRole('table', { name: 'Последние сделки' }).textContent).toContain(
      'Продажа',
    );
    unmount();
    await setUp('uz');
    render(<CopyStrategy strategyId={1} />);
    box = await panel();
    expect(within(box).getByText('Nusxa olingan bitimlar')).toBeTruthy();
    expect(within(box).getByRole('table', { name: "So'nggi bitimlar" }).textContent).toContain(
      `2${NNBSP}012,35`,
    );
  });
});

describe('My copies, live', () => {
  it('a copy_follow.status with new copied trades updates the figures and list without fetching again', async () => {
    const { requests } = await setUp('en', noCopiedTrades(), true);
    render(<CopyTrading />);
    const mine = () => document.querySelector('[data-my-copies]') as HTMLElement;
    expect(await within(mine()).findByText(/^No copied trades yet/)).toBeTruthy();
    const fetches = () => requests.filter((r) => r.path === '/copy-trade/follows').length;
    const before = fetches();

    act(() => FakeSocket.latest().accept(1));
    const { bridge_key: _key, ...card } = makeCopyFollow({ status: 'active', copied: COPIED });
    act(() => FakeSocket.publish({ type: 'copy_follow.status', follow: card }));

    await waitFor(() =>
      expect(within(mine()).getByRole('table', { name: 'Latest trades' })).toBeTruthy(),
    );
    expect(mine().querySelector('[data-copied="profit"]')?.textContent).toBe(`+$1${NNBSP}234.50`);
    expect(mine().querySelector('[data-ticket="c-3"]')).not.toBeNull();
    expect(fetches()).toBe(before);
  });
});
