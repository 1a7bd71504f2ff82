// The algo market: skeletons then cards with the verified figures (gain, max
// drawdown, profit factor, win rate, trades, rating, price from) and a sparkline; names in the
// interface language; platform, type and max price filters and the sort, each from page 1;
// paging of 10; empty and error states with 'Failed to load expert advisors'.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, resetCoreConfig, resetLive } from '@savdo/core';
import { sparklinePoints } from '@savdo/ui/algo';
import { AlgoMarket, marketQuery } from '@savdo/widgets/algo/market';
import {
  algoRoutes,
  failure,
  makeAlgoBot,
  makeAlgoMarket,
  type AlgoServer,
  type FakeRequest,
} from '../../../../../tests/kit';
import { fakeApi, resetAll } from '../../../../../tests/kit/auth-test-helpers';

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

async function setUp(
  options: { language?: 'uz' | 'ru' | 'en'; change?: (s: AlgoServer) => void; fail?: boolean } = {},
) {
  await resetAll(options.language ?? 'en');
  resetCoreConfig();
  const server = makeAlgoMarket();
  options.change?.(server);
  const state = { fail: options.fail ?? false };
  const routes = algoRoutes(server);
  const list = routes['GET /algo-trade/all']!;
  const requests = fakeApi({
    ...routes,
    'GET /algo-trade/all': (r) => (state.fail ? failure(503) : list(r)),
  });
  return { server, requests, state };
}

const card = (id: number) => {
  const li = document.querySelector<HTMLElement>(`li[data-bot-id="${id}"]`);
  if (!li) throw new Error(`no bot ${id}`);
  return li;
};
const ids = () =>
  [...document.querySelectorAll<HTMLElement>('li[data-bot-id]')].map((li) => li.dataset.botId);
const figure = (id: number, name: string) =>
  card(id).querySelector(`[data-figure="${name}"]`)?.textContent;
const listCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/algo-trade/all');
const loaded = () =>
  waitFor(() => expect(document.querySelector('li[data-bot-id]')).not.toBeNull());

describe('AlgoMarket', () => {
  it('shows skeletons, then cards sorted by gain with the key figures and a sparkline', async () => {
    await setUp();
    render(<AlgoMarket />);
    expect(document.querySelector('[data-market-skeleton]')).not.toBeNull();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Algo trading' })).toBeTruthy();
    expect(ids()).toEqual(['3', '1', '2']);
    expect(figure(1, 'gain')).toBe('+35%');
    expect(figure(1, 'drawdown')).toBe('9.5%');
    expect(figure(1, 'profit-factor')).toBe('1.8');
    expect(figure(1, 'win-rate')).toBe('62.5%');
    expect(figure(1, 'trades')).toBe('160');
    expect(figure(1, 'rating')).toContain('4.5');
    expect(figure(1, 'price')).toContain('490');
    expect(figure(2, 'profit-factor')).toBe('—');
    expect(figure(2, 'rating')).toBe('No ratings yet');
    expect(card(1).querySelector('svg.algo-sparkline')?.getAttribute('data-trend')).toBe('up');
    expect(card(2).querySelector('svg.algo-sparkline')?.getAttribute('data-trend')).toBe('down');
    expect(card(1).querySelector('a')?.getAttribute('href')).toBe('/algo-trading/1');
  });

  it('names in Uzbek, English where not translated', async () => {
    await setUp({ language: 'uz' });
    render(<AlgoMarket />);
    await loaded();
    expect(card(1).textContent).toContain('Trend chavandozi');
    expect(card(2).textContent).toContain('Quick Scalper');
  });

  it('filters and sort ask again from page 1', async () => {
    const { requests } = await setUp();
    render(<AlgoMarket />);
    await loaded();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Platform'), 'MT4');
    await waitFor(() => expect(ids()).toEqual(['1', '2']));
    expect(listCalls(requests).at(-1)?.query.get('platform')).toBe('MT4');
    await user.selectOptions(screen.getByLabelText('Type'), 'scalping');
    await waitFor(() => expect(ids()).toEqual(['2']));
    await user.selectOptions(screen.getByLabelText('Platform'), '');
    await user.selectOptions(screen.getByLabelText('Type'), '');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'drawdown');
    await waitFor(() => expect(ids()).toEqual(['2', '1', '3']));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'popularity');
    await waitFor(() => expect(ids()).toEqual(['2', '1', '3']));
    await user.type(screen.getByLabelText('Max price (UZS)'), '500000');
    await waitFor(() => expect(listCalls(requests).at(-1)?.query.get('max_price')).toBe('500000'));
    await waitFor(() => expect(ids()).toEqual(['1', '3']));
    expect(listCalls(requests).at(-1)?.query.get('page')).toBe('1');
  });

  it('a filtered empty list offers to clear the filters', async () => {
    await setUp();
    render(<AlgoMarket />);
    await loaded();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Max price (UZS)'), '1000');
    expect(await screen.findByText('No expert advisor matches these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(ids()).toHaveLength(3));
  });

  it("spec 8, expert advisors: 'Failed to load expert advisors. Please try again.' with try again, then the empty market", async () => {
    const { server, state } = await setUp({ fail: true });
    render(<AlgoMarket />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load expert advisors. Please try again.');
    state.fail = false;
    server.bots = [];
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No expert advisors yet')).toBeTruthy();
  });

  it('pages of 10: next shows the 11th bot', async () => {
    const { requests } = await setUp({
      change: (s) => {
        s.bots = Array.from({ length: 11 }, (_, i) =>
          makeAlgoBot({ id: 100 + i, name: `Bot ${i + 1}` }),
        );
      },
    });
    render(<AlgoMarket />);
    await loaded();
    expect(ids()).toHaveLength(10);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(ids()).toHaveLength(1));
    expect(listCalls(requests).at(-1)?.query.get('page')).toBe('2');
    expect(listCalls(requests).at(-1)?.query.get('limit')).toBe('10');
  });

  it('a host router gets plain clicks on a bot', async () => {
    await setUp();
    const paths: string[] = [];
    render(<AlgoMarket onNavigate={(p) => paths.push(p)} />);
    await loaded();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Grid Keeper' }));
    expect(paths).toEqual(['/algo-trading/3']);
  });
});

describe('market query and sparkline', () => {
  it('sends a max price only when it is a whole number', () => {
    expect(marketQuery({ maxPrice: ' 500 000 ', sort: 'gain' }, 1)).toEqual({
      page: 1,
      sort: 'gain',
      max_price: 500000,
    });
    expect(marketQuery({ maxPrice: 'abc', sort: 'drawdown', platform: 'MT5' }, 2)).toEqual({
      page: 2,
      sort: 'drawdown',
      platform: 'MT5',
    });
  });

  it('scales the points into the box, nothing under two points', () => {
    expect(sparklinePoints([1], 100, 10)).toBe('');
    expect(sparklinePoints([0, 10], 100, 10)).toBe('0.0,10.0 100.0,0.0');
    expect(sparklinePoints([5, 5], 100, 10)).toBe('0.0,10.0 100.0,10.0');
  });
});
