/**
 * The self-hosted playback token (decision 0172): `<payload>.<signature>`, both base64url. The
 * payload names the user, the lesson, the storage key and two times: `s`, until when playback
 * may start (the TTL), and `e`, until when a started playback may go on fetching ranges. The
 * signature is HMAC-SHA256 under a key derived from the server's JWT secret, so the two never
 * share a key. A token says where its file is, so it opens that one file and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ForbiddenError } from '../../domain-errors';
import { isVideoKey } from './video-keys';

export interface PlaybackClaims {
  userId: number;
  lessonId: number;
  key: string;
  /** Unix seconds: a playback must start (ask for the first byte) before this. */
  startBy: number;
  /** Unix seconds: no range is served after this. */
  until: number;
}

export const TOKEN_INVALID = 'This video link is not valid';
export const TOKEN_EXPIRED = 'This video link has expired; open the lesson again';

const MAX_TOKEN_LENGTH = 1024;

export function playbackTokenKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('savdo:video-playback-token:v1').digest();
}

function sign(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function signPlaybackToken(key: Buffer, claims: PlaybackClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: 1,
      u: claims.userId,
      l: claims.lessonId,
      k: claims.key,
      s: claims.startBy,
      e: claims.until,
    }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function decode(key: Buffer, token: string): PlaybackClaims {
  if (token.length > MAX_TOKEN_LENGTH) throw new ForbiddenError(TOKEN_INVALID);
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw new ForbiddenError(TOKEN_INVALID);
  const [, payload = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ForbiddenError(TOKEN_INVALID);
  }
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new ForbiddenError(TOKEN_INVALID);
  }
  const d = data as Record<string, unknown> | null;
  if (
    !d ||
    d.v !== 1 ||
    !isInt(d.u) ||
    !isInt(d.l) ||
    !isInt(d.s) ||
    !isInt(d.e) ||
    typeof d.k !== 'string' ||
    !isVideoKey(d.k)
  ) {
    throw new ForbiddenError(TOKEN_INVALID);
  }
  return { userId: d.u, lessonId: d.l, key: d.k, startBy: d.s, until: d.e };
}

/**
 * The token's claims when it may still fetch: signed by us, well formed, and before `until`.
 * Whether it may START a playback (fetch the first byte) is `mayStart`: before `startBy`.
 */
export function verifyPlaybackToken(
  key: Buffer,
  token: string,
  nowSeconds: number,
): PlaybackClaims & { mayStart: boolean } {
  const claims = decode(key, token);
  if (nowSeconds >= claims.until) throw new ForbiddenError(TOKEN_EXPIRED);
  return { ...claims, mayStart: nowSeconds < claims.startBy };
}
