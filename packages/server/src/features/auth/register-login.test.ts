// Registration (the rules of docs/product.md "Rules that matter to a trader", mirrored on the
// server; decisions 1 and 3) and the password sign-in of the contract, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import {
  LoginResponseSchema,
  TOKEN_AUDIENCE,
  UserResultSchema,
  type ApiUser,
} from '@savdo/contract';
import {
  call,
  decodeJwt,
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

function registration(overrides: Record<string, unknown> = {}) {
  const name = unique('reg');
  return {
    first_name: 'Aziz',
    last_name: 'Karimov',
    email: `${name}@example.com`,
    password: 'secret1',
    ...overrides,
  };
}

describe('POST /auth/register', () => {
  it('creates an active, unverified user without a role beyond user and answers { result: user }', async () => {
    const body = registration();
    const res = await call<{ result: ApiUser }>(server, 'POST', '/auth/register', { json: body });
    expect(res.status).toBe(201);
    expect(Compile(UserResultSchema).Check(res.body)).toBe(true);
    expect(res.body.result).toMatchObject({
      email: body.email,
      first_name: 'Aziz',
      last_name: 'Karimov',
      role: 'user',
      is_active: true,
      is_verified: false,
      is_password_set: true,
      is_banned: false,
      balance: 0,
      language: 'en',
    });
    expect(res.body.result).not.toHaveProperty('password_hash');
  });

  it('first name shorter than 2 characters is refused with a field message', async () => {
    const res = await call(server, 'POST', '/auth/register', {
      json: registration({ first_name: 'A' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'First name must be at least 2 characters',
      detail: { first_name: 'First name must be at least 2 characters' },
    });
  });

  it('a name counts its letters without the spaces around them', async () => {
    const res = await call(server, 'POST', '/auth/register', {
      json: registration({ first_name: '  A  ' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { first_name: 'First name must be at least 2 characters' },
    });
  });

  it('last name shorter than 2 characters is refused with a field message', async () => {
    const res = await call(server, 'POST', '/auth/register', {
      json: registration({ last_name: 'K' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { last_name: 'Last name must be at least 2 characters' },
    });
  });

  it("an invalid email gets 'Please enter a valid email address'", async () => {
    const res = await call(server, 'POST', '/auth/register', {
      json: registration({ email: 'not-an-email' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Please enter a valid email address',
      detail: { email: 'Please enter a valid email address' },
    });
  });

  it('a password of only spaces is refused, with its own message', async () => {
    const res = await call(server, 'POST', '/auth/register', {
      json: registration({ password: '      ' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { password: 'Password cannot be only spaces' },
    });
  });

  it('a password shorter than 6 characters is refused (decision 1)', async () => {
    const res = await call(server, 'POST', '/auth/register', {
      json: registration({ password: '12345' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { password: 'Password must be at least 6 characters' },
    });
    const ok = await call(server, 'POST', '/auth/register', {
      json: registration({ password: '123456' }),
    });
    expect(ok.status).toBe(201);
  });

  it('missing fields are each named as required, in form order', async () => {
    const res = await call(server, 'POST', '/auth/register', { json: {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'This field is required',
      detail: {
        first_name: 'This field is required',
        last_name: 'This field is required',
        email: 'This field is required',
        password: 'This field is required',
      },
    });
  });

  it('the username is derived from the email local part and made unique (decision 3)', async () => {
    const local = unique('Ali.Valiyev');
    const first = await call<{ result: ApiUser }>(server, 'POST', '/auth/register', {
      json: registration({ email: `${local}@one.uz` }),
    });
    const second = await call<{ result: ApiUser }>(server, 'POST', '/auth/register', {
      json: registration({ email: `${local}@two.uz` }),
    });
    expect(first.body.result.username).toBe(local.toLowerCase());
    expect(second.body.result.username).toBe(`${local.toLowerCase()}2`);
  });

  it('an email already registered (in any letter case) is refused', async () => {
    const body = registration();
    await call(server, 'POST', '/auth/register', { json: body });
    const res = await call(server, 'POST', '/auth/register', {
      json: registration({ email: body.email.toUpperCase() }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'A user with this email already exists',
      detail: { email: 'A user with this email already exists' },
    });
  });

  it('registration sends a verification link', async () => {
    const body = registration();
    await call(server, 'POST', '/auth/register', { json: body });
    const mail = server.mail.find((m) => m.to === body.email);
    expect(mail?.link).toMatch(/^http:\/\/savdo\.test\/auth\/verify-email\?token=ev_/);
  });
});

describe('POST /auth/jwt/login', () => {
  it('accepts the form-encoded body of the contract and answers the token pair', async () => {
    const user = await makeUser(server);
    const res = await call(server, 'POST', '/auth/jwt/login', {
      form: {
        grant_type: 'password',
        username: user.username,
        password: 'secret123',
        scope: '',
        client_id: 'string',
        client_secret: 'string',
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'refresh_token', 'token_type']);
    expect(Compile(LoginResponseSchema).Check(res.body)).toBe(true);
    expect(res.body.token_type).toBe('bearer');
  });

  it('the access token payload carries what the client acceptance rules read', async () => {
    const user = await makeUser(server, { is_verified: true });
    const tokens = await signInAs(server, user.username, 'secret123');
    const payload = decodeJwt(tokens.access_token);
    expect(payload).toMatchObject({
      sub: String(user.id),
      email: user.email,
      username: user.username,
      is_active: true,
      is_verified: true,
      is_password_set: true,
      is_banned: false,
      role: 'user',
      first_name: 'Test',
      last_name: 'User',
      aud: [TOKEN_AUDIENCE],
    });
    expect(payload.sub).toMatch(/^\d+$/);
    expect(typeof payload.jti).toBe('string');
    const ttl = (payload.exp as number) - (payload.iat as number);
    expect(ttl).toBe(15 * 60);
    expect(
      JSON.parse(Buffer.from(tokens.access_token.split('.')[0] ?? '', 'base64url').toString()),
    ).toMatchObject({
      alg: 'HS256',
    });
  });

  it('accepts the email instead of the username, in any letter case', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, (user.email ?? '').toUpperCase(), 'secret123');
    expect(decodeJwt(tokens.access_token).sub).toBe(String(user.id));
  });

  it('a wrong password gets 400 with no hint, and so does an unknown account', async () => {
    const user = await makeUser(server);
    const wrong = await call(server, 'POST', '/auth/jwt/login', {
      form: { username: user.username, password: 'wrong-password' },
    });
    const unknown = await call(server, 'POST', '/auth/jwt/login', {
      form: { username: unique('nobody'), password: 'whatever1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Incorrect username or password' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("a username under 3 characters or with spaces gets the login form's message", async () => {
    for (const username of ['ab', 'a b c']) {
      const res = await call(server, 'POST', '/auth/jwt/login', {
        form: { username, password: 'secret123' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Enter a valid email or username (min 3 chars, no spaces)',
      });
    }
  });

  it('a user without a password (Telegram arrival) cannot sign in with one', async () => {
    const user = await makeUser(server, { password: null, email: null });
    const res = await call(server, 'POST', '/auth/jwt/login', {
      form: { username: user.username, password: 'anything1' },
    });
    expect(res.status).toBe(400);
  });

  it('banned and inactive users can sign in; their tokens say so for the client guards', async () => {
    const banned = await makeUser(server, { is_banned: true });
    const inactive = await makeUser(server, { is_active: false });
    expect(
      decodeJwt((await signInAs(server, banned.username, 'secret123')).access_token),
    ).toMatchObject({
      is_banned: true,
      is_active: true,
    });
    expect(
      decodeJwt((await signInAs(server, inactive.username, 'secret123')).access_token),
    ).toMatchObject({
      is_banned: false,
      is_active: false,
    });
  });

  it('each sign-in records a device with user agent, address and time', async () => {
    const user = await makeUser(server);
    await signInAs(server, user.username, 'secret123', { 'user-agent': 'Phone/1.0' });
    const tokens = await signInAs(server, user.username, 'secret123', {
      'user-agent': 'Laptop/2.0',
    });
    const res = await call<{ result: Array<Record<string, unknown>> }>(
      server,
      'GET',
      '/users/me/devices',
      {
        token: tokens.access_token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(2);
    const [latest, older] = res.body.result;
    expect(latest).toMatchObject({
      user_agent: 'Laptop/2.0',
      ip_address: '127.0.0.1',
      current: true,
    });
    expect(older).toMatchObject({ user_agent: 'Phone/1.0', current: false });
    expect(Date.parse(String(latest?.created_at))).toBeGreaterThan(Date.now() - 60_000);
  });
});
