/**
 * F4 (docs/decisions/0090-holding-under-abuse.md): rate limits on the expensive unauthenticated
 * calls (sign-in, registration, and the two calls that send mail), per client address and, for
 * mail, per target email. A fixed window per key, counted in the database with one upsert
 * (rate_counters), so every server process shares one count: behind N processes a client still
 * gets the limit once (docs/decisions/0277-limits-shared-across-processes.md). Over the limit:
 * 429 with Retry-After, before any password is hashed or any mail is written.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Queryable } from '../db/adapter';
import { TooManyRequestsError } from '../domain-errors';

export interface RateRule {
  /** Names the counter (and the message). */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The key to count under; null skips the rule for this request. */
  key: (request: FastifyRequest) => string | null;
}

/** A window that has passed starts again at one hit; its row is pruned at most this often. */
const PRUNE_EVERY_MS = 60_000;
const KEY_MAX_LENGTH = 320;

// One statement, atomic on PostgreSQL and PGlite: a racing hit from another process waits for
// the row and counts on top of it.
const HIT = `INSERT INTO rate_counters AS c (rule, key, hits, resets_at)
  VALUES ($1, $2, 1, now() + make_interval(secs => $3))
  ON CONFLICT (rule, key) DO UPDATE SET
    hits = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END,
    resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
  RETURNING c.hits, ceil(extract(epoch FROM c.resets_at - now()))::int AS wait`;

export function createRateLimiter(db: Queryable, now: () => number = Date.now) {
  let prunedAt = now();

  async function prune() {
    if (now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now();
    await db.query('DELETE FROM rate_counters WHERE resets_at < now()');
  }

  /** Counts one hit; answers the hits of the window so far and the seconds until it resets. */
  async function count(
    rule: Pick<RateRule, 'name' | 'windowSeconds'>,
    key: string,
  ): Promise<{ hits: number; resetSeconds: number }> {
    const res = await db.query<{ hits: number; wait: number }>(
      HIT,
      [rule.name, key.slice(0, KEY_MAX_LENGTH), rule.windowSeconds],
      { prepare: true },
    );
    await prune();
    const row = res.rows[0];
    return { hits: row?.hits ?? 1, resetSeconds: Math.max(1, row?.wait ?? rule.windowSeconds) };
  }

  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  async function hit(rule: RateRule, key: string): Promise<number> {
    const { hits, resetSeconds } = await count(rule, key);
    return hits > rule.limit ? resetSeconds : 0;
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

  return { guard, hit, count };
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
