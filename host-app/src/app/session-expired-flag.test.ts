// Any 401 fully reloads to /auth (docs/decisions/0010-session-core.md); the toast survives the
// reload.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, handleUnauthorized, i18n, configureCore, login } from '@savdo/core';
import {
  SESSION_EXPIRED_FLAG,
  reloadToAuthAfterExpiry,
  showPendingSessionExpiredToast,
} from './session-expired-flag';
import { accessToken, apiUser, resetAll } from '../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('uz');
});

describe('session-expired toast across the reload', () => {
  it('a 401 leaves a flag and navigates fully to /auth; the next page shows the Uzbek toast once', async () => {
    const assign = vi.fn();
    configureCore({
      mode: 'app',
      onUnauthorizedNavigate: (path) => reloadToAuthAfterExpiry(path, assign),
    });
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
    handleUnauthorized();
    expect(assign).toHaveBeenCalledWith('/auth');
    expect(sessionStorage.getItem(SESSION_EXPIRED_FLAG)).toBe('1');

    // The reloaded page starts with no toasts.
    await resetAll('uz');
    sessionStorage.setItem(SESSION_EXPIRED_FLAG, '1');
    expect(showPendingSessionExpiredToast()).toBe(true);
    expect($toasts.get().map((t) => [t.type, t.message])).toEqual([
      ['error', 'Sessiya muddati tugadi. Iltimos, qaytadan tizimga kiring.'],
    ]);
    expect(showPendingSessionExpiredToast()).toBe(false);
    expect($toasts.get()).toHaveLength(1);
  });

  it('shows nothing on a normal start', async () => {
    await i18n.changeLanguage('en');
    expect(showPendingSessionExpiredToast()).toBe(false);
    expect($toasts.get()).toEqual([]);
  });
});
