// The signals page keeps its tab and filters in the URL, so a reload or a shared link
// shows the same list.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@savdo/core';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { makeSignalStats as stats, signalsPage as page } from '../../../../tests/kit';
import { renderApp } from '../../../../tests/kit/render-app';

beforeEach(async () => {
  await resetAll('en');
});

function setUp() {
  const requests = fakeApi({
    'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
    'GET /signal/all': () => ({ status: 200, body: page([]) }),
    'GET /signal/performance-stats': () => ({ status: 200, body: { result: stats() } }),
  });
  login({ access_token: accessToken(3600), refresh_token: 'r', user: apiUser() });
  return requests;
}

const feedQueries = (requests: ReturnType<typeof fakeApi>) =>
  requests.filter((r) => r.path === '/signal/all').map((r) => r.query);

describe('/trading-signals keeps its choices in the URL', () => {
  it('opens on the tab and filters the URL names and asks for exactly them', async () => {
    const requests = setUp();
    renderApp('/trading-signals?tab=crypto&type=buy&status=active');
    const tab = await screen.findByRole('tab', { name: 'Crypto' }, { timeout: 20_000 });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(feedQueries(requests).length).toBeGreaterThan(0));
    const query = feedQueries(requests).at(-1)!;
    expect(query.get('asset_type')).toBe('crypto');
    expect(query.get('signal_type')).toBe('buy');
    expect(query.get('status')).toBe('active');
  });

  it('writes a new choice into the URL, and an unknown value falls back to all', async () => {
    setUp();
    const { router } = renderApp('/trading-signals?tab=nonsense&type=buy');
    const all = await screen.findByRole('tab', { name: 'All' }, { timeout: 20_000 });
    expect(all.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Forex' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=forex&type=buy'));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=forex&type=buy&status=closed'),
    );
  });
});
