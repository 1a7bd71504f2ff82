// A bot's page: figures and monthly returns; the equity and drawdown chart drawn with
// lightweight-charts (mocked here: what it is given); the purchase form checked on the client
// (required, min/max) then the dialog and POST with plan, fields and an Idempotency-Key; a 402
// in the dialog with the spec's insufficient-balance text; the reviews with the distribution and
// the review form's spec messages, only when can_review; the load-failure texts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IDEMPOTENCY_KEY_HEADER,
  insufficientBalanceMessage,
  type AlgoBuyResponse,
  type ApiError,
} from '@savdo/contract';
import { clearToasts, login, resetCoreConfig, resetLive } from '@savdo/core';
import { AlgoBot, checkField } from '@savdo/widgets/algo/bot';
import {
  algoRoutes,
  failure,
  makeAlgoMarket,
  makeExpertAdvisor,
  makeReview,
  ok,
  type AlgoServer,
  type RouteTable,
} from '../../../../../tests/kit';
import {
  accessToken,
  apiUser,
  fakeApi,
  resetAll,
} from '../../../../../tests/kit/auth-test-helpers';

// lightweight-charts draws on a canvas jsdom lacks: the mock records what the chart is given.
const chartCalls = vi.hoisted(() => ({
  series: [] as { options: Record<string, unknown>; pane?: number; data: unknown[] }[],
  stretch: [] as number[],
  removed: 0,
}));
vi.mock('lightweight-charts', () => ({
  AreaSeries: 'Area',
  CrosshairMode: { Magnet: 1 },
  createChart: () => ({
    addSeries: (_type: string, options: Record<string, unknown>, pane?: number) => {
      const entry = { options, pane, data: [] as unknown[] };
      chartCalls.series.push(entry);
      return { setData: (d: unknown[]) => (entry.data = d) };
    },
    panes: () =>
      [0, 1].map(() => ({ setStretchFactor: (f: number) => chartCalls.stretch.push(f) })),
    timeScale: () => ({
      fitContent: () => undefined,
      getVisibleLogicalRange: () => ({ from: 0, to: 10 }),
      setVisibleLogicalRange: () => undefined,
    }),
    subscribeCrosshairMove: () => undefined,
    unsubscribeCrosshairMove: () => undefined,
    remove: () => (chartCalls.removed += 1),
  }),
}));

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

async function setUp(
  options: { change?: (s: AlgoServer) => void; extra?: RouteTable; signedIn?: boolean } = {},
) {
  await resetAll('en');
  resetCoreConfig();
  const server = makeAlgoMarket();
  options.change?.(server);
  const requests = fakeApi({
    ...algoRoutes(server),
    'GET /users/me': () => ok({ result: apiUser({ balance: 5_000_000 }) }),
    ...options.extra,
  });
  if (options.signedIn !== false)
    login({
      access_token: accessToken(),
      refresh_token: 'r',
      user: apiUser({ balance: 5_000_000 }),
    });
  return { server, requests };
}

