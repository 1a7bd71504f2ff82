/**
 * Keeps the search index in step with the content: before answering, at most once per
 * `checkEveryMs`, it asks each source for its fingerprint and rebuilds the whole index when any
 * changed (a lesson added in the admin API is found within seconds, in every server process,
 * with nothing to notify). A rebuild of the demo content takes milliseconds; concurrent askers
 * share one rebuild. A source that fails to load keeps its last documents and is retried on the
 * next check, so one broken source never silences the assistant.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/adapter';
import { buildSearchIndex, type SearchIndex } from './search-index';
import type { AssistantSource, AssistantSourceDocument } from './source';

export interface IndexService {
  /** The index, rebuilt first when the content changed since the last check. */
  current(): Promise<SearchIndex>;
}

const STATIC = 'static';

export function createIndexService(options: {
  db: Queryable;
  sources: readonly AssistantSource[];
  checkEveryMs: number;
  log?: FastifyBaseLogger;
  now?: () => number;
}): IndexService {
  const { db, sources, checkEveryMs, log } = options;
  const now = options.now ?? Date.now;
  const loaded = new Map<string, { fingerprint: string; documents: AssistantSourceDocument[] }>();
  let index: SearchIndex | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<SearchIndex> | null = null;

  async function refresh(): Promise<SearchIndex> {
    let changed = index === null;
    for (const source of sources) {
      try {
        const fingerprint = source.fingerprint ? await source.fingerprint(db) : STATIC;
        const before = loaded.get(source.name);
        if (before && before.fingerprint === fingerprint) continue;
        loaded.set(source.name, { fingerprint, documents: await source.load(db) });
        changed = true;
      } catch (error) {
        log?.warn({ err: error, source: source.name }, 'assistant source failed to load');
      }
    }
    if (changed || !index) {
      index = buildSearchIndex([...loaded.values()].flatMap((entry) => entry.documents));
    }
    checkedAt = now();
    return index;
  }

  return {
    current() {
      if (index && now() - checkedAt < checkEveryMs) return Promise.resolve(index);
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
