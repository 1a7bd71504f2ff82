// The data layer (docs/decisions/0130-data-layer.md): one store per query and params while in use,
// and a refresh that arrives while the answer is being fetched is not lost (a live event during a
// refetch, e.g. the trades an expert advisor's terminal sends right after its heartbeat turned it
// active).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSessionCore, settleTimers } from '../../../../tests/kit/session-test-helpers';
import {
  createQuery,
  invalidateQueries,
  keyOf,
  refreshQueries,
  resetQueries,
} from './query-client';

/** A fetch the test answers by hand, with what the server holds when it answers. */
function serverOf() {
  let trades = 0;
  const pending: Array<() => void> = [];
  let calls = 0;
  const fetch = () => {
    calls += 1;
    return new Promise<{ trades: number }>((resolve) => pending.push(() => resolve({ trades })));
  };
  return {
    fetch,
    get calls() {
      return calls;
    },
    setTrades(n: number) {
      trades = n;
    },
    answerAll() {
      for (const answer of pending.splice(0)) answer();
    },
  };
}

const cleanups: Array<() => void> = [];

/** A query something shows, its first answer (0 trades) in. */
async function shownQuery(name: string) {
  const server = serverOf();
  const store = createQuery(name, undefined, server.fetch);
  cleanups.push(store.listen(() => undefined));
  server.answerAll();
  await settleTimers();
  return { server, store, refresh: () => refreshQueries(keyOf(name)) };
}

beforeEach(async () => {
  await resetSessionCore();
  resetQueries();
});

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  resetQueries();
});

describe('createQuery', () => {
  it('one store per name and params while it is in use, so every component listens to the same one', async () => {
    const server = serverOf();
    const first = createQuery('test/shared', { page: 1 }, server.fetch);
    const off = first.listen(() => undefined);
    expect(createQuery('test/shared', { page: 1 }, server.fetch)).toBe(first);
    expect(createQuery('test/shared', { page: 2 }, server.fetch)).not.toBe(first);
    off();
    // A second after its last listener leaves, it is let go; the next caller gets a new one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(createQuery('test/shared', { page: 1 }, server.fetch)).not.toBe(first);
  });
});

describe('refreshQueries', () => {
  it('a shown answer is fetched again and the old one kept meanwhile', async () => {
    const { server, store, refresh } = await shownQuery('test/refresh-shown');
    expect(store.get().data).toEqual({ trades: 0 });
    server.setTrades(2);
    refresh();
    await settleTimers();
    expect(server.calls).toBe(2);
    expect(store.get().data).toEqual({ trades: 0 });
    server.answerAll();
    await settleTimers();
    expect(store.get().data).toEqual({ trades: 2 });
  });

  it('a refresh during a running fetch fetches once more after it, so the later change shows', async () => {
    const { server, store, refresh } = await shownQuery('test/refresh-during-fetch');
    // First event: the refetch starts; the server answers it with what it held before the trades.
    refresh();
    await settleTimers();
    expect(server.calls).toBe(2);
    // Second event while that fetch runs: the trades are in.
    refresh();
    server.answerAll(); // answers 0 trades (set below, after this answer)
    server.setTrades(3);
    await settleTimers();
    expect(server.calls).toBe(3);
    server.answerAll();
    await settleTimers();
    expect(store.get().data).toEqual({ trades: 3 });
    expect(server.calls).toBe(3);
  });

  it('an invalidation during a running fetch fetches once more after it too', async () => {
    const { server, store } = await shownQuery('test/invalidate-during-fetch');
    refreshQueries(keyOf('test/invalidate-during-fetch'));
    await settleTimers();
    invalidateQueries(keyOf('test/invalidate-during-fetch'));
    server.answerAll();
    server.setTrades(1);
    await settleTimers();
    server.answerAll();
    await settleTimers();
    expect(store.get().data).toEqual({ trades: 1 });
  });

  it('a refresh of another key during a running fetch asks nothing more', async () => {
    const { server, refresh } = await shownQuery('test/refresh-other');
    refresh();
    await settleTimers();
    refreshQueries(keyOf('test/something-else'));
    server.answerAll();
    await settleTimers();
    expect(server.calls).toBe(2);
  });
});
