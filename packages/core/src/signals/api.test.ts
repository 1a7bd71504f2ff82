import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, configureCore, login, setPartnerKey, signalsApi } from '@savdo/core';
import {
  NOW,
  apiUser,
  fakeFetch,
  resetSessionCore,
  token,
} from '../../../../tests/kit/session-test-helpers';

const page = { result: { data: [], page: 1, limit: 20, total: 0 } };

describe('Signal calls', () => {
  beforeEach(async () => {
    await resetSessionCore();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('getSignals: GET /signal/all with the default page size of 20 and page 1', async () => {
    const requests = fakeFetch([{ status: 200, body: page }]);
    await signalsApi.getSignals();
    expect(requests[0]?.url).toBe('/api/v1/signal/all?limit=20&page=1');
  });

  it('getSignals: sends the filters asset_type, signal_type and status, and leaves out unset ones', async () => {
    const requests = fakeFetch([{ status: 200, body: page }]);
    await signalsApi.getSignals({ page: 3, asset_type: 'forex', status: 'active' });
    expect(requests[0]?.url).toBe(
      '/api/v1/signal/all?limit=20&page=3&asset_type=forex&status=active',
    );
  });

  it('sends the bearer token when signed in, none in public mode', async () => {
    const access = token();
    login({ access_token: access, user: apiUser() }, NOW);
    const requests = fakeFetch(() => ({ status: 200, body: page }));
    await signalsApi.getSignals();
    configureCore({ mode: 'public', apiBase: 'https://api.savdo.test' });
    await signalsApi.getSignals();
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${access}`);
    expect(requests[1]?.headers.authorization).toBeUndefined();
    expect(requests[1]?.url).toBe('https://api.savdo.test/api/v1/signal/all?limit=20&page=1');
  });

  it('getSignalPerformanceStats and getSignal: GET /signal/performance-stats and /signal/{id}', async () => {
    const requests = fakeFetch(() => ({ status: 200, body: { result: {} } }));
    await signalsApi.getSignalPerformanceStats();
    await signalsApi.getSignal(12);
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/signal/performance-stats',
      '/api/v1/signal/12',
    ]);
  });
});

describe('Signal calls on a partner page and without a session', () => {
  beforeEach(async () => {
    await resetSessionCore();
    setPartnerKey(null);
  });
  afterEach(() => {
    setPartnerKey(null);
    vi.unstubAllGlobals();
  });

  it('send the page partner key as X-Savdo-Partner', async () => {
    configureCore({ mode: 'public', apiBase: 'https://api.savdo.test' });
    setPartnerKey('pk_demo');
    const requests = fakeFetch(() => ({ status: 200, body: page }));
    await signalsApi.getSignals();
    await signalsApi.getSignalPerformanceStats();
    await signalsApi.getSignal(3);
    expect(requests.map((r) => r.headers['x-savdo-partner'])).toEqual([
      'pk_demo',
      'pk_demo',
      'pk_demo',
    ]);
  });

  it('a 401 without a session is the call\'s own failure, not "session expired" (no toast, no reload)', async () => {
    const navigate = vi.fn();
    configureCore({ onUnauthorizedNavigate: navigate });
    fakeFetch([
      { status: 401, body: { message: 'Sign in, or embed this widget with a partner key' } },
    ]);
    await expect(signalsApi.getSignals()).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([]);
  });

  it('a 401 with a session still ends it', async () => {
    const navigate = vi.fn();
    configureCore({ onUnauthorizedNavigate: navigate });
    login({ access_token: token(), user: apiUser() }, NOW);
    fakeFetch([{ status: 401, body: { message: 'expired' } }]);
    await expect(signalsApi.getSignals()).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/auth');
  });
});
