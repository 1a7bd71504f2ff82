// Access-token verification (decision 0265): the server checks HS256 tokens with node:crypto
// instead of jose's jwtVerify, for speed; every verdict must stay the one jose gave with the
// options the server used (HS256 only, audience, sub/exp/jti required), plus our own checks
// (numeric `sub`, numeric `sid`). Each case below is judged by both; the two where ours is
// stricter on purpose say what jose answered.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errors, jwtVerify } from 'jose';
import { TOKEN_AUDIENCE } from '@savdo/contract';
import { signAccessToken, verifyAccessToken, type VerifyFailure } from './access-token';
import type { UserRow } from '../users/repository';

const SECRET = 'unit-secret-0123456789-0123456789-0123456789';
const keys = { jwtSecret: SECRET, accessTokenTtlSeconds: 900 };
const now = () => Math.floor(Date.now() / 1000);

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A compact JWS over exactly these header and payload, HMAC-signed with `hash`. */
function token(
  header: Record<string, unknown>,
  payload: unknown,
  { secret = SECRET, hash = 'sha256' }: { secret?: string; hash?: string } = {},
): string {
  const signingInput = `${b64(header)}.${b64(payload)}`;
  const signature = createHmac(hash, secret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

const HEADER = { alg: 'HS256', typ: 'JWT' };
const claims = (over: Record<string, unknown> = {}) => ({
  sub: '7',
  sid: 3,
  aud: [TOKEN_AUDIENCE],
  iat: now() - 10,
  exp: now() + 600,
  jti: 'j-1',
  ...over,
});

/** What the server answered before decision 0265: jose's verdict, then our own checks. */
async function joseVerdict(jwt: string): Promise<'ok' | VerifyFailure> {
  try {
    const { payload } = await jwtVerify(jwt, new TextEncoder().encode(SECRET), {
      algorithms: ['HS256'],
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    const sub = payload.sub ?? '';
    return /^\d+$/.test(sub) && typeof payload.sid === 'number' ? 'ok' : 'invalid';
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}

async function ourVerdict(jwt: string): Promise<'ok' | VerifyFailure> {
  const result = await verifyAccessToken(keys, jwt);
  return result.ok ? 'ok' : result.reason;
}

const valid = token(HEADER, claims());
const [validHead, validBody, validSig] = valid.split('.') as [string, string, string];

type Verdict = 'ok' | VerifyFailure;
/** Name, token, our verdict, and jose's when it differs. */
const cases: [string, string, Verdict, Verdict?][] = [
  ['a well-formed token', valid, 'ok'],
  ['the audience as a plain string', token(HEADER, claims({ aud: TOKEN_AUDIENCE })), 'ok'],
  ['no typ header', token({ alg: 'HS256' }, claims()), 'ok'],
  ['nbf in the past', token(HEADER, claims({ nbf: now() - 5 })), 'ok'],
  ['an expired token', token(HEADER, claims({ exp: now() - 5 })), 'expired'],
  ['exp equal to now is expired', token(HEADER, claims({ exp: now() })), 'expired'],
  ['alg none', `${b64({ alg: 'none' })}.${validBody}.`, 'invalid'],
  [
    'alg HS512 with the same secret',
    token({ alg: 'HS512' }, claims(), { hash: 'sha512' }),
    'invalid',
  ],
  ['a crit header', token({ ...HEADER, crit: ['exp'] }, claims()), 'invalid'],
  ['another secret', token(HEADER, claims(), { secret: `${SECRET}x` }), 'invalid'],
  [
    'a payload changed after signing',
    `${validHead}.${b64(claims({ sub: '8' }))}.${validSig}`,
    'invalid',
  ],
  // jose decodes the padded text to the same bytes; we accept one encoding only.
  ['the signature padded', `${valid}=`, 'invalid', 'ok'],
  ['the signature cut short', valid.slice(0, -2), 'invalid'],
  ['no signature', `${validHead}.${validBody}.`, 'invalid'],
  ['two parts', `${validHead}.${validBody}`, 'invalid'],
  ['four parts', `${valid}.x`, 'invalid'],
  ['garbage', 'not-a-token', 'invalid'],
  ['a header that is not JSON', `${b64('{x')}.${validBody}.${validSig}`, 'invalid'],
  ['a payload that is an array', token(HEADER, [claims()]), 'invalid'],
  ['a payload that is not JSON', token(HEADER, '{nope'), 'invalid'],
  ['another audience', token(HEADER, claims({ aud: ['fastapi-users:verify'] })), 'invalid'],
  ['no audience', token(HEADER, claims({ aud: undefined })), 'invalid'],
  ['no jti', token(HEADER, claims({ jti: undefined })), 'invalid'],
  ['no sub', token(HEADER, claims({ sub: undefined })), 'invalid'],
  ['no exp', token(HEADER, claims({ exp: undefined })), 'invalid'],
  ['exp as text', token(HEADER, claims({ exp: String(now() + 600) })), 'invalid'],
  ['iat as text', token(HEADER, claims({ iat: 'yesterday' })), 'invalid'],
  ['nbf in the future', token(HEADER, claims({ nbf: now() + 60 })), 'invalid'],
  ['nbf as text', token(HEADER, claims({ nbf: 'soon' })), 'invalid'],
  // RFC 7519 makes `sub` a string; the old check let a number through by coercion.
  ['sub as a number', token(HEADER, claims({ sub: 7 })), 'invalid', 'ok'],
  ['sub not digits', token(HEADER, claims({ sub: '7a' })), 'invalid'],
  ['sid missing', token(HEADER, claims({ sid: undefined })), 'invalid'],
  ['sid as text', token(HEADER, claims({ sid: '3' })), 'invalid'],
  [
    'expired with the wrong audience is invalid',
    token(HEADER, claims({ exp: now() - 5, aud: 'x' })),
    'invalid',
  ],
  [
    'expired with a bad signature is invalid',
    token(HEADER, claims({ exp: now() - 5 }), { secret: 'x' }),
    'invalid',
  ],
];

describe('access-token verification keeps jose verdicts (decision 0265)', () => {
  for (const [name, jwt, expected, jose = expected] of cases) {
    it(`${name}: ${expected}`, async () => {
      expect(await joseVerdict(jwt)).toBe(jose);
      expect(await ourVerdict(jwt)).toBe(expected);
    });
  }

  it('a token the server signs verifies, with its claims', async () => {
    const user = {
      id: 42,
      email: null,
      username: 'trader',
      is_active: true,
      is_verified: false,
      password_hash: null,
      is_banned: false,
      role: 'user',
      first_name: 'Ali',
      last_name: 'Valiyev',
    } as unknown as UserRow;
    const signed = await signAccessToken(keys, user, 9);
    const result = await verifyAccessToken(keys, signed);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.claims).toMatchObject({ sub: '42', sid: 9, email: '', username: 'trader' });
    }
    expect((await verifyAccessToken({ ...keys, jwtSecret: `${SECRET}!` }, signed)).ok).toBe(false);
  });
});
