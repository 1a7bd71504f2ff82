// The example feature's client half, built from docs/adding-a-feature.md alone
// (tests/example-feature/client/): its element is defined by one defineWidget line, fetches
// through a query store on core's client (no fetch code of its own), is faked by the kit's one
// route-table fake API, and answers from the 60-second cache when shown again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { login, resetQueries } from '@savdo/core';
import { createFakeApi, ok } from '../../kit/fake-api';
import type { WatchlistResponse } from '../contract';
import { accessToken, apiUser, resetAll } from '../../kit/auth-test-helpers';
import './element';

const answer: WatchlistResponse = {
  result: {
    data: [
      { id: 1, symbol: 'BTCUSDT', direction: 'long', created_at: '2026-11-23T10:00:00Z' },
      { id: 2, symbol: 'EURUSD', direction: 'short', created_at: '2026-11-23T10:01:00Z' },
    ],
    page: 1,
    limit: 2,
    total: 2,
  },
};

describe('the example feature widget', () => {
  let api: ReturnType<typeof createFakeApi>;
  beforeEach(async () => {
    await resetAll('en');
    resetQueries();
    api = createFakeApi({ 'GET /watchlist': () => ok(answer) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    login({ access_token: accessToken(), user: apiUser() });
  });
  afterEach(() => document.body.replaceChildren());

  it('one defineWidget line makes the element; it renders what the query store loads', async () => {
    expect(customElements.get('savdo-example-watchlist')).toBeDefined();
    const loads: number[] = [];
    const element = document.createElement('savdo-example-watchlist');
    element.addEventListener('savdo-watchlist-load', (e) =>
      loads.push((e as CustomEvent<{ count: number }>).detail.count),
    );
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('BTCUSDT · Long'));
    expect(element.shadowRoot?.textContent).toContain('EURUSD · Short');
    expect(loads).toEqual([2]);
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /watchlist']);
  });

  it('shown again within 60 seconds, the answer comes from the cache (no second request)', async () => {
    const first = document.createElement('savdo-example-watchlist');
    document.body.append(first);
    await waitFor(() => expect(first.shadowRoot?.textContent).toContain('BTCUSDT'));
    first.remove();
    const again = document.createElement('savdo-example-watchlist');
    again.setAttribute('hide-title', '');
    document.body.append(again);
    await waitFor(() => expect(again.shadowRoot?.textContent).toContain('BTCUSDT'));
    expect(again.shadowRoot?.textContent).not.toContain('Watchlist');
    expect(api.requests.length).toBe(1);
  });
});
