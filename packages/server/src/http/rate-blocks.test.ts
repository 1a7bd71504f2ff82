// The shared limiter's process side (docs/decisions/0292-rate-limits-reserved-in-blocks.md): hits
// reserved in blocks from one shared counter, full windows refused locally. Here the shared counter
// is a fake (what rate_counters does in one statement), so several "processes" can race on it.
import { describe, expect, it } from 'vitest';
import { blockOf, createRateBlocks, MAX_BLOCK, type ReserveHits } from './rate-blocks';

function sharedCounter(clock: { t: number }) {
  const rows = new Map<string, { hits: number; resetsAt: number }>();
  let queries = 0;
  const reserve: ReserveHits = async (rule, key, hits) => {
    queries += 1;
    await Promise.resolve();
    const id = `${rule.name}/${key}`;
    const row = rows.get(id);
    const next =
      !row || row.resetsAt <= clock.t
        ? { hits, resetsAt: clock.t + rule.windowSeconds * 1000 }
        : { hits: row.hits + hits, resetsAt: row.resetsAt };
    rows.set(id, next);
    return { count: next.hits, waitMs: next.resetsAt - clock.t };
  };
  return { reserve, queries: () => queries, row: (id: string) => rows.get(id) };
}

describe('rate limits reserved in blocks', () => {
  it('a limit under 64 is counted hit by hit: processes taking turns admit exactly the limit', async () => {
    const clock = { t: 0 };
    const shared = sharedCounter(clock);
    const a = createRateBlocks(shared.reserve, () => clock.t);
    const b = createRateBlocks(shared.reserve, () => clock.t);
    const rule = { name: 'mail', limit: 3, windowSeconds: 900 };
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push((await (i % 2 ? b : a).take(rule, 'x')).allowed);
    expect(answers).toEqual([true, true, true, false, false, false, false, false]);
  });

  it('several processes racing on one counter never admit more than the limit, and at most (processes - 1) x (block - 1) fewer', async () => {
    const clock = { t: 0 };
    const shared = sharedCounter(clock);
    const processes = Array.from({ length: 3 }, () =>
      createRateBlocks(shared.reserve, () => clock.t),
    );
    const rule = { name: 'partner', limit: 1000, windowSeconds: 60 };
    let admitted = 0;
    await Promise.all(
      Array.from({ length: 3000 }, async (_, i) => {
        if ((await processes[i % 3]!.take(rule, 'pk')).allowed) admitted += 1;
      }),
    );
    expect(admitted).toBeLessThanOrEqual(1000);
    expect(admitted).toBeGreaterThanOrEqual(1000 - 2 * (blockOf(1000) - 1));
    // Blocks, not one statement a hit.
    expect(shared.queries()).toBeLessThan(1000 / 4);
  });

  it('a full window is refused without a query until it restarts, then admits again', async () => {
    const clock = { t: 0 };
    const shared = sharedCounter(clock);
    const limiter = createRateBlocks(shared.reserve, () => clock.t);
    const rule = { name: 'chat-send', limit: 20, windowSeconds: 10 };
    for (let i = 0; i < 20; i += 1) expect((await limiter.take(rule, 'u1')).allowed).toBe(true);
    const refused = await limiter.take(rule, 'u1');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 10 });
    const queries = shared.queries();
    for (let i = 0; i < 1000; i += 1) expect((await limiter.take(rule, 'u1')).allowed).toBe(false);
    expect(shared.queries()).toBe(queries);
    clock.t += 10_000;
    expect((await limiter.take(rule, 'u1')).allowed).toBe(true);
  });

  it('knownFull answers a full window without a query or a hit, and 0 while it has room', async () => {
    const clock = { t: 0 };
    const shared = sharedCounter(clock);
    const limiter = createRateBlocks(shared.reserve, () => clock.t);
    const rule = { name: 'chat-send', limit: 2, windowSeconds: 10 };
    expect(limiter.knownFull(rule, 'u3')).toBe(0);
    await limiter.take(rule, 'u3');
    expect(limiter.knownFull(rule, 'u3')).toBe(0);
    await limiter.take(rule, 'u3');
    expect(limiter.knownFull(rule, 'u3')).toBe(10);
    const queries = shared.queries();
    clock.t += 4_000;
    expect(limiter.knownFull(rule, 'u3')).toBe(6);
    expect(shared.queries()).toBe(queries);
    clock.t += 6_000;
    expect(limiter.knownFull(rule, 'u3')).toBe(0);
  });

  it('requests of one key arriving together share one reservation instead of a query each', async () => {
    const clock = { t: 0 };
    const shared = sharedCounter(clock);
    const limiter = createRateBlocks(shared.reserve, () => clock.t);
    const rule = { name: 'chat-send', limit: 20, windowSeconds: 10 };
    const verdicts = await Promise.all(Array.from({ length: 32 }, () => limiter.take(rule, 'u2')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20);
    expect(shared.queries()).toBeLessThanOrEqual(3);
    // Nothing reserved past what the waiting requests took: the shared count is the limit.
    expect(shared.row('chat-send/u2')?.hits).toBe(20);
  });

  it('blocks are 1/32 of the limit, at most MAX_BLOCK, at least one hit', () => {
    expect(blockOf(3)).toBe(1);
    expect(blockOf(63)).toBe(1);
    expect(blockOf(120)).toBe(3);
    expect(blockOf(1e9)).toBe(MAX_BLOCK);
  });

  it('remaining hits as this process knows them (X-RateLimit-Remaining)', async () => {
    const clock = { t: 0 };
    const shared = sharedCounter(clock);
    const limiter = createRateBlocks(shared.reserve, () => clock.t);
    const rule = { name: 'partner', limit: 5, windowSeconds: 60 };
    const remaining = [];
    for (let i = 0; i < 6; i += 1) remaining.push((await limiter.take(rule, 'k')).remaining);
    expect(remaining).toEqual([4, 3, 2, 1, 0, 0]);
  });
});
