/**
 * F4 (docs/decisions/0090-holding-under-abuse.md): rate limits on the expensive unauthenticated
 * calls (sign-in, registration, and the two calls that send mail), per client address and, for
 * mail, per target email. A fixed window per key, held in this process: each server process counts
 * on its own, so behind N processes a client gets at most N times the limit (decision 0090). Over
 * the limit: 429 with Retry-After, before any password is hashed or any mail is written.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { TooManyRequestsError } from '../domain-errors';

export interface RateRule {
  /** Names the counter (and the message). */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The key to count under; null skips the rule for this request. */
  key: (request: FastifyRequest) => string | null;
}

interface Window {
  count: number;
  resetAt: number;
}

const PRUNE_AT = 50_000;

export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  function prune(at: number) {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
  }

  /** Counts one hit; answers the seconds to wait when over the limit, else 0. */
  function hit(rule: RateRule, key: string): number {
    const at = now();
    if (windows.size > PRUNE_AT) prune(at);
    const id = `${rule.name}\u0001${key}`;
    let w = windows.get(id);
    if (!w || w.resetAt <= at) {
      w = { count: 0, resetAt: at + rule.windowSeconds * 1000 };
      windows.set(id, w);
    }
    w.count += 1;
    return w.count > rule.limit ? Math.ceil((w.resetAt - at) / 1000) : 0;
  }

  /** A preHandler enforcing every rule (0 or less as a limit turns a rule off). */
  function guard(...rules: RateRule[]): preHandlerAsyncHookHandler {
    return async (request) => {
      for (const rule of rules) {
        if (rule.limit <= 0) continue;
        const key = rule.key(request);
        if (key === null) continue;
        const wait = hit(rule, key);
        if (wait > 0) {
          throw new TooManyRequestsError(
            `Too many requests. Try again in ${Math.max(1, Math.ceil(wait / 60))} minute${wait > 60 ? 's' : ''}.`,
            wait,
          );
        }
      }
    };
  }

  return { guard, hit };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The client address (as the server sees it, X-Forwarded-For only behind a trusted proxy). */
export const byAddress = (request: FastifyRequest) => request.ip;

/** The target email of a mail-sending call, lowercased. */
export const byTargetEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};
