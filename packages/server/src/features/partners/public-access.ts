/**
 * Who may read public data (the economic calendar, non-premium signals): a signed-in user, or
 * a widget on a partner's page that sends a partner key (PARTNER_KEY_HEADER) from one of the
 * key's allowed origins. Partner answers carry CORS for that origin only, and each key has its
 * own requests-per-minute limit (one counter per key across every public route and every server
 * process: the shared rate counters of http/rate-limit.ts,
 * docs/decisions/0277-limits-shared-across-processes.md).
 *
 * A route opts in with `preHandler: await publicAccess(app)` and `config: { auth: 'optional' }`
 * (the bearer token is read first by http/authenticate.ts).
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { PARTNER_KEY_HEADER } from '@savdo/contract';
import { findPartnerKeyByHash, type StoredPartnerKey } from './repository';
import { hashPartnerKey } from './service';
import { countKeyedCall } from './usage';
import { ForbiddenError, TooManyRequestsError, UnauthenticatedError } from '../../domain-errors';
import { originAllowed } from './origins';

export const RATE_WINDOW_MS = 60_000;
export const UNKNOWN_PARTNER_MESSAGE = 'Unknown or revoked partner key';
export const ORIGIN_NOT_ALLOWED_MESSAGE = "This page's origin is not allowed for this partner key";
export const SIGN_IN_OR_PARTNER_MESSAGE = 'Sign in, or embed this widget with a partner key';

const HEADER = PARTNER_KEY_HEADER.toLowerCase();
/** The partner behind a request, once the gate accepted it. */
const partners = new WeakMap<FastifyRequest, StoredPartnerKey>();

/** The partner key a request was accepted with, or null (a signed-in user's request). */
export function requestPartner(request: FastifyRequest): StoredPartnerKey | null {
  return partners.get(request) ?? null;
}

function refuse(reply: FastifyReply, error: ForbiddenError): ForbiddenError {
  // No CORS answer for a refused origin: its page cannot read our reply.
  reply.removeHeader('access-control-allow-origin');
  return error;
}

/** The preHandler that admits signed-in users and partner pages (see the file comment). */
export async function publicAccess(app: FastifyInstance): Promise<preHandlerAsyncHookHandler> {
  return async function publicAccessGate(request, reply) {
    const sent = request.headers[HEADER];
    const key = typeof sent === 'string' ? sent.trim() : '';
    if (!key) {
      if (request.auth) return;
      throw new UnauthenticatedError(SIGN_IN_OR_PARTNER_MESSAGE);
    }
    const partner = await findPartnerKeyByHash(app.ctx.db, hashPartnerKey(key));
    if (!partner || partner.revoked_at)
      throw refuse(reply, new ForbiddenError(UNKNOWN_PARTNER_MESSAGE));
    const origin = request.headers.origin;
    if (!originAllowed(origin, partner.allowed_origins) || !origin) {
      throw refuse(reply, new ForbiddenError(ORIGIN_NOT_ALLOWED_MESSAGE));
    }
    partners.set(request, partner);
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');

    const max = partner.rate_limit_per_minute;
    const { allowed, remaining, resetSeconds } = await app.ctx.limiter.take(
      { name: 'partner', limit: max, windowSeconds: RATE_WINDOW_MS / 1000 },
      String(partner.id),
    );
    reply.header('x-ratelimit-limit', String(max));
    reply.header('x-ratelimit-remaining', String(remaining));
    if (!allowed) {
      throw new TooManyRequestsError(
        `This partner key made more than ${max} requests in a minute; try again shortly`,
        resetSeconds,
      );
    }
    // Counted once admitted and within the limit: the partner's usage (usage.ts).
    await countKeyedCall(app.ctx.db, partner.id, origin, request.routeOptions.url ?? request.url);
  };
}
