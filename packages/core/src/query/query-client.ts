// The one data layer of the client (docs/decisions/0130-data-layer.md): keyed query stores on
// @nanostores/query. A store fetches only while something listens (lazy start); its answer is
// kept CACHE_KEEP_UNUSED_MS after the last listener lets go (keepUnusedDataFor)
// and served from the cache until then; a key carries the viewer, so another user, plan or
// partner never sees someone else's answer. Failed answers are never cached: the next listener,
// or a refetch, asks again.
import { nanoquery, type FetcherStore, type FetcherValue } from '@nanostores/query';
import { onMount, onNotify } from 'nanostores';
import { CACHE_KEEP_UNUSED_MS } from '@savdo/contract';
import { $viewerKey } from './viewer-key';

export type { FetcherValue as QuerySnapshot };
type QuerySnapshot<T, E> = FetcherValue<T, E>;
export type QueryStore<T> = FetcherStore<T, unknown>;

interface CacheEntry {
  data?: unknown;
  error?: unknown;
  retryCount?: number;
  created?: number;
  expires?: number;
}

/** nanoquery's cache, minus failures: an error entry would be served for the whole keep time. */
class AnswerCache extends Map<string, CacheEntry> {
  override set(key: string, entry: CacheEntry): this {
    if (entry.error !== undefined || entry.data === undefined) {
      this.delete(key);
      return this;
    }
    return super.set(key, entry);
  }
}

const cache = new AnswerCache();
/**
 * Keys being fetched now, each with whether a refresh asked for it meanwhile. nanoquery drops a
 * revalidation of a key whose fetch is running and then caches that fetch's answer as fresh, so
 * a live event arriving during a refetch (a trade right after the heartbeat's status change)
 * would be lost: such a key is fetched once more when its running fetch ends.
 */
const running = new Map<string, boolean>();
/**
 * One store per query and params while it is in use, so every component showing an answer
 * listens to the same store: a second store of the same key mounting during a render (a panel
 * opening beside the bell) would set the first one's value in that render, which React refuses.
 */
const stores = new Map<string, unknown>();
/** Stores something listens to (or did within the last second); resetQueries empties them. */
const mounted = new Set<{ set: (value: QuerySnapshot<never, unknown>) => void }>();

const [createFetcherStore, , controls] = nanoquery({
  cache,
  // Fresh for the keep time (it restarts when the last listener leaves, see keepFrom below).
  dedupeTime: CACHE_KEEP_UNUSED_MS,
  cacheLifetime: CACHE_KEEP_UNUSED_MS,
  // A failure shows the widget's error state with its "try again"; no silent retry loop.
  onErrorRetry: false,
});

/** The parts of a key: `<feature>/<what>|<params as JSON>@<viewer>`. */
export function queryKey(name: string, params: unknown, viewer: string): string {
  return `${name}|${JSON.stringify(params ?? null)}@${viewer}`;
}

/** The key a store of this query reads now (for the viewer of this moment). */
function currentKey(name: string, params: unknown, options: QueryOptions): string {
  return queryKey(name, params, options.perViewer === false ? 'all' : $viewerKey.get());
}

/** Whether a key belongs to the query `name` (e.g. 'signals/list'), or a name ending in '/'. */
export function keyOf(name: string): (key: string) => boolean {
  return (key) => (name.endsWith('/') ? key.startsWith(name) : key.startsWith(`${name}|`));
}

/** Restarts the keep time of a key when its last listener leaves (or it stops being shown). */
function keepFrom(key: string | undefined, keepFor: number): void {
  if (!key) return;
  const entry = cache.get(key);
  if (entry?.data === undefined) return;
  const now = Date.now();
  cache.set(key, { ...entry, created: now, expires: now + keepFor });
}

/**
 * A store nobody listens to reads as empty (nanoquery resets it when its last listener leaves),
 * so a component's first render would show its loading state even for a cached answer, and draw
 * the answer one commit later (a flash on every page that comes back, and the dashboard's
 * banner image a frame late). While idle, `get()` answers a fresh cached answer for the key the
 * store would fetch; the object is kept per answer, so a snapshot stays the same between reads.
 */
function readsCacheWhileIdle<T>(store: FetcherStore<T, unknown>, idleKey: () => string): void {
  const get = store.get.bind(store);
  let seen: { data: unknown; value: QuerySnapshot<T, unknown> } | null = null;
  store.get = () => {
    const value = get();
    if (store.lc > 0 || value.data !== undefined || value.loading || value.error !== undefined)
      return value;
    const entry = cache.get(idleKey());
    if (entry?.data === undefined || (entry.expires ?? 0) <= Date.now()) return value;
    if (seen?.data !== entry.data)
      seen = { data: entry.data, value: { ...value, data: entry.data as T } };
    return seen.value;
  };
}

export interface QueryOptions {
  /** How long an answer is kept (and served without asking) once unused. */
  keepUnusedFor?: number;
  /** False for answers that do not depend on who asks (e.g. the configured sign-in providers). */
  perViewer?: boolean;
}

