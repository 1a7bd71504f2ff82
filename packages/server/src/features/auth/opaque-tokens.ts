/** Opaque one-use secrets (refresh tokens, email links): random, and stored only as a hash. */
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
