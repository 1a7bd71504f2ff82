/**
 * F3 (docs/decisions/0090-holding-under-abuse.md): PostgreSQL text cannot hold a NUL character, and
 * a NUL reaching a query made the server answer 500 (and log a stack) on register, sign-in, search
 * and more, also without signing in. One hook rejects a NUL in any string of the body, query or
 * path before any handler or query sees it: 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../domain-errors';

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** The dotted path of the first string holding a NUL, or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [key, child] of entries) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      // Multipart bodies are streams here; their fields are read by the route itself.
      if (part && typeof (part as { pipe?: unknown }).pipe === 'function') continue;
      const field = findNul(part);
      if (field !== null) throw new ValidationError(NUL_MESSAGE, { [field]: NUL_MESSAGE });
    }
    // A NUL in the raw URL that did not land in a parsed part (for example a bad query key).
    if (request.url.includes('%00') || request.url.includes('\u0000')) {
      throw new ValidationError(NUL_MESSAGE, { _: NUL_MESSAGE });
    }
  });
}
