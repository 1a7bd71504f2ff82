// Page-wide configuration of core: where the API lives and what kind of page this is.
// The host app or the embed loader calls configureCore() once, before anything starts.
import { atom } from 'nanostores';

/**
 * - 'app': the host app. A 401 clears the session and fully reloads the page to /auth.
 * - 'embedded': a widget on another page of our own origin (decision 12). A 401 clears the
 *   session without reloading and dispatches `savdo-session-expired` on window.
 * - 'public': a foreign (partner) origin. Tokens are never read or written and no bearer header
 *   is ever sent: widgets show public data only.
 */
export type CoreMode = 'app' | 'embedded' | 'public';

export interface CoreConfig {
  /** Origin of the API server, or '' for the page's own origin. No trailing slash. */
  apiBase: string;
  mode: CoreMode;
  /** How mode 'app' leaves the page on a 401; a full navigation by default. */
  onUnauthorizedNavigate: (path: string) => void;
}

export type CoreConfigOptions = Partial<CoreConfig>;

function assignLocation(path: string): void {
  window.location.assign(path);
}

const DEFAULT_CONFIG: CoreConfig = {
  apiBase: '',
  mode: 'app',
  onUnauthorizedNavigate: assignLocation,
};

export const $coreConfig = atom<CoreConfig>(DEFAULT_CONFIG);
// Always listened to: nanostores' get() on a store nobody listens to subscribes and unsubscribes
// to read it, and core reads the configuration at every token check and request (about 4 ms of
// a signed-in page's load, unthrottled, went to those reads).
$coreConfig.listen(() => undefined);

/** Merges the given options into the current configuration. */
export function configureCore(options: CoreConfigOptions): void {
  const next: CoreConfig = { ...$coreConfig.get() };
  if (options.apiBase !== undefined) next.apiBase = options.apiBase.replace(/\/+$/, '');
  if (options.mode !== undefined) next.mode = options.mode;
  if (options.onUnauthorizedNavigate !== undefined)
    next.onUnauthorizedNavigate = options.onUnauthorizedNavigate;
  $coreConfig.set(next);
}

/** Back to the defaults (mode 'app', same-origin API); for tests and teardown. */
export function resetCoreConfig(): void {
  $coreConfig.set(DEFAULT_CONFIG);
}

/** True when core may touch stored tokens and send them (every mode but 'public'). */
export function tokensAllowed(): boolean {
  return $coreConfig.get().mode !== 'public';
}
