// The warning before the session expires (docs/product.md, "Rules that matter to a trader"), with
// fake clocks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { $auth, login } from '@savdo/core';
import '../i18n/app-strings';
import { SessionWarning } from './session-warning';
import {
  accessToken,
  apiUser,
  fakeApi,
  flush,
  resetAll,
} from '../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
  vi.useFakeTimers({
    now: Date.UTC(2026, 10, 22, 12, 0, 0),
    toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function show() {
  return render(
    <MemoryRouter>
      <SessionWarning />
    </MemoryRouter>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await flush();
  });
}

describe('session warning', () => {
  it('shows the minutes left when a session without a refresh token has 5 minutes or less', async () => {
    login({ access_token: accessToken(6 * 60 + 30), refresh_token: null, user: apiUser() });
    show();
    await act(flush);
    expect(screen.queryByTestId('session-warning')).toBeNull();
    await advance(90_000); // 5:00 left
    expect(screen.getByTestId('session-warning').textContent).toContain(
      'Your session expires in 5 minutes',
    );
    await advance(4 * 60_000); // 1:00 left
    expect(screen.getByTestId('session-warning').textContent).toContain(
      'Your session expires in 1 minute',
    );
  });

  it('is never shown for a session the refresh routine renews in time', async () => {
    const requests = fakeApi({
      'POST /auth/refresh': () => ({
        status: 200,
        body: { access_token: accessToken(15 * 60), refresh_token: 'r2', user: apiUser() },
      }),
    });
    login({ access_token: accessToken(3 * 60 + 20), refresh_token: 'r1', user: apiUser() });
    show();
    await act(flush);
    for (let i = 0; i < 6; i++) {
      await advance(10_000);
      expect(screen.queryByTestId('session-warning')).toBeNull();
    }
    expect(requests.filter((r) => r.path === '/auth/refresh')).toHaveLength(1);
    expect(($auth.get().sessionTimeout ?? 0) - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  it('warns when the refresh fails and the session runs out', async () => {
    fakeApi({ 'POST /auth/refresh': () => ({ status: 503 }) });
    login({ access_token: accessToken(150), refresh_token: 'r1', user: apiUser() });
    show();
    await act(flush);
    await advance(10_000);
    expect(screen.getByTestId('session-warning').textContent).toContain(
      'Your session expires in 2 minutes',
    );
  });

  it('speaks the page language (Uzbek)', async () => {
    await resetAll('uz');
    login({ access_token: accessToken(4 * 60 + 5), refresh_token: null, user: apiUser() });
    show();
    await act(flush);
    expect(screen.getByTestId('session-warning').textContent).toContain(
      'Sessiya 4 daqiqadan so‘ng tugaydi',
    );
  });
});
