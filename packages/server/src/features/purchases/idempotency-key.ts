/** The optional Idempotency-Key header of a purchase call: 1 to 100 characters when sent. */
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@savdo/contract';
import { ValidationError } from '../../domain-errors';

export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 100 characters';

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length < 1 || value.length > 100)
    throw new ValidationError(IDEMPOTENCY_KEY_MESSAGE);
  return value;
}
