// The signals widget against a fake API and a fake live socket: every field, tabs and filters,
// paging, premium locks with the right link, live updates, the connection state, performance
// figures, and the loading, empty and load-failure states.
import type { Subscription } from '@savdo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureCore, login } from '@savdo/core';
import { SignalsFeed } from '@savdo/widgets';
import { accessToken, apiUser } from '../../../../tests/kit/auth-test-helpers';
import {
  FakeSocket,
  lockedSignal,
  newestFirst,
  page,
  resetSignals,
  signal,
  signalsApiFake,
  stats,
} from '../../../../tests/kit/signals-fixtures';
import { pendingWork } from '../../../../tests/unit/pending-work';

beforeEach(async () => {
  await resetSignals('en');
});

function cards() {
  return screen.queryAllByRole('article');
}

function card(symbol: string) {
  const heading = screen.getByRole('heading', { name: symbol });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${symbol}`);
  return within(article);
}

describe('SignalsFeed', () => {
  it('shows a loading skeleton, then every field of each signal', async () => {
    const s = signal({
      symbol: 'XAUUSD',
      asset_type: 'commodities',
      entry_price: 2648.5,
      stop_loss: 2632.6,
      take_profit: 2680.3,
      risk_reward_ratio: 2,
      potential_profit: 1.2,
      potential_loss: 0.6,
      created_at: '2026-11-20T09:00:00.000Z',
      closed_at: '2026-11-21T10:30:00.000Z',
      status: 'closed',
      result: 'profit',
    });
    signalsApiFake({ all: () => ({ status: 200, body: page([s]) }) });
    render(<SignalsFeed hideStats hideNotifications />);
    expect(screen.getByLabelText('Loading signals').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(cards()).toHaveLength(1));
    const c = card('XAUUSD');
    for (const text of [
      'Buy',
      'Commodity',
      'Closed',
      // The narrow space of decision 0301, read as a space by the text matcher.
      '2 648.5',
      '2 632.6',
      '2 680.3',
      '+1.2%',
      '−0.6%',
      '1:2',
      'H4',
      'Technical',
      '20 Nov 2026 14:00', // created, shown at UTC+5 Tashkent by default (decision 15)
      '21 Nov 2026 15:30',
      'Expert #2',
      'Breakout above resistance.',
    ]) {
      expect(c.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(c.getAllByText('Profit').length).toBeGreaterThan(0);
  });

  it('shows times in the chosen time zone', async () => {
    const s = signal({ symbol: 'TZ1', created_at: '2026-11-20T09:00:00.000Z' });
    signalsApiFake({ all: () => ({ status: 200, body: page([s]) }) });
    render(<SignalsFeed hideStats hideNotifications timeZone="new_york" />);
    await waitFor(() => expect(card('TZ1').getByText('20 Nov 2026 04:00')).toBeTruthy());
  });

  it('a cancelled signal shows its result as cancelled, not waiting', async () => {
    const s = signal({ symbol: 'CXL1', status: 'cancelled', result: 'waiting', closed_at: null });
    signalsApiFake({ all: () => ({ status: 200, body: page([s]) }) });
    render(<SignalsFeed hideStats hideNotifications />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    const result = card('CXL1').getByText('Result').nextElementSibling;
    expect(result?.textContent).toBe('Cancelled');
    expect(card('CXL1').queryByText('Waiting')).toBeNull();
  });

  it('prices follow the interface language (uz: decimal comma)', async () => {
    await resetSignals('uz');
    const s = signal({
      symbol: 'UZ1',
      entry_price: 2648.5,
      stop_loss: 2632.6,
      take_profit: 2680.3,
    });
    signalsApiFake({ all: () => ({ status: 200, body: page([s]) }) });
    render(<SignalsFeed hideStats hideNotifications />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card('UZ1').getAllByText(/2\s648,5/).length).toBeGreaterThan(0);
    expect(card('UZ1').queryByText('2,648.5', { exact: false })).toBeNull();
  });

  it("load failure: 'Failed to load trading signals. Please try again later', and Try again reloads", async () => {
    let fail = true;
    signalsApiFake({
      all: () =>
        fail
          ? { status: 500, body: { message: 'boom' } }
          : { status: 200, body: page([signal({ symbol: 'OK1' })]) },
    });
    render(<SignalsFeed hideStats hideNotifications />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load trading signals. Please try again later');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'OK1' })).toBeTruthy());
  });

  it('the load-failure text in Uzbek and Russian', async () => {
    await resetSignals('uz');
    signalsApiFake({ all: () => ({ status: 503 }) });
    const { unmount } = render(<SignalsFeed hideStats hideNotifications />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Savdo signallarini yuklab bo'lmadi. Iltimos, keyinroq qayta urinib ko'ring",
    );
    unmount();
    await resetSignals('ru');
    signalsApiFake({ all: () => ({ status: 503 }) });
    render(<SignalsFeed hideStats hideNotifications />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Не удалось загрузить торговые сигналы. Пожалуйста, попробуйте позже',
    );
  });

  it('shows the empty state when no signal matches', async () => {
    signalsApiFake({});
    render(<SignalsFeed hideStats hideNotifications />);
    expect(await screen.findByText('No signals')).toBeTruthy();
  });

  it('asks for 20 signals a page and loads the next page on demand', async () => {
    const all = newestFirst(Array.from({ length: 25 }, (_, i) => signal({ symbol: `S${i}` })));
    const requests = signalsApiFake({
      all: (r) => {
        const p = Number(r.query.get('page'));
        return { status: 200, body: page(all.slice((p - 1) * 20, p * 20), 25, p) };
      },
    });
    render(<SignalsFeed hideStats hideNotifications />);
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.getByText('20 of 25 signals')).toBeTruthy();
    const first = requests.find((r) => r.path === '/signal/all');
    expect(first?.query.get('limit')).toBe('20');
    expect(first?.query.get('page')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(
      requests
        .filter((r) => r.path === '/signal/all')
        .at(-1)
        ?.query.get('page'),
    ).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  describe('infinite scroll', () => {
    const observed: Element[] = [];
    let trigger: (() => void) | null = null;
    class FakeIntersectionObserver {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(node: Element) {
        observed.push(node);
        trigger = () => this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    }
    const twoPages = () => {
      const all = newestFirst(Array.from({ length: 25 }, (_, i) => signal({ symbol: `S${i}` })));
      return signalsApiFake({
        all: (r) => {
          const p = Number(r.query.get('page'));
          return { status: 200, body: page(all.slice((p - 1) * 20, p * 20), 25, p) };
        },
      });
    };
    beforeEach(() => {
      observed.length = 0;
      trigger = null;
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('on our own pages the next page loads when the end of the list comes into view', async () => {
      twoPages();
      render(<SignalsFeed hideStats hideNotifications />);
      await waitFor(() => expect(cards()).toHaveLength(20));
      // The sentinel is observed by an effect, which may run after the cards are on screen.
      await waitFor(() => expect(observed).toHaveLength(1));
      act(() => trigger?.());
      await waitFor(() => expect(cards()).toHaveLength(25));
    });

    it('renders the cards a batch per painted frame, and watches the end of the list only once all are there', async () => {
      twoPages();
      const counts: number[] = [];
      const watch = new MutationObserver(() => {
        if (counts.at(-1) !== cards().length) counts.push(cards().length);
      });
      watch.observe(document.body, { childList: true, subtree: true });
      render(<SignalsFeed hideStats hideNotifications />);
      await waitFor(() => expect(cards()).toHaveLength(20));
      watch.disconnect();
      // No single render drew all twenty (one task of 340 ms at 4x CPU on a phone).
      expect(counts.filter((n) => n > 0)).toEqual([6, 12, 18, 20]);
      await waitFor(() => expect(observed).toHaveLength(1));
    });

    it('on a partner page (public mode) nothing loads by scrolling: only "Load more" does', async () => {
      configureCore({ mode: 'public', apiBase: 'https://api.savdo.test' });
      twoPages();
      render(<SignalsFeed hideStats hideNotifications />);
      await waitFor(() => expect(cards()).toHaveLength(20));
      expect(observed).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(cards()).toHaveLength(25));
    });
  });

  it('tabs all, crypto, forex, stock, commodity filter by asset type; the filters by type and status', async () => {
    const requests = signalsApiFake({});
    render(<SignalsFeed hideStats hideNotifications />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['All', 'Crypto', 'Forex', 'Stock', 'Commodity']);
    await screen.findByText('No signals');
    await userEvent.click(screen.getByRole('tab', { name: 'Stock' }));
    await waitFor(() => expect(requests.at(-1)?.query.get('asset_type')).toBe('stocks'));
    expect(screen.getByRole('tab', { name: 'Stock' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText('Signal type'), 'sell');
    await waitFor(() => expect(requests.at(-1)?.query.get('signal_type')).toBe('sell'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() => expect(requests.at(-1)?.query.get('status')).toBe('closed'));
    expect(requests.at(-1)?.query.get('asset_type')).toBe('stocks');
  });

  it('arrow keys move between tabs', async () => {
    signalsApiFake({});
    render(<SignalsFeed hideStats hideNotifications />);
    screen.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Crypto');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Commodity' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('a locked premium signal shows no levels and a sign-up link for a visitor', async () => {
    signalsApiFake({
      all: () => ({ status: 200, body: page([lockedSignal({ symbol: 'LOCK1' })]) }),
    });
    render(<SignalsFeed hideStats hideNotifications />);
    const c = await waitFor(() => card('LOCK1'));
    expect(c.queryByText('Entry price')).toBeNull();
    expect(c.getByText(/are for Pro subscribers. They were not sent to you/)).toBeTruthy();
    const link = c.getByRole('link', { name: 'Sign up to see the levels' });
    expect(link.getAttribute('href')).toBe('/auth?tab=register');
    expect(c.queryByRole('button', { name: /Chart/ })).toBeNull();
  });

  it('a signed-in user without a plan is offered the plan that unlocks it, by name', async () => {
    login({ access_token: accessToken(), user: apiUser() });
    signalsApiFake({
      all: () => ({ status: 200, body: page([lockedSignal({ symbol: 'LOCK2' })]) }),
    });
    render(<SignalsFeed hideStats hideNotifications upgradeHref="/pricing" />);
    const c = await waitFor(() => card('LOCK2'));
    expect(c.getByRole('link', { name: 'Subscribe to Pro' }).getAttribute('href')).toBe('/pricing');
  });

  it('a subscriber of a lower plan is told to upgrade, naming the plan', async () => {
    const basic: Subscription = {
      plan_id: 1,
      plan_name: 'Basic',
      status: 'active',
      expires_at: '2099-01-01T00:00:00Z',
    };
    login({
      access_token: accessToken(),
      user: apiUser({ subscriptions: [basic] }),
    });
    signalsApiFake({
      all: () => ({
        status: 200,
        body: page([lockedSignal({ symbol: 'LOCK3', required_plan_name: 'VIP' })]),
      }),
    });
    render(<SignalsFeed hideStats hideNotifications upgradeHref="/pricing" />);
    const c = await waitFor(() => card('LOCK3'));
    expect(
      c.getByText(/Your plan does not include this signal: its levels are for VIP subscribers/),
    ).toBeTruthy();
    expect(c.getByRole('link', { name: 'Upgrade plan to VIP' })).toBeTruthy();
  });

  it("the author line names the expert, not 'Expert #2'", async () => {
    signalsApiFake({
      all: () => ({
        status: 200,
        body: page([signal({ symbol: 'AUTH1', expert_name: 'Dilshod Rahimov' })]),
      }),
    });
    render(<SignalsFeed hideStats hideNotifications />);
    const c = await waitFor(() => card('AUTH1'));
    expect(c.getByText('Dilshod Rahimov')).toBeTruthy();
    expect(c.queryByText(/Expert #/)).toBeNull();
  });

  it('live: connection shows Live, new signals appear and status changes apply; a drop shows Disconnected', async () => {
    const first = signal({ symbol: 'LIVE1', status: 'active' });
    signalsApiFake({ all: () => ({ status: 200, body: page([first]) }) });
    render(<SignalsFeed hideStats hideNotifications />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Live updates' }).textContent).toContain(
      'Connecting',
    );
    act(() => FakeSocket.latest().accept());
    expect(screen.getByRole('status', { name: 'Live updates' }).textContent).toContain('Live');

    const fresh = signal({ symbol: 'LIVE2', created_at: '2030-01-01T00:00:00.000Z' });
    act(() => FakeSocket.latest().receive({ type: 'signal.created', signal: fresh }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'LIVE2' })).toBeTruthy());
    expect(cards()[0]?.textContent).toContain('LIVE2');

    act(() =>
      FakeSocket.latest().receive({
        type: 'signal.updated',
        signal: {
          ...first,
          status: 'closed',
          result: 'loss',
          closed_at: '2026-11-22T10:00:00.000Z',
        },
      }),
    );
    await waitFor(() => expect(card('LIVE1').getAllByText('Loss').length).toBeGreaterThan(0));
    expect(screen.getByText('2 of 2 signals')).toBeTruthy();

    act(() => FakeSocket.latest().serverClose(1006));
    const badge = screen.getByRole('status', { name: 'Live updates' });
    expect(badge.textContent).toContain('Disconnected');
    expect(within(badge).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
  });

  it("an attempt that never connects shows 'Failed to connect' with Reconnect", async () => {
    signalsApiFake({ all: () => ({ status: 200, body: page([signal({ symbol: 'FAIL1' })]) }) });
    render(<SignalsFeed hideStats hideNotifications />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    act(() => FakeSocket.latest().serverClose(1006));
    const badge = screen.getByRole('status', { name: 'Live updates' });
    expect(badge.textContent).toContain('Failed to connect');
    expect(within(badge).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
  });

  it('unmounted with a live batch waiting, the feed stops its flush and the figures refresh: nothing runs after it', async () => {
    signalsApiFake({ all: () => ({ status: 200, body: page([signal({ symbol: 'OLD1' })]) }) });
    const { unmount } = render(<SignalsFeed hideStats hideNotifications />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    act(() => FakeSocket.latest().accept());
    act(() =>
      FakeSocket.latest().receive({ type: 'signal.created', signal: signal({ symbol: 'LATE1' }) }),
    );
    const startedBy = (file: string) => pendingWork().filter((w) => w.startedAt.includes(file));
    // The batch waits LIVE_BATCH_MS, the figures' refresh STATS_REFRESH_DELAY_MS.
    expect(startedBy('use-signals-feed.ts')).toHaveLength(1);
    expect(startedBy('signals/queries.ts')).toHaveLength(1);
    unmount();
    expect(startedBy('use-signals-feed.ts')).toEqual([]);
    expect(startedBy('signals/queries.ts')).toEqual([]);
  });

  it('shows the 30-day performance: win rate, closed, profit, loss, average risk/reward and a chart', async () => {
    signalsApiFake({});
    render(<SignalsFeed hideNotifications />);
    expect(await screen.findByText('Performance, last 30 days')).toBeTruthy();
    const figure = (label: string) =>
      screen.getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(figure('Win rate')).toBe('66.7%');
    expect(figure('Signals closed')).toBe('24');
    expect(figure('Average risk/reward')).toBe('1:2.25');
    expect(
      screen.getByRole('img', { name: /Cumulative profitable and losing signals by day/ }),
    ).toBeTruthy();
  });

  it('the stats chart is labelled: counts up the side, first, middle and last day below', async () => {
    signalsApiFake({});
    const { container } = render(<SignalsFeed hideNotifications />);
    await screen.findByText('Performance, last 30 days');
    const y = container.querySelector('[data-axis="y"]');
    const x = container.querySelector('[data-axis="x"]');
    // The fixture's busiest day has 14 profitable signals.
    expect([...(y?.children ?? [])].map((n) => n.textContent)).toEqual(['14', '7', '0']);
    expect([...(x?.children ?? [])].map((n) => n.textContent)).toEqual([
      '1 Oct 2026',
      '15 Oct 2026',
      '30 Oct 2026',
    ]);
  });

  it('a live signal event refreshes the statistics too', async () => {
    let total = 36;
    signalsApiFake({
      stats: () => ({ status: 200, body: { result: stats({ total_signals: total }) } }),
    });
    render(<SignalsFeed hideNotifications />);
    await screen.findByText('Performance, last 30 days');
    const figure = () =>
      screen.getByText('Signals published').parentElement?.querySelector('dd')?.textContent;
    await waitFor(() => expect(figure()).toBe('36'));
    act(() => FakeSocket.latest().accept());
    total = 37;
    act(() =>
      FakeSocket.latest().receive({ type: 'signal.created', signal: signal({ symbol: 'NEW37' }) }),
    );
    await waitFor(() => expect(figure()).toBe('37'), { timeout: 20_000 });
  });

  it('a failure of the figures shows their own message and leaves the feed working', async () => {
    signalsApiFake({
      all: () => ({ status: 200, body: page([signal({ symbol: 'FEED1' })]) }),
      stats: () => ({ status: 500 }),
    });
    render(<SignalsFeed hideNotifications />);
    expect(
      await screen.findByText('Failed to load signal statistics. Please try again later'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'FEED1' })).toBeTruthy();
  });
});
