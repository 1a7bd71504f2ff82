// Everything the page's session needs, started in the right order by whoever mounts the page
// (the host app, or the embed loader on our own origin).
import { restoreSession } from './auth-store';
import { startCrossTabSync } from './cross-tab';
import { startSessionRefresh } from './session-refresh';
import { startSessionValidation } from './session-validation';

/**
 * Restores the stored session, then starts validation, the refresh routine and cross-tab sync.
 * Returns the function that stops all three.
 */
export function startSession(): () => void {
  restoreSession();
  const stops = [startSessionValidation(), startSessionRefresh(), startCrossTabSync()];
  return () => {
    for (const stop of stops) stop();
  };
}
