/**
 * F4 (docs/decisions/0090-holding-under-abuse.md): rate limits on the expensive unauthenticated
 * calls (sign-in, registration, and the two calls that send mail), per client address and, for
 * mail, per target email; the chat send limit and the partner keys' limit count here too. A fixed
 * window per key, counted in the database (rate_counters), so every server process shares one
 * count: behind N processes a client still gets the limit once
 * (docs/decisions/0277-limits-shared-across-processes.md). Each process reserves hits from that
 * count in blocks and refuses a full window without a query until it ends
 * (http/rate-blocks.ts, docs/decisions/0292-rate-limits-reserved-in-blocks.md). Over the limit:
 * 429 with Retry-After, before any password is hashed or any mail is written.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Queryable } from '../db/adapter';
import { TooManyRequestsError } from '../domain-errors';
import { createRateBlocks, type LimitRule, type ReserveHits, type Verdict } from './rate-blocks';

export interface RateRule extends LimitRule {
  /** The key to count under; null skips the rule for this request. */
  key: (request: FastifyRequest) => string | null;
}

/** A window that has passed starts again; its row is pruned at most this often. */
const PRUNE_EVERY_MS = 60_000;
const KEY_MAX_LENGTH = 320;

// One statement, atomic on PostgreSQL and PGlite: a racing reservation from another process
// waits for the row and counts on top of it.
const RESERVE = `INSERT INTO rate_counters AS c (rule, key, hits, resets_at)
  VALUES ($1, $2, $4, now() + make_interval(secs => $3))
  ON CONFLICT (rule, key) DO UPDATE SET
    hits = CASE WHEN c.resets_at <= now() THEN excluded.hits ELSE c.hits + excluded.hits END,
    resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
  RETURNING c.hits, (extract(epoch FROM c.resets_at - now()) * 1000)::float8 AS wait_ms`;

export function createRateLimiter(db: Queryable, now: () => number = Date.now) {
  let prunedAt = now();

  async function prune() {
    if (now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now();
    await db.query('DELETE FROM rate_counters WHERE resets_at < now()');
  }

  const reserve: ReserveHits = async (rule, key, hits) => {
    const res = await db.query<{ hits: number; wait_ms: number }>(
      RESERVE,
      [rule.name, key, rule.windowSeconds, hits],
      { prepare: true },
    );
    await prune();
    const row = res.rows[0];
    return { count: row?.hits ?? hits, waitMs: row?.wait_ms ?? rule.windowSeconds * 1000 };
  };
  const blocks = createRateBlocks(reserve, now);

  /** Takes one hit of the rule's window for `key`: allowed, or refused until the window ends. */
  function take(rule: LimitRule, key: string): Promise<Verdict> {
    return blocks.take(rule, key.slice(0, KEY_MAX_LENGTH));
  }

  /** Seconds until the window restarts when this process knows it is full, else 0 (no query). */
  function knownFull(rule: LimitRule, key: string): number {
    return blocks.knownFull(rule, key.slice(0, KEY_MAX_LENGTH));
  }

  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  async function hit(rule: LimitRule, key: string): Promise<number> {
    const { allowed, resetSeconds } = await take(rule, key);
    return allowed ? 0 : resetSeconds;
  }

  /** A preHandler enforcing every rule (0 or less as a limit turns a rule off). */
  function guard(...rules: RateRule[]): preHandlerAsyncHookHandler {
    return async (request) => {
      for (const rule of rules) {
        if (rule.limit <= 0) continue;
        const key = rule.key(request);
        if (key === null) continue;
        const wait = await hit(rule, key);
        if (wait > 0) {
          throw new TooManyRequestsError(
            `Too many requests. Try again in ${Math.max(1, Math.ceil(wait / 60))} minute${wait > 60 ? 's' : ''}.`,
            wait,
          );
        }
      }
    };
  }

  return { guard, hit, take, knownFull };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The client address (as the server sees it, X-Forwarded-For only behind a trusted proxy). */
export const byAddress = (request: FastifyRequest) => request.ip;

/**
 * The target of a mail-sending call, lowercased: the account it names (`login`, a username or
 * an email, at forgot-password), else its `email`.
 */
export const byMailTarget = (request: FastifyRequest) => {
  const body = request.body as { login?: unknown; email?: unknown } | undefined;
  const target = typeof body?.login === 'string' ? body.login : body?.email;
  return typeof target === 'string' ? target.trim().toLowerCase() : null;
};
