// A strategy's page and the follow (docs/decisions/0283-copy-trading-follow.md): the follow
// form's checks (platform, digits-only login, server, risk within 0.5% to 1%, the risk
// acknowledgement) before any call, the server's field message beside its field, the follow
// shown with its bridge key and the follower count risen, Pause and Resume, Stop behind a
// confirmation, and the copy-trading list marking what I copy with "My copies".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, login, resetCoreConfig, resetLive } from '@savdo/core';
import { CopyStrategy, checkFollow } from '@savdo/widgets/algo/copy-strategy';
import { CopyTrading } from '@savdo/widgets/algo/copy-trading';
import { algoRoutes, makeAlgoMarket } from '../../../../../tests/kit';
import { copyRoutes, makeCopyFollow, makeCopyServer } from '../../../../../tests/kit/copy-trading';
import {
  accessToken,
  apiUser,
  fakeApi,
  resetAll,
} from '../../../../../tests/kit/auth-test-helpers';

// lightweight-charts draws on a canvas jsdom lacks (the bot page's chart test covers the chart).
vi.mock('lightweight-charts', () => ({
  AreaSeries: 'Area',
  CrosshairMode: { Magnet: 1 },
  createChart: () => ({
    addSeries: () => ({ setData: () => undefined }),
    panes: () => [0, 1].map(() => ({ setStretchFactor: () => undefined })),
    timeScale: () => ({
      fitContent: () => undefined,
      getVisibleLogicalRange: () => null,
      setVisibleLogicalRange: () => undefined,
    }),
    subscribeCrosshairMove: () => undefined,
    unsubscribeCrosshairMove: () => undefined,
    remove: () => undefined,
  }),
}));

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

async function setUp(lang: 'en' | 'ru' | 'uz' = 'en') {
  await resetAll(lang);
  resetCoreConfig();
  const server = makeCopyServer();
  const routes = { ...algoRoutes(makeAlgoMarket()), ...copyRoutes(server) };
  const requests = fakeApi(routes);
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
  return { server, routes, requests };
}

const followCalls = (requests: { method: string; path: string; body?: unknown }[]) =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/follow'));

async function fill(user: ReturnType<typeof userEvent.setup>, risk: string) {
  await user.selectOptions(await screen.findByLabelText('Platform'), 'MT5');
  await user.type(screen.getByLabelText('Trading account login'), '5012345');
  await user.type(screen.getByLabelText('Server'), 'Exness-MT5Real8');
  await user.type(screen.getByLabelText('Risk per trade, %'), risk);
  await user.click(
    screen.getByLabelText('I understand that profit and loss are entirely my responsibility'),
  );
}

describe('the follow rules', () => {
  const good = { platform: 'MT5', login: '123', server: 'S', risk: '0.5', ack: true };
  it('risk per trade is accepted from 0.5% to 1% inclusive (a comma reads as a point), refused outside', () => {
    for (const risk of ['0.5', '0,75', '1']) expect(checkFollow({ ...good, risk })).toEqual({});
    for (const risk of ['0.49', '1.01', '5', 'abc'])
      expect(checkFollow({ ...good, risk }).risk).toBe('riskRange');
    expect(checkFollow({ ...good, risk: ' ' }).risk).toBe('risk');
  });
  it('the login is digits only, the platform MT4 or MT5, and the risk must be acknowledged', () => {
    expect(checkFollow({ ...good, login: '12a' }).login).toBe('loginDigits');
    expect(checkFollow({ ...good, platform: 'MT6' }).platform).toBe('platform');
    expect(checkFollow({ ...good, ack: false }).ack).toBe('ack');
  });
});

