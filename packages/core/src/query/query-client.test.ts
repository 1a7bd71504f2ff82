// The data layer's refresh (docs/decisions/0130-data-layer.md): a refresh that arrives while
// the answer is being fetched is not lost (a live event during a refetch, e.g. the trades an
// expert advisor's terminal sends right after its heartbeat turned it active).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSessionCore } from '../../../../tests/kit/session-test-helpers';
import {
  createQuery,
  invalidateQueries,
  keyOf,
  refreshQueries,
  resetQueries,
} from './query-client';

async function settled(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A fetch the test answers by hand, counting what the server would hold at that moment. */
function serverOf() {
  let trades = 0;
  const pending: Array<() => void> = [];
  let calls = 0;
  const fetch = () => {
    calls += 1;
    // The answer is what the server holds when it answers, not when it was asked.
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

describe('createQuery', () => {
  afterEach(() => resetQueries());

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
  const cleanups: Array<() => void> = [];

  beforeEach(async () => {
    await resetSessionCore();
    resetQueries();
  });

  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    resetQueries();
  });

  it('a shown answer is fetched again and the old one kept meanwhile', async () => {
    const server = serverOf();
    const store = createQuery('test/refresh-shown', undefined, server.fetch);
    cleanups.push(store.listen(() => undefined));
    server.answerAll();
    await settled();
    expect(store.get().data).toEqual({ trades: 0 });

    server.setTrades(2);
    refreshQueries(keyOf('test/refresh-shown'));
    await settled();
    expect(server.calls).toBe(2);
    expect(store.get().data).toEqual({ trades: 0 });
    server.answerAll();
    await settled();
    expect(store.get().data).toEqual({ trades: 2 });
  });

  it('a refresh during a running fetch fetches once more after it, so the later change shows', async () => {
    const server = serverOf();
    const store = createQuery('test/refresh-during-fetch', undefined, server.fetch);
    cleanups.push(store.listen(() => undefined));
    server.answerAll();
    await settled();

    // First event: the refetch starts; the server answers it with what it held before the trades.
    refreshQueries(keyOf('test/refresh-during-fetch'));
    await settled();
    expect(server.calls).toBe(2);
    // Second event while that fetch runs: the trades are in.
    refreshQueries(keyOf('test/refresh-during-fetch'));
    server.answerAll(); // answers 0 trades (set below, after this answer)
    server.setTrades(3);
    await settled();
    expect(server.calls).toBe(3);
    server.answerAll();
    await settled();
    expect(store.get().data).toEqual({ trades: 3 });
    expect(server.calls).toBe(3);
  });

  it('an invalidation during a running fetch fetches once more after it too', async () => {
    const server = serverOf();
    const store = createQuery('test/invalidate-during-fetch', undefined, server.fetch);
    cleanups.push(store.listen(() => undefined));
    await settled();
    invalidateQueries(keyOf('test/invalidate-during-fetch'));
    server.answerAll();
    server.setTrades(1);
    await settled();
    server.answerAll();
    await settled();
    expect(store.get().data).toEqual({ trades: 1 });
  });

  it('a refresh of another key during a running fetch asks nothing more', async () => {
    const server = serverOf();
    const store = createQuery('test/refresh-other', undefined, server.fetch);
    cleanups.push(store.listen(() => undefined));
    server.answerAll();
    await settled();
    refreshQueries(keyOf('test/refresh-other'));
    await settled();
    refreshQueries(keyOf('test/something-else'));
    server.answerAll();
    await settled();
    expect(server.calls).toBe(2);
  });
});
