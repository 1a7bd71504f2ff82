/**
 * Authentication of API requests: the bearer access token is verified (signature, audience,
 * expiry), then its user and session are read from the database, so a ban, a deactivation or a
 * revoked session take effect on the very next request whatever the token says.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../features/auth/access-token';
import type { AuthContext } from '../context';
import type { UserRow } from '../features/users/repository';
import { takeUserExtras, userExtrasSelect } from '../features/users/present';
import { ForbiddenError, UnauthenticatedError } from '../domain-errors';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const BANNED_MESSAGE = 'Your account has been banned';
export const INACTIVE_MESSAGE = 'Your account is not active. Contact the admin to activate it.';

/**
 * Resolves an access token to its live user and session, or why it cannot be used: one
 * statement reads the user and whether the session is live, and with `withExtras` also what
 * the user's ApiUser needs beyond its row (users/present.ts), so GET /users/me costs one round
 * trip (decision 0265).
 */
export async function authenticateToken(
  app: FastifyInstance,
  token: string,
  options: { withExtras?: boolean; beforeUserLookup?: (userId: number) => void } = {},
): Promise<{ ok: true; auth: AuthContext } | { ok: false; message: string }> {
  const verified = await verifyAccessToken(app.ctx.config, token);
  if (!verified.ok) {
    return {
      ok: false,
      message:
        verified.reason === 'expired' ? 'The access token has expired' : 'Invalid access token',
    };
  }
  const { claims } = verified;
  options.beforeUserLookup?.(Number(claims.sub));
  const { userEnrichers } = app.ctx;
  const res = await app.ctx.db.query<UserRow & { session_revoked: boolean | null }>(
    `SELECT u.*, (SELECT d.revoked_at IS NOT NULL FROM devices d
                  WHERE d.id = $2 AND d.user_id = u.id) AS session_revoked
            ${options.withExtras ? `, ${userExtrasSelect(userEnrichers)}` : ''}
     FROM users u WHERE u.id = $1`,
    [Number(claims.sub), claims.sid],
    // Every authenticated request runs one of these two texts: planned once per connection.
    { prepare: true },
  );
  const row = res.rows[0];
  if (!row || row.session_revoked !== false) {
    return { ok: false, message: 'The session has ended; please sign in again' };
  }
  if (!options.withExtras) {
    const { session_revoked: _revoked, ...user } = row;
    return { ok: true, auth: { user, sessionId: claims.sid, claims } };
  }
  const { extras, rest } = takeUserExtras(row, userEnrichers);
  const { session_revoked: _revoked, ...user } = rest;
  return { ok: true, auth: { user, sessionId: claims.sid, claims, extras } };
}

/** Refuses banned and inactive users (the /ban page and the notice need nothing else). */
export function assertUnrestricted(user: UserRow): void {
  if (user.is_banned) throw new ForbiddenError(BANNED_MESSAGE);
  if (!user.is_active) throw new ForbiddenError(INACTIVE_MESSAGE);
}

export function installAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.auth;
    if (!rule) return;
    const token = bearerToken(request);
    if (!token) {
      if (rule === 'optional') return;
      throw new UnauthenticatedError();
    }
    const result = await authenticateToken(app, token, {
      withExtras: request.routeOptions.config.presentsUser === true,
      beforeUserLookup: request.routeOptions.config.beforeUserLookup,
    });
    if (!result.ok) {
      if (rule === 'optional') return;
      throw new UnauthenticatedError(result.message);
    }
    request.auth = result.auth;
    if (!request.routeOptions.config.allowRestricted) assertUnrestricted(result.auth.user);
    if (rule === 'admin' && result.auth.user.role !== 'admin') {
      throw new ForbiddenError('This action needs the admin role');
    }
  });
}

/** The authenticated user of a route whose config says `auth: 'required'` or `'admin'`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthenticatedError();
  return request.auth;
}

/** The client's address and user agent, recorded with each sign-in. */
export function clientInfo(request: FastifyRequest): { userAgent: string; ipAddress: string } {
  const ua = request.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua : '', ipAddress: request.ip };
}