describe('CopyStrategy', () => {
  it("shows the figures, risk score, followers, monthly returns, open trades and the spec's disclosure", async () => {
    await setUp();
    render(<CopyStrategy strategyId={1} />);
    expect(await screen.findByRole('heading', { name: 'Trend Rider' })).toBeTruthy();
    expect(document.querySelector('[data-stat="risk-score"]')?.textContent).toBe(
      '4 / 10Medium risk',
    );
    expect(document.querySelector('[data-stat="followers"]')?.textContent).toBe('0');
    expect(screen.getByRole('table', { name: 'Open trades' }).textContent).toContain('GBPUSD');
    expect(document.querySelector('[data-month="2026-11"]')).not.toBeNull();
    const disclosure = document.querySelector('[data-disclosure]')?.textContent ?? '';
    expect(disclosure).toContain('Risk per trade from 0.5% to 1%');
    expect(disclosure).toContain('Monthly profit from 1% to 50%');
    expect(disclosure).toContain("Profit and loss are entirely the user's responsibility.");
    expect(disclosure).toContain('Past performance does not guarantee future results.');
  });

  it('an empty form names every missing field and sends nothing', async () => {
    const { requests } = await setUp();
    const user = userEvent.setup();
    render(<CopyStrategy strategyId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(screen.getByText('Choose MT4 or MT5')).toBeTruthy();
    expect(screen.getByText('Enter the trading account login')).toBeTruthy();
    expect(screen.getByText("Enter the broker's server")).toBeTruthy();
    expect(screen.getByText('Enter the risk per trade')).toBeTruthy();
    expect(screen.getByText('Confirm that you understand the risk')).toBeTruthy();
    expect(followCalls(requests)).toHaveLength(0);
  });

  it('a risk outside 0.5–1% is refused on the page with the range, and sends nothing', async () => {
    const { requests } = await setUp();
    const user = userEvent.setup();
    render(<CopyStrategy strategyId={1} />);
    await fill(user, '2');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByText('Risk per trade must be from 0.5% to 1%')).toBeTruthy();
    expect(followCalls(requests)).toHaveLength(0);
  });

  it("the server's field message shows beside its field", async () => {
    const { routes } = await setUp();
    routes['POST /copy-trade/strategies/:id/follow'] = () => ({
      status: 400,
      body: { message: 'Server says no', detail: { server: 'Server says no' } },
    });
    const user = userEvent.setup();
    render(<CopyStrategy strategyId={1} />);
    await fill(user, '0.8');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Server says no')).toBeTruthy();
  });

  it('copying shows the follow with its bridge key and the follower count risen; Pause, Resume; Stop asks first, then shows it stopped with the form to copy again', async () => {
    const { requests } = await setUp();
    const user = userEvent.setup();
    render(<CopyStrategy strategyId={1} />);
    await fill(user, '0,75');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('You copy this strategy')).toBeTruthy();
    expect(followCalls(requests)[0]?.body).toEqual({
      platform: 'MT5',
      login: '5012345',
      server: 'Exness-MT5Real8',
      risk: 0.75,
    });
    await waitFor(() =>
      expect(document.querySelector('[data-stat="followers"]')?.textContent).toBe('1'),
    );
    expect(document.querySelector('[data-bridge-key]')?.textContent).toContain('ea_fake_key_1');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() =>
      expect(document.querySelector('[data-follow-state]')?.getAttribute('data-follow-state')).toBe(
        'paused',
      ),
    );
    await waitFor(() =>
      expect(document.querySelector('[data-stat="followers"]')?.textContent).toBe('0'),
    );
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await screen.findByRole('button', { name: 'Pause' });
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('A stopped copy cannot be resumed');
    await user.click(within(confirm).getByRole('button', { name: 'Keep copying' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.filter((r) => r.path.endsWith('/stop'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Yes, stop' }));
    await waitFor(() =>
      expect(document.querySelector('[data-follow-state]')?.getAttribute('data-follow-state')).toBe(
        'stopped',
      ),
    );
    expect(screen.getByText('Stopped')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});

describe('CopyTrading with my copies', () => {
  it('marks the strategy I copy, links each to its page, and lists my copies with their controls', async () => {
    const { server } = await setUp();
    server.follows.push(makeCopyFollow({ state: 'paused' }));
    render(<CopyTrading />);
    await waitFor(() =>
      expect(document.querySelector('[data-strategy-id="1"]')?.getAttribute('data-my-state')).toBe(
        'paused',
      ),
    );
    // The region is drawn once every part has answered (LaidOutGate), so wait until it shows.
    const link = await screen.findAllByRole('link', { name: 'Trend Rider' });
    expect(link.map((a) => a.getAttribute('href'))).toContain('/copy-trade/1');
    const mine = document.querySelector('[data-my-copies]') as HTMLElement;
    expect(within(mine).getByText('My copies')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Stop' })).toBeTruthy();
  });
});
