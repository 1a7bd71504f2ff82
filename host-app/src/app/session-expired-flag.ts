// A 401 fully reloads the page to /auth (docs/decisions/0010-session-core.md), which would wipe the
// error toast core raised just before. The flag carries it across the reload in sessionStorage
// (this tab only).
import { t, toast } from '@savdo/core';

export const SESSION_EXPIRED_FLAG = 'savdo:session-expired';

/** What the host app does instead of a bare navigation on a 401. */
export function reloadToAuthAfterExpiry(path: string, assign: (href: string) => void): void {
  try {
    sessionStorage.setItem(SESSION_EXPIRED_FLAG, '1');
  } catch {
    // Storage blocked: the reload happens without the toast.
  }
  assign(path);
}

/** After start-up: shows the session-expired toast once if the last page left on a 401. */
export function showPendingSessionExpiredToast(): boolean {
  let pending: boolean;
  try {
    pending = sessionStorage.getItem(SESSION_EXPIRED_FLAG) === '1';
    sessionStorage.removeItem(SESSION_EXPIRED_FLAG);
  } catch {
    return false;
  }
  if (pending) toast.error(t('session.expired'));
  return pending;
}
