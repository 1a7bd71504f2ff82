// Session validation (constants): asks the server whether the
// stored access token is still good, at most one check at a time, on a few timers.
import {
  SESSION_FRESH_MS,
  SESSION_VALIDATION_INTERVAL_MS,
  SESSION_VALIDATION_MIN_GAP_MS,
  VISIBILITY_CHECK_DELAY_MS,
} from '@savdo/contract';
import { verifyToken } from '../auth/api';
import { apiErrorStatus } from '../api/errors';
import { t } from '../i18n/i18n';
import { toast } from '../toast/toasts';
import { decodeAccessToken } from '../token/token';
import { getAccessToken } from '../vault/token-vault';
import { watchLive } from '../live/live-connection';
import { $auth, logout, setValidating, userFromApi } from './auth-store';

export interface ValidateOptions {
  /** Check with the server even when the token is fresh or the last check was recent. */
  force?: boolean;
  /** Raise `isValidating` while the server is asked. */
  showLoading?: boolean;
  /** The clock, for tests. */
  now?: number;
}

/**
 * What a call did: 'signed-out' (no usable token, expired, invalid, or 401/403), 'skipped'
 * (fresh token, checked recently, or the token changed while asking), 'valid', or 'error' (any other failure, ignored).
 */
export type ValidationOutcome = 'signed-out' | 'skipped' | 'valid' | 'error';

let inFlight: Promise<ValidationOutcome> | null = null;
let lastCheckAt: number | null = null;

/** True when the stored token changed while the server was asked: its answer is stale. */
function superseded(token: string): boolean {
  return getAccessToken() !== token;
}

async function askServer(
  token: string,
  showLoading: boolean,
  now: number,
): Promise<ValidationOutcome> {
  if (showLoading) setValidating(true);
  try {
    const answer = await verifyToken(token);
    if (superseded(token)) return 'skipped';
    if (!answer.valid || !answer.user) {
      // The server ended the session (revoked, signed out elsewhere): the user is told why they
      // are back on the sign-in page, as after a 401.
      logout();
      toast.error(t('session.expired'));
      return 'signed-out';
    }
    const exp = decodeAccessToken(token)?.exp;
    $auth.set({
      ...$auth.get(),
      isAuthenticated: true,
      user: userFromApi(answer.user, now),
      sessionTimeout: typeof exp === 'number' ? exp * 1000 : $auth.get().sessionTimeout,
    });
    return 'valid';
  } catch (err: unknown) {
    const status = apiErrorStatus(err);
    if ((status === 401 || status === 403) && !superseded(token)) {
      logout();
      toast.error(t('session.expired'));
      return 'signed-out';
    }
    // 5xx: verifyToken already cleared the stored tokens; the rest is ignored.
    return 'error';
  } finally {
    if (showLoading) setValidating(false);
  }
}

/** One validation at a time; concurrent callers share the check in flight. */
export function validateSession(options: ValidateOptions = {}): Promise<ValidationOutcome> {
  if (inFlight) return inFlight;
  const { force = false, showLoading = false, now = Date.now() } = options;

  const token = getAccessToken();
  const exp = decodeAccessToken(token)?.exp;
  if (!token || typeof exp !== 'number') {
    logout();
    return Promise.resolve('signed-out');
  }
  const msLeft = exp * 1000 - now;
  if (msLeft <= 0) {
    logout();
    return Promise.resolve('signed-out');
  }
  if (!force) {
    if (lastCheckAt !== null && now - lastCheckAt < SESSION_VALIDATION_MIN_GAP_MS)
      return Promise.resolve('skipped');
    if (msLeft > SESSION_FRESH_MS) return Promise.resolve('skipped');
  }

  lastCheckAt = now;
  inFlight = askServer(token, showLoading, now).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function tabVisible(): boolean {
  return document.visibilityState === 'visible';
}

/**
 * The timers: with a token present, a forced check with the loading flag now;
 * then an unforced check every 10 minutes while the tab is visible, and 1 s after the tab becomes
 * visible again; and a forced check when the page's live socket (open for whatever the page
 * shows) is told its session was revoked (a password reset, a sign-out elsewhere, a ban), so the
 * page signs out (or goes to /ban) at once instead of at its next call
 * (docs/decisions/0280-password-recovery.md). Returns the function that removes every timer and
 * listener.
 */
export function startSessionValidation(): () => void {
  if (getAccessToken()) void validateSession({ force: true, showLoading: true });
  const unwatch = watchLive('session.revoked', () => void validateSession({ force: true }));

  const interval = setInterval(() => {
    if (tabVisible()) void validateSession();
  }, SESSION_VALIDATION_INTERVAL_MS);

  let visibleTimer: ReturnType<typeof setTimeout> | null = null;
  const onVisibilityChange = (): void => {
    if (!tabVisible()) return;
    if (visibleTimer !== null) clearTimeout(visibleTimer);
    visibleTimer = setTimeout(() => {
      visibleTimer = null;
      void validateSession();
    }, VISIBILITY_CHECK_DELAY_MS);
  };
  document.addEventListener('visibilitychange', onVisibilityChange);

  return () => {
    unwatch();
    clearInterval(interval);
    if (visibleTimer !== null) clearTimeout(visibleTimer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/** Forgets the last check time; for tests. */
export function resetSessionValidation(): void {
  lastCheckAt = null;
}
