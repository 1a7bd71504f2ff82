/**
 * Creating and rotating partner keys: one path for the admin API, the command line, the partner
 * portal and the demo seed. The key is answered once; only its SHA-256 is stored
 * (docs/decisions/0320-partner-accounts-and-hashed-keys.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE,
  type PartnerKey,
  type PartnerKeyCreated,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ValidationError } from '../../domain-errors';
import { insertPartnerKey, replaceKeyHash } from './repository';
import { normalizeOrigin } from './origins';

export class PartnerInputError extends ValidationError {}

/** A new public key: `pk_` and 24 random characters. */
export function newPartnerKey(): string {
  return `pk_${randomBytes(18).toString('base64url')}`;
}

/**
 * What the table keeps of a key. A plain SHA-256 is enough: keys are 144 random bits, so there
 * is nothing to guess, and one hash keeps the public check a single index probe.
 */
export function hashPartnerKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The shown part of a key: `pk_` and 4 characters, enough to tell a partner's keys apart. */
export function keyPrefixOf(key: string): string {
  return key.slice(0, 7);
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
  input: {
    name: string;
    origins: readonly string[];
    rateLimitPerMinute?: number;
    /** The partner account that owns the key (the portal); none for an operator's key. */
    ownerId?: number;
  },
): Promise<PartnerKeyCreated> {
  const name = input.name.trim();
  if (name.length < 2)
    throw new PartnerInputError('Give the partner a name of 2 characters or more');
  const rate = input.rateLimitPerMinute ?? DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE;
  if (!Number.isInteger(rate) || rate < 1) {
    throw new PartnerInputError(
      'The rate limit must be a whole number of requests a minute, 1 or more',
    );
  }
  const key = newPartnerKey();
  const created = await insertPartnerKey(q, {
    keyHash: hashPartnerKey(key),
    keyPrefix: keyPrefixOf(key),
    name,
    allowedOrigins: parseOrigins(input.origins),
    rateLimitPerMinute: rate,
    ownerId: input.ownerId ?? null,
  });
  return { ...created, key };
}

/** A new value for a live key (the old one stops at once); null when the key is revoked or gone. */
export async function rotatePartnerKey(
  q: Queryable,
  id: number,
): Promise<PartnerKeyCreated | null> {
  const key = newPartnerKey();
  const rotated: PartnerKey | null = await replaceKeyHash(
    q,
    id,
    hashPartnerKey(key),
    keyPrefixOf(key),
  );
  return rotated ? { ...rotated, key } : null;
}
