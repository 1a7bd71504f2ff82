// Lazy pages: a spinner while loading, the network-error page when the code cannot be
// downloaded, 'Page not found: {page}' (by title) when the module holds no page.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { login } from '@savdo/core';
import '../i18n/app-strings';
import { PageSpinner, lazyPage } from './lazy-page';
import { beginStartUp, endStartUp, renderInSteps } from '../app/first-screen';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../tests/kit/auth-test-helpers';
import { renderApp } from '../../../tests/kit/render-app';

beforeEach(async () => {
  await resetAll('en');
});

describe('lazy pages', () => {
  it("'Page not found: {page}' names the page by its title, not its id", async () => {
    const Missing = lazyPage('tradingJournal', () => Promise.reject(new Error('no page here')));
    render(
      <Suspense fallback={<PageSpinner />}>
        <Missing />
      </Suspense>,
    );
    expect(await screen.findByText('Page not found: Trading journal')).toBeTruthy();
  });

  it('code that cannot be downloaded shows the network-error page with try again', async () => {
    const Offline = lazyPage('economicCalendar', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    render(
      <MemoryRouter>
        <Suspense fallback={<PageSpinner />}>
          <Offline />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Network Error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
    expect(screen.queryByText(/Page not found/)).toBeNull();
  });

  it('a client-side navigation shows the spinner, not the old page under the new address', async () => {
    fakeApi({
      'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
      'GET /dashboard/trading-signal/stats': () => ({ status: 500, body: {} }),
      'GET /economic_calendar': () => ({ status: 200, body: { result: [] } }),
    });
    login({ access_token: accessToken(3600), refresh_token: 'r', user: apiUser() });
    const { router } = renderApp('/dashboard');
    // The dashboard's first load in jsdom: over 20 s on a machine running the whole test command.
    await waitFor(() => expect(document.querySelector('[data-page="dashboard"]')).toBeTruthy(), {
      timeout: 45_000,
    });
    await act(async () => {
      void router.navigate('/settings');
      await Promise.resolve();
    });
    // The first frame after the navigation: the old page is gone.
    expect(document.querySelector('[data-page="dashboard"]')).toBeNull();
    // /settings is a real page now: its first load in jsdom takes longer.
    await waitFor(() => expect(document.querySelector('[data-page-spinner]')).toBeNull(), {
      timeout: 20_000,
    });
    // Two first loads under a full test run's load.
  }, 90_000);

  it("the first page shown ends the load's start-up: later renders are not split into tasks", async () => {
    fakeApi({
      'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
      'GET /dashboard/trading-signal/stats': () => ({ status: 500, body: {} }),
      'GET /economic_calendar': () => ({ status: 200, body: { result: [] } }),
    });
    login({ access_token: accessToken(3600), refresh_token: 'r', user: apiUser() });
    beginStartUp();
    try {
      renderApp('/dashboard');
      expect(renderInSteps()).toBe(true);
      await waitFor(() => expect(document.querySelector('[data-page="dashboard"]')).toBeTruthy(), {
        timeout: 45_000,
      });
      await waitFor(() => expect(renderInSteps()).toBe(false));
    } finally {
      endStartUp();
    }
  }, 60_000);

  it('show a spinner until the page has loaded', async () => {
    let resolve: (value: { default: () => ReactElement }) => void = () => undefined;
    const Slow = lazyPage('slow', () => new Promise((r) => (resolve = r)));
    render(
      <Suspense fallback={<PageSpinner />}>
        <Slow />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    resolve({ default: () => <h1>Loaded</h1> });
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('translate the missing-page text', async () => {
    await resetAll('ru');
    const Missing = lazyPage('profile', () => Promise.reject(new Error('x')));
    render(
      <Suspense fallback={null}>
        <Missing />
      </Suspense>,
    );
    expect(await screen.findByText('Страница не найдена: Профиль')).toBeTruthy();
  });
});
