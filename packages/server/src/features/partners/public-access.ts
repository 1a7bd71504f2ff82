/**
 * Who may read public data (the economic calendar, non-premium signals): a signed-in user, or
 * a widget on a partner's page that sends a partner key (PARTNER_KEY_HEADER) from one of the
 * key's allowed origins. Partner answers carry CORS for that origin only, and each key has its
 * own requests-per-minute limit (one counter per key across every public route).
 *
 * A route opts in with `preHandler: await publicAccess(app)` and `config: { auth: 'optional' }`
 * (the bearer token is read first by http/authenticate.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { PARTNER_KEY_HEADER, type PartnerKey } from '@savdo/contract';
import type { AppContext } from '../../context';
import { findPartnerKey } from './repository';
import { ForbiddenError, TooManyRequestsError, UnauthenticatedError } from '../../domain-errors';
import { originAllowed } from './origins';

export const RATE_WINDOW_MS = 60_000;
export const UNKNOWN_PARTNER_MESSAGE = 'Unknown or revoked partner key';
export const ORIGIN_NOT_ALLOWED_MESSAGE = "This page's origin is not allowed for this partner key";
export const SIGN_IN_OR_PARTNER_MESSAGE = 'Sign in, or embed this widget with a partner key';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const HEADER = PARTNER_KEY_HEADER.toLowerCase();
/** The partner behind a request, once the gate accepted it. */
const partners = new WeakMap<FastifyRequest, PartnerKey>();
/** One limiter (one store) per app, shared by every route plugin that calls publicAccess. */
const limiters = new WeakMap<AppContext, Limiter>();

/** The partner key a request was accepted with, or null (a signed-in user's request). */
export function requestPartner(request: FastifyRequest): PartnerKey | null {
  return partners.get(request) ?? null;
}

async function limiterFor(app: FastifyInstance): Promise<Limiter> {
  const existing = limiters.get(app.ctx);
  if (existing) return existing;
  await app.register(rateLimit, {
    global: false,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `partner:${requestPartner(request)?.key ?? ''}`,
    max: (request) => requestPartner(request)?.rate_limit_per_minute ?? 1,
  });
  const limiter = app.createRateLimit();
  limiters.set(app.ctx, limiter);
  return limiter;
}

function refuse(reply: FastifyReply, error: ForbiddenError): ForbiddenError {
  // No CORS answer for a refused origin: its page cannot read our reply.
  reply.removeHeader('access-control-allow-origin');
  return error;
}

/** The preHandler that admits signed-in users and partner pages (see the file comment). */
export async function publicAccess(app: FastifyInstance): Promise<preHandlerAsyncHookHandler> {
  const limiter = await limiterFor(app);
  return async function publicAccessGate(request, reply) {
    const sent = request.headers[HEADER];
    const key = typeof sent === 'string' ? sent.trim() : '';
    if (!key) {
      if (request.auth) return;
      throw new UnauthenticatedError(SIGN_IN_OR_PARTNER_MESSAGE);
    }
    const partner = await findPartnerKey(app.ctx.db, key);
    if (!partner || partner.revoked_at)
      throw refuse(reply, new ForbiddenError(UNKNOWN_PARTNER_MESSAGE));
    const origin = request.headers.origin;
    if (!originAllowed(origin, partner.allowed_origins) || !origin) {
      throw refuse(reply, new ForbiddenError(ORIGIN_NOT_ALLOWED_MESSAGE));
    }
    partners.set(request, partner);
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');

    const limit = await limiter(request);
    if (limit.isAllowed) return;
    reply.header('x-ratelimit-limit', String(limit.max));
    reply.header('x-ratelimit-remaining', String(limit.remaining));
    if (limit.isExceeded) {
      throw new TooManyRequestsError(
        `This partner key made more than ${limit.max} requests in a minute; try again shortly`,
        limit.ttlInSeconds,
      );
    }
  };
}
