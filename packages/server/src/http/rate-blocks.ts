/**
 * One process's side of the shared rate limits
 * (docs/decisions/0292-rate-limits-reserved-in-blocks.md): hits are taken from the shared counter
 * in blocks and spent locally, and a window found full is refused locally until it ends. The
 * shared counter counts every reserved hit, so all processes together never admit more than the
 * limit; a process may hold at most one block minus one hit unused, which other processes cannot
 * spend (they refuse that many early).
 */

/** What the shared counter answers to a reservation of `hits`. */
export interface Reserved {
  /** The window's count after this reservation (it includes it). */
  count: number;
  /** Milliseconds until the shared window restarts. */
  waitMs: number;
}

/** Adds `hits` to the shared counter of (rule, key), restarting a window that has passed. */
export type ReserveHits = (
  rule: { name: string; windowSeconds: number },
  key: string,
  hits: number,
) => Promise<Reserved>;

export interface LimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface Verdict {
  allowed: boolean;
  /** Hits left in the window as far as this process knows (for X-RateLimit-Remaining). */
  remaining: number;
  /** Seconds until the window restarts, at least 1. */
  resetSeconds: number;
}

/** The largest block: a process reserves at most this many hits with one statement. */
export const MAX_BLOCK = 32;

/**
 * The block a process reserves ahead of its requests: 1/32 of the limit, at most MAX_BLOCK; so a
 * limit under 64 (sign-in, mail, chat) is counted hit by hit, exactly as one shared counter.
 */
export function blockOf(limit: number): number {
  return Math.max(1, Math.min(MAX_BLOCK, Math.floor(limit / 32)));
}

interface Window {
  /** Local clock when the shared window restarts, measured from before the query: never late. */
  endsAt: number;
  /** Reserved hits not spent yet. */
  tokens: number;
  /** The shared count at the last reservation. */
  count: number;
}

interface Key {
  window: Window | null;
  /** A reservation on its way; requests of the same key wait for it instead of querying. */
  reserving: Promise<void> | null;
  /** Requests of this key in this process not answered yet (sizes the next reservation). */
  wanting: number;
}

/** Keys kept in memory at most; past ones are dropped when it fills (forgetting is safe). */
const KEYS_KEPT = 10_000;

export function createRateBlocks(reserve: ReserveHits, now: () => number = Date.now) {
  const keys = new Map<string, Key>();

  function forgetPast(): void {
    const t = now();
    for (const [id, k] of keys) {
      if (!k.reserving && k.wanting === 0 && (!k.window || k.window.endsAt <= t)) keys.delete(id);
    }
    // Still full of live windows: forget those idle. Their unspent hits are lost to this window
    // (refused early, never over the limit) and a full window costs one more query.
    if (keys.size >= KEYS_KEPT) {
      for (const [id, k] of keys) if (!k.reserving && k.wanting === 0) keys.delete(id);
    }
  }

  function keyOf(id: string): Key {
    let k = keys.get(id);
    if (!k) {
      if (keys.size >= KEYS_KEPT) forgetPast();
      keys.set(id, (k = { window: null, reserving: null, wanting: 0 }));
    }
    return k;
  }

  async function refill(rule: LimitRule, key: string, k: Key): Promise<void> {
    const live = k.window && k.window.endsAt > now() ? k.window : null;
    const left = live ? rule.limit - live.count : rule.limit;
    // Enough for every request of the key waiting here, at least a block, never more than the
    // window has left as last seen.
    const hits = Math.max(1, Math.min(Math.max(blockOf(rule.limit), k.wanting), left));
    const before = now();
    const { count, waitMs } = await reserve(rule, key, hits);
    // Only what fits under the limit is spent; the rest of an over-reservation (a stale `left`)
    // stays counted and unspent, refusing early rather than passing the limit.
    const granted = Math.max(0, Math.min(hits, rule.limit - (count - hits)));
    // Refills happen only with no tokens left, so nothing older is carried over.
    k.window = { endsAt: before + waitMs, tokens: granted, count };
  }

  /** Takes one hit of the rule's window for `key`: allowed, or refused until the window ends. */
  async function take(rule: LimitRule, key: string): Promise<Verdict> {
    const id = `${rule.name}\u0000${key}`;
    const k = keyOf(id);
    k.wanting += 1;
    try {
      for (;;) {
        const t = now();
        const w = k.window && k.window.endsAt > t ? k.window : null;
        if (w && w.tokens > 0) {
          w.tokens -= 1;
          return verdict(true, rule, w, t);
        }
        // A window's count only grows until it restarts: full now is full until then.
        if (w && w.count >= rule.limit) return verdict(false, rule, w, t);
        if (!k.reserving) {
          k.reserving = refill(rule, key, k).finally(() => {
            k.reserving = null;
          });
        }
        await k.reserving;
      }
    } finally {
      k.wanting -= 1;
    }
  }

  /**
   * Seconds until the window restarts when this process already knows it is full, else 0; takes
   * nothing and asks nothing (a cheap first refusal before a caller's other queries).
   */
  function knownFull(rule: LimitRule, key: string): number {
    const w = keys.get(`${rule.name}\u0000${key}`)?.window;
    const t = now();
    if (!w || w.endsAt <= t || w.tokens > 0 || w.count < rule.limit) return 0;
    return verdict(false, rule, w, t).resetSeconds;
  }

  return { take, knownFull };
}

function verdict(allowed: boolean, rule: LimitRule, w: Window, t: number): Verdict {
  return {
    allowed,
    remaining: Math.max(0, rule.limit - w.count) + w.tokens,
    resetSeconds: Math.max(1, Math.ceil((w.endsAt - t) / 1000)),
  };
}

export type RateBlocks = ReturnType<typeof createRateBlocks>;
