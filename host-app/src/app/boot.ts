// Start-up of the hosted site, before React renders: configure core for mode 'app', leave an
// in-app browser, restore the session, start the validation, refresh and cross-tab routines,
// and keep <html lang> and the page background in step with language and theme.
import {
  $resolvedTheme,
  configureCore,
  installSessionCredentials,
  redirectOutOfInAppBrowser,
  restoreSession,
  stagedLanguage,
  startCrossTabSync,
  startSessionRefresh,
  startSessionValidation,
  type InAppRedirectPlan,
} from '@savdo/core';
import { reloadToAuthAfterExpiry, showPendingSessionExpiredToast } from './session-expired-flag';

export interface BootResult {
  /** Non-null inside an in-app browser: the app is not started, the redirect runs. */
  inAppPlan: InAppRedirectPlan | null;
  /** Stops every routine and subscription (tests, hot reload). */
  stop: () => void;
}

export function boot(win: Window = window): BootResult {
  configureCore({
    mode: 'app',
    apiBase: '',
    onUnauthorizedNavigate: (path) =>
      reloadToAuthAfterExpiry(path, (href) => win.location.assign(href)),
  });
  // Every call carries the stored token; every 401 goes to the session's handler.
  installSessionCredentials();

  const root = win.document.documentElement;
  const stops: (() => void)[] = [
    // The first language at once, a switch a task later with the page's content and the sidebar:
    // the switch's own task restyles only the header, which carries the new language itself.
    stagedLanguage().subscribe((language) => {
      root.lang = language;
    }),
    $resolvedTheme.subscribe((theme) => {
      root.dataset.hostTheme = theme;
    }),
  ];

  const inAppPlan = redirectOutOfInAppBrowser(win);
  if (inAppPlan) return { inAppPlan, stop: () => stops.forEach((stop) => stop()) };

  restoreSession();
  showPendingSessionExpiredToast();
  stops.push(startSessionValidation(), startSessionRefresh(), startCrossTabSync());
  return { inAppPlan: null, stop: () => stops.forEach((stop) => stop()) };
}