describe('AlgoBot', () => {
  it('shows the figures and the monthly returns', async () => {
    await setUp();
    render(<AlgoBot botId={1} />);
    expect(await screen.findByRole('heading', { name: 'Trend Rider' })).toBeTruthy();
    expect(document.querySelector('[data-figure="gain"]')?.textContent).toBe('+35%');
    expect(document.querySelector('[data-figure="win-rate"]')?.textContent).toBe('62.5%');
    const table = screen.getByRole('table', { name: 'Monthly returns' });
    // The month by its name in the page's language, not '2026-10'; money with its currency.
    expect(within(table).getByText('October 2026')).toBeTruthy();
    expect(within(table).queryByText('2026-10')).toBeNull();
    expect(within(table).getByText('-1.2%')).toBeTruthy();
    const profit = table.querySelector('[data-month="2026-10"] td:nth-of-type(2)');
    // Dollars as every page writes them: the sign, '$', two decimals (decision 0301).
    expect(profit?.textContent).toMatch(/^[−+]?\$\d[\d\u202f,]*\.\d\d$/);
  });

  it("spec 8, algo bot details: 'Failed to load algo bot details. Please try again.'", async () => {
    await setUp();
    render(<AlgoBot botId={99} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load algo bot details. Please try again.',
    );
  });

  it("spec 8, reviews: 'Failed to load reviews. Please try again.'", async () => {
    await setUp({ extra: { 'GET /algo-trade-review/:id/all': () => failure(503) } });
    render(<AlgoBot botId={1} />);
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    await waitFor(() =>
      expect(within(reviews).getByRole('alert').textContent).toContain(
        'Failed to load reviews. Please try again.',
      ),
    );
  });

  it('draws the equity and the drawdown (below zero, own pane) from the equity curve', async () => {
    chartCalls.series.length = 0;
    await setUp({
      change: (s) => {
        s.details[1] = {
          equity_curve: [
            { time: '2026-01-01T00:00:00.000Z', balance: 1000, equity: 1000, drawdown_percent: 0 },
            { time: '2026-02-01T00:00:00.000Z', balance: 900, equity: 900, drawdown_percent: 10 },
            { time: '2026-03-01T00:00:00.000Z', balance: 1100, equity: 1100, drawdown_percent: 0 },
          ],
        };
      },
    });
    render(<AlgoBot botId={1} />);
    await waitFor(() =>
      expect(document.querySelector('[part="equity-chart"]')?.getAttribute('data-phase')).toBe(
        'ready',
      ),
    );
    const [equity, drawdown] = chartCalls.series;
    const jan = Date.UTC(2026, 0, 1) / 1000;
    expect(equity!.pane).toBeUndefined();
    expect(equity!.data[0]).toEqual({ time: jan, value: 1000 });
    expect(drawdown!.pane).toBe(1);
    expect(drawdown!.data.map((d) => (d as { value: number }).value)).toEqual([0, -10, 0]);
    // The legend shows the latest point until the pointer moves over the chart.
    expect(document.querySelector('[data-legend="equity"]')?.textContent).toBe('1\u202F100');
  });

  it('no closed trades: the chart says so instead of an empty canvas', async () => {
    await setUp({ change: (s) => (s.details[1] = { equity_curve: [] }) });
    render(<AlgoBot botId={1} />);
    await screen.findByRole('heading', { name: 'Trend Rider' });
    expect(
      screen.getByText('No closed trades yet: the chart appears with the first one.'),
    ).toBeTruthy();
  });

  it('checks the form on the client, then buys with plan, fields and an Idempotency-Key', async () => {
    const { requests } = await setUp({
      extra: {
        'POST /algo-trade/:id/purchase': () =>
          ok<AlgoBuyResponse>({
            result: {
              expert_advisor: makeExpertAdvisor({ id: 7 }),
              purchase: {
                id: 1,
                kind: 'algo_trade',
                item_id: 1,
                title: 'Trend Rider',
                price: 490_000,
                charged: 490_000,
                balance: 4_510_000,
                created_at: '2026-11-23T10:00:00.000Z',
              },
            },
          }),
      },
    });
    render(<AlgoBot botId={1} />);
    await screen.findByLabelText('Login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Deposit'), '50');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('At least 100')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Login'), '5012345');
    await user.clear(screen.getByLabelText('Deposit'));
    await user.type(screen.getByLabelText('Deposit'), '1000');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === '/algo-trade/1/purchase')).toBe(
        true,
      ),
    );
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ plan_id: 1, fields: { login: '5012345', deposit: 1000 } });
    expect(post.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toBeTruthy();
  });

  it("402 in the purchase dialog: 'Insufficient balance. You need {amount} UZS more…' and a top-up", async () => {
    await setUp({
      extra: {
        'POST /algo-trade/:id/purchase': () => ({
          status: 402,
          body: {
            message: insufficientBalanceMessage(90_000),
            code: 'purchase.insufficient_balance',
            shortfall: 90_000,
          } satisfies Partial<ApiError>,
        }),
      },
    });
    render(<AlgoBot botId={1} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Login'), '5012345');
    await user.type(screen.getByLabelText('Deposit'), '1000');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(
        'Insufficient balance. You need 90\u202F000 UZS more to purchase this item. Please top up your balance.',
        { normalizer: (s) => s.trim() },
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Top up balance' })).toBeTruthy();
    expect(screen.queryByText('You already have this bot')).toBeNull();
  });

  it('reviews: distribution and list; the form only when can_review, with the spec messages', async () => {
    await setUp({
      change: (s) => {
        s.details[1] = { can_review: true };
        s.reviews = [makeReview(), makeReview({ id: 2, comment: 'Too quiet.', rating: 3 })];
      },
      extra: {
        'POST /algo-trade-review/:id': () => failure(500),
      },
    });
    render(<AlgoBot botId={1} />);
    expect(await screen.findByText('Too quiet.')).toBeTruthy();
    expect(document.querySelector('[data-stars="5"]')?.textContent).toContain('7');
    const form = screen.getByRole('form', { name: 'Write a review' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please select a rating');
    await user.click(within(form).getByLabelText('4 stars'));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please write a comment');
    await user.type(within(form).getByLabelText('Comment'), 'Good');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Failed to submit review. Please try again.',
      ),
    );
  });

  it('no review form without can_review', async () => {
    await setUp();
    render(<AlgoBot botId={1} />);
    await screen.findByText('Steady and calm.');
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });
});

describe('checkField', () => {
  const field = {
    name: 'deposit',
    label: 'Deposit',
    labels: {},
    type: 'number' as const,
    required: true,
    min: 100,
    max: 1000,
  };
  it('required, number, min and max', () => {
    expect(checkField(field, ' ')).toEqual({ key: 'required' });
    expect(checkField(field, 'abc')).toEqual({ key: 'number' });
    expect(checkField(field, '99')).toEqual({ key: 'min', min: 100 });
    expect(checkField(field, '1001')).toEqual({ key: 'max', max: 1000 });
    expect(checkField(field, '500')).toBeNull();
    expect(checkField({ ...field, required: false }, '')).toBeNull();
  });
});
