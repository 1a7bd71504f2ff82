// Google and Telegram sign-in, connect and disconnect. Fixtures are signed here with throwaway
// keys; nothing reaches the internet.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import type { ApiUser } from '@savdo/contract';
import { telegramHash } from './telegram';
import {
  call,
  decodeJwt,
  makeUser,
  signInAs,
  startTestServer,
  unique,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

const CLIENT_ID = 'savdo-test.apps.googleusercontent.com';
const BOT_TOKEN = '123456:TEST-bot-token';

let server: TestServer;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksDir = '';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksDir = mkdtempSync(join(tmpdir(), 'savdo-jwks-'));
  const jwksFile = join(jwksDir, 'jwks.json');
  writeFileSync(jwksFile, JSON.stringify({ keys: [jwk] }));
  server = await startTestServer({
    google: { clientId: CLIENT_ID, jwksFile, jwksUrl: null },
    telegram: {
      botToken: BOT_TOKEN,
      botName: 'savdo_test_bot',
      apiBase: 'http://127.0.0.1:9',
      webhookSecret: null,
    },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(jwksDir, { recursive: true, force: true });
});

interface GoogleClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  iss?: string;
  aud?: string;
  exp?: number;
}

async function googleToken(claims: GoogleClaims, key: CryptoKey = googleKey): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const {
    iss = 'https://accounts.google.com',
    aud = CLIENT_ID,
    exp = now + 3600,
    ...rest
  } = claims;
  return new SignJWT({
    sub: unique('g'),
    email_verified: true,
    given_name: 'Gulnora',
    family_name: 'Saidova',
    ...rest,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(now - 10)
    .setExpirationTime(exp)
    .sign(key);
}

function telegramUser(
  overrides: Record<string, string | number> = {},
): Record<string, string | number> {
  const data: Record<string, string | number> = {
    id: Math.floor(Math.random() * 1e9) + 1,
    first_name: 'Jasur',
    last_name: 'Aliyev',
    username: unique('jasur'),
    auth_date: Math.floor(Date.now() / 1000),
    ...overrides,
  };
  return { ...data, hash: telegramHash(data, BOT_TOKEN) };
}

describe('GET /auth/providers', () => {
  it('names the configured Google client id and Telegram bot', async () => {
    const res = await call(server, 'GET', '/auth/providers');
    expect(res.body).toEqual({
      result: { google_client_id: CLIENT_ID, telegram_bot_name: 'savdo_test_bot' },
    });
  });

  it('answers nulls when neither is configured, and their sign-ins answer 404', async () => {
    const bare = await startTestServer({}, { db: server.db });
    try {
      expect((await call(bare, 'GET', '/auth/providers')).body).toEqual({
        result: { google_client_id: null, telegram_bot_name: null },
      });
      const google = await call(bare, 'POST', '/auth/google', { json: { token: 'x' } });
      expect(google.status).toBe(404);
      expect(google.body).toMatchObject({
        message: 'Google sign-in is not configured on this server',
      });
      expect((await call(bare, 'POST', '/auth/telegram', { json: telegramUser() })).status).toBe(
        404,
      );
    } finally {
      await bare.app.close();
    }
  });
});

describe('POST /auth/google', () => {
  it('a valid ID token signs in a new user without a password (forced dialog follows)', async () => {
    const email = `${unique('gulnora')}@gmail.com`;
    const res = await call<{ access_token: string }>(server, 'POST', '/auth/google', {
      json: { token: await googleToken({ email }) },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'refresh_token', 'token_type']);
    const payload = decodeJwt(res.body.access_token);
    expect(payload).toMatchObject({
      email,
      is_password_set: false,
      is_verified: true,
      first_name: 'Gulnora',
    });
    const me = await call<{ result: ApiUser }>(server, 'GET', '/users/me', {
      token: res.body.access_token,
    });
    expect(me.body.result.oauth_accounts).toEqual([
      expect.objectContaining({ oauth_name: 'google', account_email: email }),
    ]);
  });

  it('the same Google account signs in to the same user again', async () => {
    const sub = unique('same');
    const first = await call<{ access_token: string }>(server, 'POST', '/auth/google', {
      json: { token: await googleToken({ sub, email: `${sub}@gmail.com` }) },
    });
    const second = await call<{ access_token: string }>(server, 'POST', '/auth/google', {
      json: { token: await googleToken({ sub, email: `${sub}@gmail.com` }) },
    });
    expect(decodeJwt(second.body.access_token).sub).toBe(decodeJwt(first.body.access_token).sub);
  });

  it('a verified Google email of an existing user links to that user', async () => {
    const user = await makeUser(server);
    const res = await call<{ access_token: string }>(server, 'POST', '/auth/google', {
      json: { token: await googleToken({ email: user.email ?? '' }) },
    });
    expect(decodeJwt(res.body.access_token).sub).toBe(String(user.id));
  });

  it('a token signed by another key is refused', async () => {
    const res = await call(server, 'POST', '/auth/google', {
      json: { token: await googleToken({ email: 'x@gmail.com' }, strangerKey) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Google sign-in failed: the Google token is invalid or has expired',
    });
  });

  it('a token for another client id (aud) is refused', async () => {
    const res = await call(server, 'POST', '/auth/google', {
      json: { token: await googleToken({ aud: 'someone-else.apps.googleusercontent.com' }) },
    });
    expect(res.status).toBe(400);
  });

  it('a token from another issuer is refused', async () => {
    const res = await call(server, 'POST', '/auth/google', {
      json: { token: await googleToken({ iss: 'https://evil.example.com' }) },
    });
    expect(res.status).toBe(400);
  });

  it('an expired token is refused', async () => {
    const res = await call(server, 'POST', '/auth/google', {
      json: { token: await googleToken({ exp: Math.floor(Date.now() / 1000) - 60 }) },
    });
    expect(res.status).toBe(400);
  });
});

describe('POST /auth/telegram', () => {
  it('correctly signed login data signs in a new user with neither email nor password', async () => {
    const data = telegramUser();
    const res = await call<{ access_token: string }>(server, 'POST', '/auth/telegram', {
      json: data,
    });
    expect(res.status).toBe(200);
    const payload = decodeJwt(res.body.access_token);
    expect(payload).toMatchObject({
      email: '',
      is_password_set: false,
      username: String(data.username).toLowerCase(),
    });
    const me = await call<{ result: ApiUser }>(server, 'GET', '/users/me', {
      token: res.body.access_token,
    });
    expect(me.body.result).toMatchObject({
      email: null,
      is_password_set: false,
      first_name: 'Jasur',
    });
  });

  it('a bad hash is refused', async () => {
    const data = { ...telegramUser(), first_name: 'Changed' };
    const res = await call(server, 'POST', '/auth/telegram', { json: data });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Telegram sign-in failed: the login data is not signed by Telegram',
    });
  });

  it('data signed with another bot token is refused', async () => {
    const base = { id: 42, first_name: 'X', auth_date: Math.floor(Date.now() / 1000) };
    const res = await call(server, 'POST', '/auth/telegram', {
      json: { ...base, hash: telegramHash(base, '999:OTHER') },
    });
    expect(res.status).toBe(400);
  });

  it('a stale auth_date is refused even when correctly signed', async () => {
    const res = await call(server, 'POST', '/auth/telegram', {
      json: telegramUser({ auth_date: Math.floor(Date.now() / 1000) - 2 * 24 * 3600 }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Telegram sign-in failed: the login data is too old; please try again',
    });
  });

  it('fields Telegram may add are part of the signed data', async () => {
    const data = telegramUser({
      photo_url: 'https://t.me/i/userpic/1.jpg',
      allows_write_to_pm: 'true',
    });
    expect((await call(server, 'POST', '/auth/telegram', { json: data })).status).toBe(200);
    expect(
      (
        await call(server, 'POST', '/auth/telegram', {
          json: { ...data, allows_write_to_pm: 'false' },
        })
      ).status,
    ).toBe(400);
  });

  it('incomplete data is refused with a message', async () => {
    const res = await call(server, 'POST', '/auth/telegram', { json: { first_name: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'This field is required' });
  });
});

describe('connect and disconnect', () => {
  it('links and unlinks Google and Telegram on a signed-in profile', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    const google = await call<{ result: ApiUser }>(server, 'POST', '/auth/google/connect', {
      token: tokens.access_token,
      json: { token: await googleToken({ email: `${unique()}@gmail.com` }) },
    });
    expect(google.status).toBe(200);
    const tg = await call<{ result: ApiUser }>(server, 'POST', '/auth/telegram/connect', {
      token: tokens.access_token,
      json: telegramUser(),
    });
    expect(tg.status).toBe(200);
    expect(tg.body.result.oauth_accounts?.map((a) => a.oauth_name).sort()).toEqual([
      'google',
      'telegram',
    ]);
    const off = await call<{ result: ApiUser }>(server, 'POST', '/auth/google/disconnect', {
      token: tokens.access_token,
    });
    expect(off.body.result.oauth_accounts?.map((a) => a.oauth_name)).toEqual(['telegram']);
    const off2 = await call<{ result: ApiUser }>(server, 'POST', '/auth/telegram/disconnect', {
      token: tokens.access_token,
    });
    expect(off2.body.result.oauth_accounts).toEqual([]);
  });

  it('a Telegram account linked to someone else cannot be connected', async () => {
    const data = telegramUser();
    await call(server, 'POST', '/auth/telegram', { json: data });
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    const res = await call(server, 'POST', '/auth/telegram/connect', {
      token: tokens.access_token,
      json: telegramUser({ id: data.id as number }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'This Telegram account is already linked to another user',
    });
  });

  it('connect with a bad Telegram hash is refused', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    const res = await call(server, 'POST', '/auth/telegram/connect', {
      token: tokens.access_token,
      json: { ...telegramUser(), hash: 'a'.repeat(64) },
    });
    expect(res.status).toBe(400);
  });

  it('the last sign-in method of a user without a password cannot be disconnected', async () => {
    const res = await call<{ access_token: string }>(server, 'POST', '/auth/telegram', {
      json: telegramUser(),
    });
    const off = await call(server, 'POST', '/auth/telegram/disconnect', {
      token: res.body.access_token,
    });
    expect(off.status).toBe(400);
    expect(off.body).toMatchObject({
      message: 'Set a password before disconnecting Telegram: it is your only way to sign in',
    });
  });

  it('connect needs a signed-in user', async () => {
    const res = await call(server, 'POST', '/auth/google/connect', { json: { token: 'x' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
  });
});