/**
 * A store for one query: `name` says what (and is the prefix invalidation matches), `params`
 * which one; `fetch` is the typed core call. Create one per set of params (a hook creates it
 * per key, with useMemo); stores of the same key share one answer and one request. Asked for
 * the same name and params while a store of them is in use, it returns that store (with the
 * first caller's fetch and options: one name and params mean one call).
 */
export function createQuery<T, P = undefined>(
  name: string,
  params: P,
  fetch: (params: P) => Promise<T>,
  options: QueryOptions = {},
): QueryStore<T> {
  const keepFor = options.keepUnusedFor ?? CACHE_KEEP_UNUSED_MS;
  // nanoquery joins the key's parts: the prefix and the viewer make queryKey's format.
  const prefix = queryKey(name, params, '');
  const id = `${prefix}${options.perViewer !== false}`;
  const live = stores.get(id);
  if (live) return live as QueryStore<T>;
  const store = createFetcherStore<T, unknown>(
    options.perViewer === false ? `${prefix}all` : [prefix, $viewerKey],
    {
      fetcher: async (...parts) => {
        const key = parts.join('');
        running.set(key, false);
        try {
          return await fetch(params);
        } finally {
          // After nanoquery has stored this answer (it does so once this promise settles).
          if (running.get(key)) setTimeout(() => controls.revalidateKeys((k) => k === key));
          running.delete(key);
        }
      },
      dedupeTime: keepFor,
      cacheLifetime: keepFor,
    },
  );
  readsCacheWhileIdle(store, () => currentKey(name, params, options));
  stores.set(id, store);
  onMount(store, () => {
    mounted.add(store);
    stores.set(id, store);
    let shown = store.key;
    const offNotify = onNotify(store, () => {
      if (store.key === shown) return;
      keepFrom(shown, keepFor); // the viewer changed: the old answer is now unused
      shown = store.key;
    });
    return () => {
      mounted.delete(store);
      if (stores.get(id) === store) stores.delete(id);
      offNotify();
      keepFrom(shown ?? store.key, keepFor);
    };
  });
  return store;
}

/** The matching keys being fetched now are fetched once more when that fetch ends. */
function refreshAgainIfRunning(selector: (key: string) => boolean): void {
  for (const key of running.keys()) if (selector(key)) running.set(key, true);
}

/**
 * Puts an answer into the cache as if it had just been fetched (an answer the page carried,
 * core/page-data), unless one is cached: a store of that key created afterwards shows it on
 * its first render, with no request and no loading state.
 */
export function primeQuery<T, P>(name: string, params: P, answer: T, options: QueryOptions = {}) {
  const key = currentKey(name, params, options);
  if (cache.get(key)?.data !== undefined) return;
  const now = Date.now();
  const keepFor = options.keepUnusedFor ?? CACHE_KEEP_UNUSED_MS;
  cache.set(key, { data: answer, created: now, expires: now + keepFor });
}

/**
 * The answer of a query once, through the same cache (a page the feed loads on demand): served
 * from the cache when fresh, else fetched (one request however many ask at once).
 */
export function fetchQuery<T, P>(
  name: string,
  params: P,
  fetch: (params: P) => Promise<T>,
  options: QueryOptions = {},
): Promise<T> {
  const store = createQuery(name, params, fetch, options);
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let off: (() => void) | null = null;
    const finish = () => {
      settled = true;
      if (off) off();
      else queueMicrotask(() => off?.());
    };
    off = store.listen((value) => {
      if (settled || value.loading) return;
      if (value.error !== undefined) {
        finish();
        reject(value.error);
      } else if (value.data !== undefined) {
        finish();
        resolve(value.data);
      }
    });
    if (settled) off();
  });
}

/**
 * Drops the cached answers of the matching keys; a store showing one fetches it again at once
 * (without its old data: use this for a retry after an error).
 */
export function invalidateQueries(selector: (key: string) => boolean): void {
  refreshAgainIfRunning(selector);
  controls.invalidateKeys(selector);
}

/**
 * Marks the matching answers stale: a store showing one fetches again and keeps showing the
 * old answer meanwhile; an unused one is fetched again when next shown.
 */
export function refreshQueries(selector: (key: string) => boolean): void {
  refreshAgainIfRunning(selector);
  controls.revalidateKeys(selector);
}

/**
 * Rewrites the cached answers of the matching keys in place (a live update the list already
 * holds, e.g. a published actual value); stores showing them update at once.
 */
export function updateQueries<T>(selector: (key: string) => boolean, update: (data: T) => T): void {
  for (const [key, entry] of [...cache.entries()]) {
    if (!selector(key) || entry.data === undefined) continue;
    const next = update(entry.data as T);
    if (next !== entry.data) controls.mutateCache(key, next);
  }
}

/** The cached answer of a key, if any (tests and debugging). */
export function cachedQuery<T>(key: string): T | undefined {
  return cache.get(key)?.data as T | undefined;
}

/**
 * Forgets every cached answer, and what stores still mounted show (a store lets go a second
 * after its last listener); for tests, so one test's answers never reach the next.
 */
export function resetQueries(): void {
  cache.clear();
  running.clear();
  stores.clear();
  for (const store of mounted) store.set({ loading: false });
}
