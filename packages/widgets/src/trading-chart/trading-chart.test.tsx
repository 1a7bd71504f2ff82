// The trading chart widget: it draws the loaded candles and volume, marks the symbol's signals,
// moves the last candle with live ticks, asks again for a new timeframe or symbol, shows the
// crosshair candle in the legend, and offers "try again" when the candles fail to load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNumber, resetCoreConfig, resetLive } from '@savdo/core';
import { TradingChart } from '@savdo/widgets/trading-chart';
import {
  KIT_SYMBOLS,
  makeSignal,
  makeSignalStats,
  makeTick,
  marketDataRoutes,
  signalRoutes,
  type MarketDataServer,
} from '../../../../tests/kit';
import { FakeSocket, installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { drawn, resetDrawn, type FakeSeries } from '../../../../tests/kit/fake-lightweight-charts';

vi.mock('lightweight-charts', () => import('../../../../tests/kit/fake-lightweight-charts'));

const NOW = Date.UTC(2026, 10, 18, 12, 30) / 1000;

beforeEach(() => resetDrawn());
afterEach(() => {
  resetLive();
  resetCoreConfig();
});

async function setUp(market: Partial<MarketDataServer> = {}) {
  resetLive();
  await resetAll('en');
  resetCoreConfig();
  installFakeSocket();
  const server: MarketDataServer = { symbols: KIT_SYMBOLS, now: NOW, ...market };
  const signals = {
    signals: [
      makeSignal({
        id: 7,
        symbol: 'EURUSD',
        type: 'buy',
        entry_price: 1.0852,
        created_at: new Date((NOW - 5 * 3600) * 1000).toISOString(),
      }),
      makeSignal({
        id: 8,
        symbol: 'XAUUSD',
        type: 'sell',
        created_at: new Date((NOW - 3600) * 1000).toISOString(),
      }),
    ],
    stats: makeSignalStats(),
  };
  const requests = fakeApi({ ...marketDataRoutes(server), ...signalRoutes(signals) });
  return { server, requests };
}

const candleSeries = (): FakeSeries => drawn.series.find((s) => s.kind === 'Candlestick')!;
const volumeSeries = (): FakeSeries => drawn.series.find((s) => s.kind === 'Histogram')!;

describe('TradingChart', () => {
  it('draws 1,000 candles with their volume and marks the symbol’s signals', async () => {
    const { requests } = await setUp();
    render(<TradingChart symbol="EURUSD" timeframe="1h" />);
    await waitFor(() => expect(candleSeries()?.data.length).toBe(1000));
    expect(volumeSeries().data).toHaveLength(1000);
    const candlesCall = requests.find((r) => r.path.endsWith('/market-data/candles'))!;
    expect(Object.fromEntries(candlesCall.query)).toMatchObject({
      symbol: 'EURUSD',
      timeframe: '1h',
      limit: '1000',
    });
    await waitFor(() => expect(drawn.markers.at(-1)).toHaveLength(1));
    expect(drawn.markers.at(-1)![0]).toMatchObject({
      position: 'belowBar',
      shape: 'arrowUp',
      text: 'Buy 1.08520',
    });
  });

  it('a live tick of its symbol moves the last candle; other symbols are ignored', async () => {
    await setUp();
    render(<TradingChart symbol="EURUSD" timeframe="1h" />);
    await waitFor(() => expect(candleSeries()?.data.length).toBe(1000));
    act(() => FakeSocket.latest().accept(1));
    act(() =>
      FakeSocket.publish({
        type: 'market.ticks',
        ticks: [
          makeTick({ symbol: 'XAUUSD', time: NOW + 1, price: 2700 }),
          makeTick({ symbol: 'EURUSD', time: NOW + 1, price: 1.2345 }),
        ],
      }),
    );
    expect(candleSeries().updates).toHaveLength(1);
    expect(candleSeries().updates[0]).toMatchObject({ close: 1.2345, high: 1.2345 });
    expect(screen.getByTestId('last-price').textContent).toBe('1.23450');
  });

  it('asks for the chosen timeframe and symbol', async () => {
    const { requests } = await setUp();
    const onChange = vi.fn();
    render(<TradingChart symbol="EURUSD" timeframe="1h" onChange={onChange} />);
    await waitFor(() => expect(candleSeries()?.data.length).toBe(1000));
    await userEvent.click(screen.getByRole('button', { name: '4 hours' }));
    expect(onChange).toHaveBeenLastCalledWith({ symbol: 'EURUSD', timeframe: '4h' });
    await waitFor(() =>
      expect(
        requests.some((r) => r.path.endsWith('/candles') && r.query.get('timeframe') === '4h'),
      ).toBe(true),
    );
    await userEvent.selectOptions(await screen.findByLabelText('Symbol'), 'XAUUSD');
    await waitFor(() =>
      expect(
        requests.some((r) => r.path.endsWith('/candles') && r.query.get('symbol') === 'XAUUSD'),
      ).toBe(true),
    );
    expect(onChange).toHaveBeenLastCalledWith({ symbol: 'XAUUSD', timeframe: '4h' });
  });

  it('the legend shows the candle under the crosshair', async () => {
    await setUp();
    render(<TradingChart symbol="BTCUSD" timeframe="1D" timeZone="london" />);
    await waitFor(() => expect(candleSeries()?.data.length).toBe(1000));
    const bar = candleSeries().data[500] as { time: number; open: number };
    act(() => drawn.crosshair?.({ time: bar.time }));
    const legend = document.querySelector('[part="legend"]')!;
    expect(legend.textContent).toContain(
      formatNumber(bar.open, 'en', { minDecimals: 2, maxDecimals: 2 }),
    );
  });

  it("a failed load shows 'Failed to load the chart' with try again", async () => {
    const { server } = await setUp({ failWith: 503 });
    render(<TradingChart symbol="EURUSD" timeframe="1h" />);
    expect(await screen.findByText('Failed to load the chart')).toBeTruthy();
    server.failWith = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(candleSeries()?.data.length).toBe(1000));
  });
});
