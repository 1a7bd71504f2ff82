/** Creating partner keys: one path for the admin API, the command line and the demo seed. */
import { randomBytes } from 'node:crypto';
import { DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE, type PartnerKey } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ValidationError } from '../../domain-errors';
import { insertPartnerKey } from './repository';
import { normalizeOrigin } from './origins';

export class PartnerInputError extends ValidationError {}

/** A new public key: `pk_` and 24 random characters. */
export function newPartnerKey(): string {
  return `pk_${randomBytes(18).toString('base64url')}`;
}

/** Normalizes and checks origins; throws PartnerInputError naming the first bad one. */
export function parseOrigins(origins: readonly string[]): string[] {
  if (origins.length === 0) throw new PartnerInputError('Give at least one allowed origin');
  const out = new Set<string>();
  for (const text of origins) {
    const origin = normalizeOrigin(text);
    if (!origin) throw new PartnerInputError(`Not an http(s) origin: ${text}`);
    out.add(origin);
  }
  return [...out];
}

export async function createPartner(
  q: Queryable,
  input: { name: string; origins: readonly string[]; rateLimitPerMinute?: number },
): Promise<PartnerKey> {
  const name = input.name.trim();
  if (name.length < 2)
    throw new PartnerInputError('Give the partner a name of 2 characters or more');
  const rate = input.rateLimitPerMinute ?? DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE;
  if (!Number.isInteger(rate) || rate < 1) {
    throw new PartnerInputError(
      'The rate limit must be a whole number of requests a minute, 1 or more',
    );
  }
  return insertPartnerKey(q, {
    key: newPartnerKey(),
    name,
    allowedOrigins: parseOrigins(input.origins),
    rateLimitPerMinute: rate,
  });
}
