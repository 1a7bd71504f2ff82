// The dashboard's figures and its load failure (the load-failure text: 'Failed to load dashboard.
// Please try refreshing the page'), not a silent "no data yet".
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { login } from '@savdo/core';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { FIRST_SCREEN_ELEMENT_ID, type VideoCourseStatsResponse } from '@savdo/contract';
import {
  algoRoutes,
  makeAlgoMarket,
  makeEconomicEvent,
  makeExpertAdvisor,
  ok,
} from '../../../../tests/kit';
import { renderApp } from '../../../../tests/kit/render-app';

const base = {
  'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
  // Today's events panel: an empty day (each test starts with an empty data-layer cache).
  'GET /economic_calendar': () => ({ status: 200, body: { result: [] } }),
  'GET /dashboard/video-course/stats': () =>
    ok<VideoCourseStatsResponse>({
      result: {
        courses_started: 0,
        courses_completed: 0,
        lessons_completed: 0,
        total_lessons: 0,
        progress_percent: 0,
        continue_watching: null,
      },
    }),
};

function signIn() {
  login({ access_token: accessToken(3600), refresh_token: 'r', user: apiUser() });
}

beforeEach(async () => {
  await resetAll('en');
});

describe('dashboard', () => {
  it('under the first screen, comes in three tasks: greeting, then the tiles, then what lies below (decision 0268)', async () => {
    // The banners' list is held until the end, so the first screen stays up all the while; then
    // answered, so no request of this test is left pending for the next test files (the data
    // layer would wait for it rather than ask again).
    const held: (() => void)[] = [];
    fakeApi({
      ...base,
      'GET /dashboard/trading-signal/stats': () => ({ status: 500, body: {} }),
      'GET /banner': () =>
        new Promise((answer) => held.push(() => answer({ status: 500, body: {} }))),
    });
    const cover = document.createElement('div');
    cover.id = FIRST_SCREEN_ELEMENT_ID;
    document.body.append(cover);
    // What the page held when each part first appeared: a MutationObserver's callback runs right
    // after the render that inserted it, before any later task.
    const seen: string[] = [];
    const has = (testId: string) => screen.queryByTestId(testId) !== null;
    const observer = new MutationObserver(() => {
      const parts = [
        document.querySelector('[data-page="dashboard"] h1') ? 'greeting' : '',
        has('dashboard-balance') ? 'tiles' : '',
        has('dashboard-today') ? 'below' : '',
      ].filter(Boolean);
      const state = parts.join('+');
      if (state && seen.at(-1) !== state) seen.push(state);
    });
    try {
      observer.observe(document.body, { childList: true, subtree: true });
      signIn();
      renderApp('/dashboard');
      expect(await screen.findByTestId('dashboard-today', {}, { timeout: 20_000 })).toBeTruthy();
      expect(seen).toEqual(['greeting', 'greeting+tiles', 'greeting+tiles+below']);
    } finally {
      for (const answer of held) answer();
      observer.disconnect();
      cover.remove();
    }
  });

  it("spec 1: shows today's economic events and a link to the calendar", async () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const requests = fakeApi({
      ...base,
      'GET /dashboard/trading-signal/stats': () => ({ status: 500, body: {} }),
      'GET /economic_calendar': () => ({
        status: 200,
        body: { result: [makeEconomicEvent({ id: 7, time: soon, event: 'Core CPI m/m' })] },
      }),
    });
    signIn();
    renderApp('/dashboard');
    // The page and its today panel load lazily: a cold first load is slow on a busy machine.
    expect(await screen.findByText('Core CPI m/m', {}, { timeout: 20_000 })).toBeTruthy();
    const panel = screen.getByTestId('dashboard-today');
    expect(panel.querySelector('a[href="/economic-calendar"]')).toBeTruthy();
    const query = requests.find((r) => r.path === '/economic_calendar')?.query;
    expect(query?.get('date_filter')).toBe('today');
  }, 60_000);

  it("spec 8: a failed load shows 'Failed to load dashboard. Please try refreshing the page'", async () => {
    fakeApi({
      ...base,
      'GET /dashboard/trading-signal/stats': () => ({
        status: 500,
        body: { message: 'Internal Server Error' },
      }),
    });
    signIn();
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('Failed to load dashboard. Please try refreshing the page');
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeTruthy();
    expect(screen.queryByText('No data yet')).toBeNull();
  });

  it('shows the win rate and no failure when the figures load', async () => {
    fakeApi({
      ...base,
      'GET /dashboard/trading-signal/stats': () => ({
        status: 200,
        body: {
          result: {
            period_days: 30,
            total_signals: 10,
            closed_signals: 8,
            profit_count: 5,
            loss_count: 3,
            win_rate: 62.5,
            average_risk_reward: 2,
            daily: [],
          },
        },
      }),
    });
    signIn();
    renderApp('/dashboard');
    expect(await screen.findByText('63%', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('8 signals closed')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the learning card shows real figures and a continue-watching link', async () => {
    fakeApi({
      ...base,
      'GET /dashboard/trading-signal/stats': () => ({ status: 500, body: {} }),
      'GET /dashboard/video-course/stats': () =>
        ok<VideoCourseStatsResponse>({
          result: {
            courses_started: 2,
            courses_completed: 1,
            lessons_completed: 4,
            total_lessons: 9,
            progress_percent: 44.4,
            continue_watching: {
              course_id: 2,
              course_title: 'Technical analysis',
              course_translations: {},
              lesson_id: 205,
              lesson_title: 'Support and resistance',
              lesson_translations: { ru: { title: 'Поддержка и сопротивление' } },
              position_seconds: 42,
            },
          },
        }),
    });
    signIn();
    renderApp('/dashboard');
    const card = await screen.findByTestId('dashboard-learning', {}, { timeout: 20_000 });
    await waitFor(() => expect(card.textContent).toContain('44%'));
    expect(card.textContent).toContain('4 of 9 lessons completed');
    expect(card.textContent).toContain('Courses in progress: 1');
    const link = screen.getByTestId('dashboard-continue');
    expect(link.getAttribute('href')).toBe('/video-courses/2/player/205');
    expect(link.textContent).toContain('Continue watching: Support and resistance');
  }, 15_000);

  it('a failed learning figure is the dashboard load failure', async () => {
    fakeApi({
      ...base,
      'GET /dashboard/trading-signal/stats': () => ({ status: 200, body: { result: null } }),
      'GET /dashboard/video-course/stats': () => ({ status: 500, body: { message: 'x' } }),
    });
    signIn();
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('Failed to load dashboard');
  }, 15_000);

  it("'My Algo Trading Bots' lists up to three with status and gain, linking to each", async () => {
    const server = makeAlgoMarket();
    server.expertAdvisors = [1, 2, 3, 4].map((id) =>
      makeExpertAdvisor({ id, name: `Bot ${id}`, status: id === 2 ? 'paused' : 'active' }),
    );
    const requests = fakeApi({ ...base, ...algoRoutes(server) });
    signIn();
    renderApp('/dashboard');
    const list = await screen.findByTestId('dashboard-bots', {}, { timeout: 20_000 });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(list.textContent).toContain('Paused');
    expect(list.textContent).toContain('+6.4%');
    expect(list.querySelector('a')?.getAttribute('href')).toBe('/algo-trading/my/1');
    // Styled as the product's links, not the browser's default underlined blue.
    const link = list.querySelector('a') as HTMLElement;
    expect(getComputedStyle(link).fontWeight).toBe('600');
    expect(getComputedStyle(link).textDecoration).toBe('none');
    expect(requests.find((r) => r.path === '/algo-trade/my-purchases')?.query.get('limit')).toBe(
      '3',
    );
  }, 15_000);

  it("spec 8, algo purchases: 'Failed to load algo purchases. Please try again.' with a retry", async () => {
    const server = makeAlgoMarket();
    server.expertAdvisors = [makeExpertAdvisor({ id: 1, name: 'Bot 1' })];
    let fail = true;
    const routes = algoRoutes(server);
    fakeApi({
      ...base,
      ...routes,
      'GET /algo-trade/my-purchases': (request) =>
        fail
          ? { status: 503, body: { message: 'down' } }
          : routes['GET /algo-trade/my-purchases']!(request),
    });
    signIn();
    renderApp('/dashboard');
    const failed = await screen.findByTestId('dashboard-bots-failed', {}, { timeout: 20_000 });
    expect(failed.textContent).toContain('Failed to load algo purchases. Please try again.');
    fail = false;
    failed.querySelector('button')!.click();
    const list = await screen.findByTestId('dashboard-bots', {}, { timeout: 20_000 });
    expect(list.textContent).toContain('Bot 1');
  }, 15_000);
});
