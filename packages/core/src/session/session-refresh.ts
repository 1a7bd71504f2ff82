// Session refresh routine (constants): while signed in with a known
// expiry, it checks every 2 minutes (and 1 s after the tab becomes visible) and exchanges the
// refresh token for a new pair when 3 minutes or less remain.
import {
  SESSION_REFRESH_INTERVAL_MS,
  SESSION_REFRESH_MIN_GAP_MS,
  SESSION_REFRESH_THRESHOLD_MS,
  VISIBILITY_CHECK_DELAY_MS,
} from '@savdo/contract';
import { refreshTokens } from '../auth/api';
import { apiErrorStatus } from '../api/errors';
import { getRefreshToken } from '../vault/token-vault';
import { loadVaultCipher } from '../vault/vault-cipher';
import { $auth, login, logout, mergeUser } from './auth-store';

/** 'refreshed', 'logged-out', or 'skipped' (gap, overlap) / 'failed' (other failure, ignored). */
export type RefreshOutcome = 'refreshed' | 'logged-out' | 'skipped' | 'failed';

let inFlight: Promise<RefreshOutcome> | null = null;
let lastRefreshAt: number | null = null;

/**
 * Exchanges the stored refresh token for a new pair and user. Never overlaps another refresh and
 * never runs within 30 s of the previous one. No refresh token, or 401/403: log out.
 */
export function refreshSession(now: number = Date.now()): Promise<RefreshOutcome> {
  if (inFlight) return Promise.resolve('skipped');
  if (lastRefreshAt !== null && now - lastRefreshAt < SESSION_REFRESH_MIN_GAP_MS)
    return Promise.resolve('skipped');
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    logout();
    return Promise.resolve('logged-out');
  }
  lastRefreshAt = now;
  const attempt = async (): Promise<RefreshOutcome> => {
    try {
      // The new pair must be stored (the old refresh token is spent once the server answers):
      // the vault's cipher first, in case the page started without it (primeStoredSession).
      await loadVaultCipher();
      const answer = await refreshTokens(refreshToken);
      const previous = $auth.get().user;
      const stored = login({
        access_token: answer.access_token,
        refresh_token: answer.refresh_token,
        user: answer.user,
      });
      if (!stored) return 'failed';
      // The refresh answer lists fewer user fields than users/me: keep the
      // lists and preferences we already had for the same user instead of resetting them.
      if (previous && previous.id === answer.user.id) {
        mergeUser({
          oauth_accounts: answer.user.oauth_accounts ?? previous.oauth_accounts,
          subscriptions: answer.user.subscriptions ?? previous.subscriptions,
          language: answer.user.language ?? previous.language,
          avatar_url: answer.user.avatar_url ?? previous.avatar_url ?? null,
        });
      }
      return 'refreshed';
    } catch (err: unknown) {
      const status = apiErrorStatus(err);
      if (status === 401 || status === 403) {
        logout();
        return 'logged-out';
      }
      return 'failed';
    }
  };
  inFlight = attempt().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** One check of the routine: log out past expiry, refresh when 3 minutes or less remain. */
export function checkSessionExpiry(now: number = Date.now()): Promise<RefreshOutcome> {
  if (document.visibilityState === 'hidden') return Promise.resolve('skipped');
  const { isAuthenticated, sessionTimeout } = $auth.get();
  if (!isAuthenticated || sessionTimeout === null) return Promise.resolve('skipped');
  const msLeft = sessionTimeout - now;
  if (msLeft <= 0) {
    logout();
    return Promise.resolve('logged-out');
  }
  if (msLeft <= SESSION_REFRESH_THRESHOLD_MS) return refreshSession(now);
  return Promise.resolve('skipped');
}

/**
 * Runs the routine whenever the state is authenticated with a known expiry, and stops it when
 * not. It also checks once when it starts, so a session restored with little time left is
 * refreshed at once instead of up to 2 minutes later. Returns the function that stops it all.
 */
export function startSessionRefresh(): () => void {
  let interval: ReturnType<typeof setInterval> | null = null;
  let visibleTimer: ReturnType<typeof setTimeout> | null = null;

  const onVisibilityChange = (): void => {
    if (document.visibilityState !== 'visible') return;
    if (visibleTimer !== null) clearTimeout(visibleTimer);
    visibleTimer = setTimeout(() => {
      visibleTimer = null;
      void checkSessionExpiry();
    }, VISIBILITY_CHECK_DELAY_MS);
  };

  const run = (): void => {
    if (interval !== null) return;
    interval = setInterval(() => void checkSessionExpiry(), SESSION_REFRESH_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);
    void checkSessionExpiry();
  };

  const halt = (): void => {
    if (interval !== null) clearInterval(interval);
    interval = null;
    if (visibleTimer !== null) clearTimeout(visibleTimer);
    visibleTimer = null;
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };

  const unsubscribe = $auth.subscribe((state) => {
    if (state.isAuthenticated && state.sessionTimeout !== null) run();
    else halt();
  });

  return () => {
    unsubscribe();
    halt();
  };
}

/** Forgets the last refresh time; for tests. */
export function resetSessionRefresh(): void {
  lastRefreshAt = null;
}
