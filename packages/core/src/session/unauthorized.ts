// The one handler every 401 goes to (decision 12).
import { AUTH_ROUTE } from '@savdo/contract';
import { $coreConfig } from '../config';
import { t } from '../i18n/i18n';
import { toast } from '../toast/toasts';
import { $auth, logout } from './auth-store';

/** Dispatched on window when a session ends without a reload (modes 'embedded' and 'public'). */
export const SESSION_EXPIRED_EVENT = 'savdo-session-expired';

let handledSinceLastSignIn = false;

/**
 * Clears the tokens, resets the state, shows the session-expired toast and then, in mode 'app',
 * fully reloads to /auth; in mode 'embedded' it stays on the page and dispatches
 * `savdo-session-expired`. Many requests in flight often fail with 401 together: only the first
 * acts, the rest are ignored until a session exists again. Mode 'public' has no session (no token
 * is ever sent), so a 401 there only resets the state and dispatches the event: no toast about a
 * session the visitor never had, and never a reload of a partner's page.
 */
export function handleUnauthorized(): void {
  if (handledSinceLastSignIn && !$auth.get().isAuthenticated) return;
  handledSinceLastSignIn = true;
  const { mode, onUnauthorizedNavigate } = $coreConfig.get();
  logout();
  if (mode !== 'public') toast.error(t('session.expired'));
  if (mode === 'app') {
    onUnauthorizedNavigate(AUTH_ROUTE);
    return;
  }
  window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { bubbles: false }));
}

/** Forgets that a 401 was handled; for tests. */
export function resetUnauthorizedGuard(): void {
  handledSinceLastSignIn = false;
}
