// My expert advisor: status, account, bridge key, metrics, open and historical trades
// (the symbol filter asks from page 1), profit by period as bars, stop/delete behind a
// confirmation, and the load failure.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, login, resetCoreConfig, resetLive } from '@savdo/core';
import { MyExpertAdvisor, profitBars } from '@savdo/widgets/algo/my-expert-advisor';
import { algoRoutes, makeAlgoMarket, type FakeRequest } from '../../../../../tests/kit';
import { installFakeSocket } from '../../../../../tests/kit/live-test-socket';
import {
  accessToken,
  apiUser,
  fakeApi,
  resetAll,
} from '../../../../../tests/kit/auth-test-helpers';

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

async function setUp() {
  resetLive();
  await resetAll('en');
  resetCoreConfig();
  installFakeSocket();
  const server = makeAlgoMarket();
  const requests = fakeApi(algoRoutes(server));
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
  return { server, requests };
}

const historyCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path.endsWith('/historical-trades'));

describe('MyExpertAdvisor', () => {
  it('shows status, account, bridge key, metrics, open and historical trades, profit bars', async () => {
    await setUp();
    render(<MyExpertAdvisor purchaseId={1} />);
    expect(await screen.findByRole('heading', { name: 'Trend Rider' })).toBeTruthy();
    expect(document.querySelector('[data-status]')?.textContent).toBe('Active');
    expect(screen.getByText('Demo Broker')).toBeTruthy();
    expect(document.querySelector('[data-bridge-key]')?.textContent).toBe('ea_demo_bridge_key');
    await waitFor(() =>
      expect(document.querySelector('[data-figure="gain"]')?.textContent).toBe('35%'),
    );
    const open = await screen.findByRole('table', { name: 'Open trades' });
    expect(within(open).getByText('EURUSD')).toBeTruthy();
    const history = await screen.findByRole('table', { name: 'Trade history' });
    expect(within(history).getByText('XAUUSD')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('rect[data-bar]')).toHaveLength(2));
    expect(document.querySelector('rect[data-bar="down"]')).not.toBeNull();
  });

  it('filters the history by symbol from page 1', async () => {
    const { requests } = await setUp();
    render(<MyExpertAdvisor purchaseId={1} />);
    await screen.findByRole('table', { name: 'Trade history' });
    await userEvent.setup().type(screen.getByLabelText('Symbol'), 'xauusd');
    await waitFor(() => expect(historyCalls(requests).at(-1)?.query.get('symbol')).toBe('xauusd'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Trade history' })).queryByText('EURUSD'),
      ).toBeNull(),
    );
    expect(historyCalls(requests).at(-1)?.query.get('page')).toBe('1');
  });

  it('stop and delete asks first, then DELETEs', async () => {
    const { requests } = await setUp();
    render(<MyExpertAdvisor purchaseId={1} />);
    await screen.findByRole('heading', { name: 'Trend Rider' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stop and delete' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Expert advisor deleted')).toBeTruthy();
    expect(
      requests.some((r) => r.method === 'DELETE' && r.path === '/algo-trade/my-purchases/1'),
    ).toBe(true);
  });

  it("spec 8, expert advisors: 'Failed to load expert advisor. Please try again.'", async () => {
    await setUp();
    render(<MyExpertAdvisor purchaseId={99} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load expert advisor. Please try again.',
    );
  });
});

describe('profitBars', () => {
  it('bars above the zero line for a profit, below for a loss', () => {
    const [up, down] = profitBars(
      [
        { period_start: 'a', profit: 10, trades: 1, gain_percent: 1 },
        { period_start: 'b', profit: -5, trades: 1, gain_percent: -1 },
      ],
      100,
      100,
    );
    expect(up).toMatchObject({ up: true, y: 0, height: 50 });
    expect(down).toMatchObject({ up: false, y: 50, height: 25 });
  });
});
