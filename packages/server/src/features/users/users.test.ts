// Profile calls of the contract: users/me, check, update, update/image, and the policy for banned
// and inactive users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUser } from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  unique,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function session(fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(server, fields);
  const tokens = await signInAs(server, user.username, 'secret123');
  return { user, token: tokens.access_token, refresh: tokens.refresh_token };
}

// The smallest valid PNG (1x1 transparent pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function upload(
  token: string,
  bytes: Uint8Array,
  type: string,
  name = 'avatar.png',
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return call<{ result: ApiUser }>(server, 'PATCH', '/users/me/update/image', {
    token,
    body: form,
  });
}

describe('GET /users/me', () => {
  it('answers { result: user } for a bearer token and 401 without one', async () => {
    const { user, token } = await session();
    const res = await call<{ result: ApiUser }>(server, 'GET', '/users/me', { token });
    expect(res.body.result).toMatchObject({
      id: user.id,
      username: user.username,
      subscriptions: [],
    });
    const anon = await call(server, 'GET', '/users/me');
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ message: 'Not authenticated' });
    expect(anon.headers.get('www-authenticate')).toBe('Bearer');
  });
});

describe('GET /users/check', () => {
  it('tells whether a username is free, ignoring letter case', async () => {
    const { user } = await session();
    const taken = await call(server, 'GET', '/users/check', {
      query: { username: user.username.toUpperCase() },
    });
    expect(taken.body).toEqual({
      result: { username: user.username.toUpperCase(), available: false },
    });
    const free = unique('free');
    expect((await call(server, 'GET', '/users/check', { query: { username: free } })).body).toEqual(
      {
        result: { username: free, available: true },
      },
    );
  });

  it("the signed-in user's own username counts as available to them", async () => {
    const { user, token } = await session();
    const res = await call(server, 'GET', '/users/check', {
      token,
      query: { username: user.username },
    });
    expect(res.body).toMatchObject({ result: { available: true } });
  });

  it('accepts the URL-encoded username and refuses malformed ones with a message', async () => {
    const res = await call(server, 'GET', `/users/check?username=${encodeURIComponent('a b')}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Username must be 3 to 30 characters: letters, digits, underscore or dot',
    });
  });
});

describe('PATCH /users/me/update', () => {
  it('updates names, username, phone, language and visibility', async () => {
    const { token } = await session();
    const username = unique('renamed');
    const res = await call<{ result: ApiUser }>(server, 'PATCH', '/users/me/update', {
      token,
      json: {
        first_name: 'Nodir',
        last_name: 'Qodirov',
        username,
        phone: '+998 90 123-45-67',
        language: 'uz',
        profile_visibility: 'private',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      first_name: 'Nodir',
      last_name: 'Qodirov',
      username,
      phone: '+998 90 123-45-67',
      language: 'uz',
      profile_visibility: 'private',
    });
  });

  it('refuses a taken username, a bad phone and an unknown language with field messages', async () => {
    const other = await session();
    const { token } = await session();
    const taken = await call(server, 'PATCH', '/users/me/update', {
      token,
      json: { username: other.user.username },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: 'This username is already taken',
      detail: { username: 'This username is already taken' },
    });
    const phone = await call(server, 'PATCH', '/users/me/update', {
      token,
      json: { phone: 'call me' },
    });
    expect(phone.body).toMatchObject({
      message: 'Invalid phone number',
      detail: { phone: 'Invalid phone number' },
    });
    const lang = await call(server, 'PATCH', '/users/me/update', {
      token,
      json: { language: 'de' },
    });
    expect(lang.body).toMatchObject({ message: 'Language must be one of: uz, ru, en' });
    const short = await call(server, 'PATCH', '/users/me/update', {
      token,
      json: { first_name: 'N' },
    });
    expect(short.body).toMatchObject({ message: 'First name must be at least 2 characters' });
  });
});

describe('PATCH /users/me/update/image', () => {
  it('stores an image and serves it at avatar_url', async () => {
    const { token } = await session();
    const res = await upload(token, PNG, 'image/png');
    expect(res.status).toBe(200);
    const url = res.body.result.avatar_url ?? '';
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const file = await fetch(new URL(url, server.baseUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a new avatar replaces the old file', async () => {
    const { token } = await session();
    const first = (await upload(token, PNG, 'image/png')).body.result.avatar_url ?? '';
    await upload(token, PNG, 'image/png');
    expect((await fetch(new URL(first, server.baseUrl))).status).toBe(404);
  });

  it('an image over 5 MB is refused with 413', async () => {
    const { token } = await session();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(token, big, 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      message: 'The image must be at most 5 MB',
      detail: { file: 'The image must be at most 5 MB' },
    });
  });

  it('an image of exactly 5 MB is accepted', async () => {
    const { token } = await session();
    const max = new Uint8Array(5 * 1024 * 1024);
    max.set(PNG);
    expect((await upload(token, max, 'image/png')).status).toBe(200);
  });

  it('a file that is not an image is refused, whatever type it claims', async () => {
    const { token } = await session();
    const text = new TextEncoder().encode('hello, not an image');
    for (const type of ['text/plain', 'image/png']) {
      const res = await upload(token, text, type, 'x.png');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
      });
    }
  });

  it('a JSON body instead of a file is refused with a message', async () => {
    const { token } = await session();
    const res = await call(server, 'PATCH', '/users/me/update/image', {
      token,
      json: { image: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Send the image as multipart/form-data' });
  });
});

describe('banned and inactive users', () => {
  it("a banned user's calls get 403 'Your account has been banned', except users/me and the token calls", async () => {
    const { token, refresh } = await session({ is_banned: true });
    const devices = await call(server, 'GET', '/users/me/devices', { token });
    expect(devices.status).toBe(403);
    expect(devices.body).toMatchObject({ message: 'Your account has been banned' });
    expect(
      (await call(server, 'PATCH', '/users/me/update', { token, json: { first_name: 'Xx' } }))
        .status,
    ).toBe(403);
    expect((await call(server, 'GET', '/users/me', { token })).status).toBe(200);
    expect((await call(server, 'POST', '/auth/verify-token', { query: { token } })).status).toBe(
      200,
    );
    const refreshed = await call<{ refresh_token: string }>(server, 'POST', '/auth/refresh', {
      query: { token: refresh },
    });
    expect(refreshed.status).toBe(200);
    expect(
      (
        await call(server, 'POST', '/auth/revoke', {
          query: { token: refreshed.body.refresh_token },
        })
      ).status,
    ).toBe(200);
  });

  it('a ban takes effect on the next request of an already signed-in user', async () => {
    const { user, token } = await session();
    expect((await call(server, 'GET', '/users/me/devices', { token })).status).toBe(200);
    await server.db.query('UPDATE users SET is_banned = true WHERE id = $1', [user.id]);
    expect((await call(server, 'GET', '/users/me/devices', { token })).status).toBe(403);
  });

  it('an inactive user reads users/me but other calls get 403 with the contact-the-admin message', async () => {
    const { token } = await session({ is_active: false });
    expect((await call(server, 'GET', '/users/me', { token })).status).toBe(200);
    const res = await call(server, 'GET', '/users/me/devices', { token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      message: 'Your account is not active. Contact the admin to activate it.',
    });
  });
});
