// My Expert Advisors (/algo-trading/my, the sidebar's page): each expert advisor with its status
// and the bridge's marks — offline since, a wrong account, the last heartbeat ("last seen") — in
// the reader's language.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { login } from '@savdo/core';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { algoRoutes, makeAlgoMarket, makeExpertAdvisor, noConnection } from '../../../../tests/kit';
import { installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { renderApp } from '../../../../tests/kit/render-app';

const SEEN = '2026-11-29T10:00:00.000Z';

function setUp() {
  const market = makeAlgoMarket();
  market.expertAdvisors = [
    makeExpertAdvisor({
      id: 1,
      status: 'paused',
      connection: noConnection({ last_heartbeat_at: SEEN, offline_since: SEEN }),
    }),
    makeExpertAdvisor({
      id: 2,
      status: 'in_progress',
      connection: noConnection({ problem: 'wrong_login', problem_value: '999' }),
    }),
    makeExpertAdvisor({
      id: 3,
      status: 'active',
      connection: noConnection({ last_heartbeat_at: SEEN }),
    }),
  ];
  // The page listens for the bridge's marks live: a fake socket, not a connection to nowhere.
  installFakeSocket();
  fakeApi({
    'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
    ...algoRoutes(market),
  });
  login({ access_token: accessToken(3600), refresh_token: 'r', user: apiUser() });
}

const item = (id: number) => document.querySelector(`[data-purchase-id="${id}"]`) as HTMLElement;

describe('/algo-trading/my lists each expert advisor with its status and connection', () => {
  beforeEach(() => resetAll('en'));

  it('marks offline, a wrong account and the last heartbeat time', async () => {
    setUp();
    renderApp('/algo-trading/my');
    await screen.findByTestId('my-expert-advisors', {}, { timeout: 20_000 });
    expect(within(item(1)).getByText('Paused')).toBeTruthy();
    expect(within(item(1)).getByText(/^Terminal offline since 29 Nov 2026/)).toBeTruthy();
    expect(within(item(1)).getByText(/^Last seen: 29 Nov 2026/)).toBeTruthy();
    expect(
      within(item(2)).getByText('Wrong trading account connected: 999 (expected 5012345)'),
    ).toBeTruthy();
    expect(within(item(2)).getByText('Terminal not connected yet')).toBeTruthy();
    expect(within(item(3)).getByText('Active')).toBeTruthy();
    expect(within(item(3)).queryByText(/offline/)).toBeNull();
  });

  it('in Russian', async () => {
    await resetAll('ru');
    setUp();
    renderApp('/algo-trading/my');
    await screen.findByTestId('my-expert-advisors', {}, { timeout: 20_000 });
    expect(within(item(1)).getByText(/^Терминал офлайн с /)).toBeTruthy();
    expect(within(item(3)).getByText(/^Последняя связь: /)).toBeTruthy();
  });
});

describe('a page about one thing names it (not "My Expert Advisor", "Algo bot")', () => {
  beforeEach(() => resetAll('en'));

  it('/algo-trading/my/:id: the header and the document title name the bot', async () => {
    setUp();
    renderApp('/algo-trading/my/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trend Rider' }, { timeout: 20_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Trend Rider · Savdo'));
  });

  it('/algo-trading/:id names the bot in the page language', async () => {
    await resetAll('ru');
    setUp();
    renderApp('/algo-trading/1');
    expect(
      // The page and the bot's answer in a full test run's load: up to the unit project's wait.
      await screen.findByRole('heading', { level: 1, name: 'Трендовый' }, { timeout: 45_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Трендовый · /));
  });
});
