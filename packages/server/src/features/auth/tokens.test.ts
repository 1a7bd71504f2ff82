// verify-token, refresh and revoke (the contract): expired, tampered and wrong-audience tokens,
// refresh rotation and reuse detection, revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { Compile } from 'typebox/compile';
import {
  RefreshResponseSchema,
  TOKEN_AUDIENCE,
  VerifyTokenResponseSchema,
  type ApiUser,
} from '@savdo/contract';
import {
  TEST_JWT_SECRET,
  call,
  decodeJwt,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A token like the server's, signed with the test secret, with some claims changed. */
async function forge(claims: Record<string, unknown>, secret = TEST_JWT_SECRET): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const { exp = now + 600, aud = [TOKEN_AUDIENCE], ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 10)
    .setExpirationTime(exp as number)
    .setAudience(aud as string[])
    .setJti('forged')
    .sign(new TextEncoder().encode(secret));
}

async function verify(token: string) {
  return call<{ valid: boolean; user: ApiUser | null }>(server, 'POST', '/auth/verify-token', {
    query: { token },
  });
}

describe('POST /auth/verify-token', () => {
  it('a valid token answers { valid: true, user } with every user field of the contract', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    const res = await verify(tokens.access_token);
    expect(res.status).toBe(200);
    expect(Compile(VerifyTokenResponseSchema).Check(res.body)).toBe(true);
    expect(res.body.valid).toBe(true);
    expect(res.body.user).toMatchObject({
      id: user.id,
      username: user.username,
      balance: 0,
      oauth_accounts: [],
    });
  });

  it('an expired token is invalid', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    const claims = decodeJwt(tokens.access_token);
    const expired = await forge({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 });
    expect((await verify(expired)).body).toEqual({ valid: false, user: null });
    const me = await call(server, 'GET', '/users/me', { token: expired });
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ message: 'The access token has expired' });
  });

  it('a tampered token (payload changed after signing) is invalid', async () => {
    const user = await makeUser(server);
    const other = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    const [head, , sig] = tokens.access_token.split('.');
    const payload = { ...decodeJwt(tokens.access_token), sub: String(other.id) };
    const tampered = `${head}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${sig}`;
    expect((await verify(tampered)).body.valid).toBe(false);
    expect((await call(server, 'GET', '/users/me', { token: tampered })).status).toBe(401);
  });

  it('a token signed with another secret is invalid', async () => {
    const user = await makeUser(server);
    const claims = decodeJwt((await signInAs(server, user.username, 'secret123')).access_token);
    const foreign = await forge(claims, 'another-secret-another-secret-another-secret');
    expect((await verify(foreign)).body.valid).toBe(false);
  });

  it('a token for another audience is invalid', async () => {
    const user = await makeUser(server);
    const claims = decodeJwt((await signInAs(server, user.username, 'secret123')).access_token);
    const wrongAudience = await forge({ ...claims, aud: ['fastapi-users:verify'] });
    expect((await verify(wrongAudience)).body.valid).toBe(false);
    expect((await call(server, 'GET', '/users/me', { token: wrongAudience })).status).toBe(401);
  });

  it('an unsigned token (alg none) is invalid', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    const [, payload] = tokens.access_token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await verify(none)).body.valid).toBe(false);
  });

  it('garbage is invalid, and a missing token is a 400 with a message', async () => {
    expect((await verify('not-a-token')).body).toEqual({ valid: false, user: null });
    const res = await call(server, 'POST', '/auth/verify-token');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'This field is required',
      detail: { token: 'This field is required' },
    });
  });

  it("a banned user's token is valid and says is_banned, so the client sends them to /ban", async () => {
    const user = await makeUser(server, { is_banned: true });
    const tokens = await signInAs(server, user.username, 'secret123');
    const res = await verify(tokens.access_token);
    expect(res.body.valid).toBe(true);
    expect(res.body.user?.is_banned).toBe(true);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: answers a new token pair and the user; the new pair works', async () => {
    const user = await makeUser(server);
    const first = await signInAs(server, user.username, 'secret123');
    const res = await call<{ access_token: string; refresh_token: string; user: ApiUser }>(
      server,
      'POST',
      '/auth/refresh',
      { query: { token: first.refresh_token } },
    );
    expect(res.status).toBe(200);
    expect(Compile(RefreshResponseSchema).Check(res.body)).toBe(true);
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    expect(res.body.user).toMatchObject({
      id: user.id,
      first_name: 'Test',
      last_name: 'User',
      email: user.email,
      username: user.username,
      role: 'user',
      is_active: true,
      is_verified: false,
      is_password_set: true,
      is_banned: false,
      balance: 0,
    });
    expect((await call(server, 'GET', '/users/me', { token: res.body.access_token })).status).toBe(
      200,
    );
    const again = await call(server, 'POST', '/auth/refresh', {
      query: { token: res.body.refresh_token },
    });
    expect(again.status).toBe(200);
  });

  it('reuse of a rotated refresh token revokes the whole family', async () => {
    const user = await makeUser(server);
    const first = await signInAs(server, user.username, 'secret123');
    const second = await call<{ access_token: string; refresh_token: string }>(
      server,
      'POST',
      '/auth/refresh',
      {
        query: { token: first.refresh_token },
      },
    );
    expect(second.status).toBe(200);
    // Past the grace window of a retry (F7), the old token shows up again (stolen): refused,
    // and the family is revoked…
    await server.db.query(
      "UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL",
    );
    const reuse = await call(server, 'POST', '/auth/refresh', {
      query: { token: first.refresh_token },
    });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({
      message: 'This refresh token was already used; the session has been ended for safety',
    });
    // …so the legitimate newer refresh token and its access token stop working too.
    const newer = await call(server, 'POST', '/auth/refresh', {
      query: { token: second.body.refresh_token },
    });
    expect(newer.status).toBe(401);
    expect(
      (await call(server, 'GET', '/users/me', { token: second.body.access_token })).status,
    ).toBe(401);
  });

  it('another session of the same user survives a reuse in one family', async () => {
    const user = await makeUser(server);
    const phone = await signInAs(server, user.username, 'secret123');
    const laptop = await signInAs(server, user.username, 'secret123');
    await call(server, 'POST', '/auth/refresh', { query: { token: phone.refresh_token } });
    await server.db.query(
      "UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL",
    );
    await call(server, 'POST', '/auth/refresh', { query: { token: phone.refresh_token } });
    expect((await call(server, 'GET', '/users/me', { token: laptop.access_token })).status).toBe(
      200,
    );
  });

  it('F7 (docs/decisions/0090-holding-under-abuse.md): two parallel refreshes with one token both succeed with the same successor', async () => {
    const user = await makeUser(server);
    const first = await signInAs(server, user.username, 'secret123');
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        call<{ access_token: string; refresh_token: string }>(server, 'POST', '/auth/refresh', {
          query: { token: first.refresh_token },
        }),
      ),
    );
    expect(a!.status).toBe(200);
    expect(b!.status).toBe(200);
    expect(a!.body.refresh_token).toBe(b!.body.refresh_token);
    // The session lives on: the successor refreshes, and the access token works.
    expect((await call(server, 'GET', '/users/me', { token: b!.body.access_token })).status).toBe(
      200,
    );
    const next = await call(server, 'POST', '/auth/refresh', {
      query: { token: a!.body.refresh_token },
    });
    expect(next.status).toBe(200);
  });

  it('an unknown refresh token gets 401', async () => {
    const res = await call(server, 'POST', '/auth/refresh', { query: { token: 'rt_unknown' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Invalid refresh token' });
  });

  it('an expired refresh token gets 401', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    // As if REFRESH_TOKEN_TTL_SECONDS had passed.
    await server.db.query(
      "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [user.id],
    );
    const res = await call(server, 'POST', '/auth/refresh', {
      query: { token: tokens.refresh_token },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      message: 'The refresh token has expired; please sign in again',
    });
  });

  it('refresh tokens live REFRESH_TOKEN_TTL_SECONDS', async () => {
    const user = await makeUser(server);
    await signInAs(server, user.username, 'secret123');
    const res = await server.db.query<{ ttl: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM refresh_tokens
       WHERE user_id = $1`,
      [user.id],
    );
    expect(res.rows[0]?.ttl).toBe(server.config.refreshTokenTtlSeconds);
  });

  it('a refreshed access token carries the current flags (a ban since sign-in shows)', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    await server.db.query('UPDATE users SET is_banned = true WHERE id = $1', [user.id]);
    const res = await call<{ access_token: string }>(server, 'POST', '/auth/refresh', {
      query: { token: tokens.refresh_token },
    });
    expect(res.status).toBe(200);
    expect(decodeJwt(res.body.access_token).is_banned).toBe(true);
  });
});

describe('POST /auth/revoke', () => {
  it('revoking the refresh token ends the session: refresh and access both stop working', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    const res = await call(server, 'POST', '/auth/revoke', {
      query: { token: tokens.refresh_token },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { message: 'The session has been ended' } });
    expect(
      (await call(server, 'POST', '/auth/refresh', { query: { token: tokens.refresh_token } }))
        .status,
    ).toBe(401);
    expect((await call(server, 'GET', '/users/me', { token: tokens.access_token })).status).toBe(
      401,
    );
    expect((await verify(tokens.access_token)).body.valid).toBe(false);
  });

  it('revoking the access token ends its session too', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    await call(server, 'POST', '/auth/revoke', { query: { token: tokens.access_token } });
    expect(
      (await call(server, 'POST', '/auth/refresh', { query: { token: tokens.refresh_token } }))
        .status,
    ).toBe(401);
  });

  it('a revoked device leaves the devices list', async () => {
    const user = await makeUser(server);
    const keep = await signInAs(server, user.username, 'secret123');
    const drop = await signInAs(server, user.username, 'secret123');
    await call(server, 'POST', '/auth/revoke', { query: { token: drop.refresh_token } });
    const res = await call<{ result: unknown[] }>(server, 'GET', '/users/me/devices', {
      token: keep.access_token,
    });
    expect(res.body.result).toHaveLength(1);
  });

  it('revoking an unknown token is not an error', async () => {
    const res = await call(server, 'POST', '/auth/revoke', { query: { token: 'rt_nothing' } });
    expect(res.status).toBe(200);
  });
});

describe('short access-token lifetime (e2e setting)', () => {
  it('ACCESS_TOKEN_TTL_SECONDS sets the expiry of issued tokens', async () => {
    const short = await startTestServer({ accessTokenTtlSeconds: 90 }, { db: server.db });
    try {
      const user = await makeUser(short);
      const payload = decodeJwt((await signInAs(short, user.username, 'secret123')).access_token);
      expect((payload.exp as number) - (payload.iat as number)).toBe(90);
    } finally {
      await short.app.close();
    }
  });
});
