// Loads each widget entry at most once per page, on the first sight of one of its tags. A
// failed load is forgotten, so the next sighting (or a retry) tries again.
import { entryOf, type WidgetRegistry } from '../registry';
import { openShadowRoots, undefinedTags } from './find-tags';

export type ImportModule = (url: string) => Promise<unknown>;

export interface WidgetLoader {
  /** Loads what the tags need; resolves when those modules are in. */
  loadTags(tags: Iterable<string>): Promise<void>;
  /** Scans a subtree (and open shadow roots in it) and loads what it needs. */
  scan(root: ParentNode): Promise<void>;
  /** Scans `root` now and whenever nodes are added under it. Returns a stop function. */
  watch(root: Document | ShadowRoot): () => void;
  /** Entries requested so far (for tests and diagnostics). */
  requested(): string[];
}

export function createWidgetLoader(
  base: string,
  importModule: ImportModule,
  registry: WidgetRegistry,
): WidgetLoader {
  const pending = new Map<string, Promise<unknown>>();
  const observers: MutationObserver[] = [];
  const watched = new WeakSet<Node>();

  function loadEntry(entry: string): Promise<unknown> {
    let promise = pending.get(entry);
    if (!promise) {
      promise = importModule(`${base}widgets/${entry}.js`).catch((error: unknown) => {
        pending.delete(entry);
        console.error(`[savdo] could not load ${entry}:`, error);
      });
      pending.set(entry, promise);
    }
    return promise;
  }

  async function loadTags(tags: Iterable<string>): Promise<void> {
    const entries = new Set<string>();
    for (const tag of tags) {
      const entry = entryOf(registry, tag);
      if (entry && !customElements.get(tag)) entries.add(entry);
    }
    await Promise.all([...entries].map(loadEntry));
  }

  function watch(root: Document | ShadowRoot): () => void {
    if (watched.has(root)) return () => undefined;
    watched.add(root);
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof Element) void scan(node);
    });
    observer.observe(root, { childList: true, subtree: true });
    observers.push(observer);
    void scan(root);
    return () => observer.disconnect();
  }

  async function scan(root: ParentNode): Promise<void> {
    const work = [loadTags(undefinedTags(root))];
    for (const shadow of openShadowRoots(root)) if (!watched.has(shadow)) watch(shadow);
    await Promise.all(work);
  }

  return { loadTags, scan, watch, requested: () => [...pending.keys()] };
}
