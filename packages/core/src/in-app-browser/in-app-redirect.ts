// Leaving an in-app browser for the system browser. Apple devices get two
// attempts, after 1 s and after 2 s; others an Android intent that opens Chrome. The plan is pure;
// running it takes the timer and the navigation as arguments, so tests drive it with fake timers.
import { IN_APP_REDIRECT_DELAYS_MS } from '@savdo/contract';
import type { InAppBrowser } from './detect-in-app-browser';
import { detectInAppBrowser, isAppleDevice } from './detect-in-app-browser';

export interface RedirectAttempt {
  delayMs: number;
  href: string;
}

export type InAppRedirectPlan =
  | { kind: 'apple'; browser: InAppBrowser; attempts: RedirectAttempt[] }
  | { kind: 'intent'; browser: InAppBrowser; href: string };

/**
 * Apple: first `x-safari-https://…`, which iOS 17+ hands to Safari from any webview; then Chrome
 * for iOS (`googlechromes://…`), for older iOS where the Safari scheme is unknown.
 */
function appleAttempts(url: URL): RedirectAttempt[] {
  const rest = `${url.host}${url.pathname}${url.search}${url.hash}`;
  const chrome = url.protocol === 'https:' ? 'googlechromes' : 'googlechrome';
  const [first, second] = IN_APP_REDIRECT_DELAYS_MS;
  return [
    { delayMs: first, href: `x-safari-${url.protocol}//${rest}` },
    { delayMs: second, href: `${chrome}://${rest}` },
  ];
}

/** Android: an intent for Chrome; the fragment cannot travel (the intent's own '#' follows). */
function intentHref(url: URL): string {
  const scheme = url.protocol.replace(':', '');
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;end`;
}

/** What to do for this page in this browser; null outside an in-app browser or for a bad URL. */
export function planInAppRedirect(pageUrl: string, userAgent: string): InAppRedirectPlan | null {
  const browser = detectInAppBrowser(userAgent);
  if (!browser) return null;
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (isAppleDevice(userAgent)) return { kind: 'apple', browser, attempts: appleAttempts(url) };
  return { kind: 'intent', browser, href: intentHref(url) };
}

export interface RedirectEffects {
  setTimeout: (run: () => void, delayMs: number) => unknown;
  assign: (href: string) => void;
}

/** Carries out a plan: the intent at once, the Apple attempts each after its delay. */
export function runInAppRedirect(plan: InAppRedirectPlan | null, effects: RedirectEffects): void {
  if (!plan) return;
  if (plan.kind === 'intent') {
    effects.assign(plan.href);
    return;
  }
  for (const attempt of plan.attempts) {
    effects.setTimeout(() => effects.assign(attempt.href), attempt.delayMs);
  }
}

/**
 * For the host app and the embed loader: plans and runs the redirect for the current page.
 * Returns the plan, so the caller can show "open in your browser" instead of the app.
 */
export function redirectOutOfInAppBrowser(win: Window = window): InAppRedirectPlan | null {
  const plan = planInAppRedirect(win.location.href, win.navigator.userAgent);
  runInAppRedirect(plan, {
    setTimeout: (run, delayMs) => win.setTimeout(run, delayMs),
    assign: (href) => win.location.assign(href),
  });
  return plan;
}
