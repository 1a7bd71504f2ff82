// forgot/reset password, request-verify-token/verify, set-password and set-email.
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

function lastLinkTo(email: string): string {
  const mail = server.mail.filter((m) => m.to === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return new URL(mail.link).searchParams.get('token') ?? '';
}

describe('forgot-password and reset-password', () => {
  it('forgot-password mails a reset link and answers the same for unknown addresses', async () => {
    const user = await makeUser(server);
    const known = await call(server, 'POST', '/auth/forgot-password', {
      json: { email: user.email },
    });
    const unknown = await call(server, 'POST', '/auth/forgot-password', {
      json: { email: `${unique()}@nowhere.uz` },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const mail = server.mail.filter((m) => m.to === user.email).at(-1);
    expect(mail?.link).toMatch(/^http:\/\/savdo\.test\/auth\/reset-password\?token=pr_/);
  });

  it('reset-password sets the new password, ends old sessions, and the link works once', async () => {
    const user = await makeUser(server);
    const old = await signInAs(server, user.username, 'secret123');
    await call(server, 'POST', '/auth/forgot-password', { json: { email: user.email } });
    const token = lastLinkTo(user.email ?? '');
    const res = await call(server, 'POST', '/auth/reset-password', {
      json: { token, password: 'brand-new1' },
    });
    expect(res.status).toBe(200);
    // Every session of the account ends: its access tokens at their next check, its refresh
    // tokens at once.
    expect((await call(server, 'GET', '/users/me', { token: old.access_token })).status).toBe(401);
    const refresh = await call(server, 'POST', '/auth/refresh', {
      query: { token: old.refresh_token },
    });
    expect(refresh.status).toBe(401);
    await signInAs(server, user.username, 'brand-new1');
    const again = await call(server, 'POST', '/auth/reset-password', {
      json: { token, password: 'another1' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'The reset link is invalid or has expired' });
  });

  it('a newer reset link replaces the older one', async () => {
    const user = await makeUser(server);
    await call(server, 'POST', '/auth/forgot-password', { json: { email: user.email } });
    const first = lastLinkTo(user.email ?? '');
    await call(server, 'POST', '/auth/forgot-password', { json: { email: user.email } });
    expect(
      (
        await call(server, 'POST', '/auth/reset-password', {
          json: { token: first, password: 'brand-new1' },
        })
      ).status,
    ).toBe(400);
  });

  it('reset-password enforces the 6-character minimum', async () => {
    const res = await call(server, 'POST', '/auth/reset-password', {
      json: { token: 'pr_x', password: '123' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { password: 'Password must be at least 6 characters' },
    });
  });

  it('reset-password refuses a password of only spaces', async () => {
    const res = await call(server, 'POST', '/auth/reset-password', {
      json: { token: 'pr_x', password: '\t       ' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { password: 'Password cannot be only spaces' } });
  });

  it('an expired reset link is refused', async () => {
    const user = await makeUser(server);
    await call(server, 'POST', '/auth/forgot-password', { json: { email: user.email } });
    const token = lastLinkTo(user.email ?? '');
    // As if the link's lifetime (EMAIL_TOKEN_TTL_SECONDS) had passed.
    await server.db.query(
      "UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [user.id],
    );
    const res = await call(server, 'POST', '/auth/reset-password', {
      json: { token, password: 'brand-new1' },
    });
    expect(res.status).toBe(400);
  });

  it('reset links live EMAIL_TOKEN_TTL_SECONDS', async () => {
    const user = await makeUser(server);
    await call(server, 'POST', '/auth/forgot-password', { json: { email: user.email } });
    const res = await server.db.query<{ ttl: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM email_tokens
       WHERE user_id = $1`,
      [user.id],
    );
    expect(res.rows[0]?.ttl).toBe(server.config.emailTokenTtlSeconds);
  });
});

describe('request-verify-token and verify', () => {
  it('verifies the email with the mailed link', async () => {
    const user = await makeUser(server);
    const req = await call(server, 'POST', '/auth/request-verify-token', {
      json: { email: user.email },
    });
    expect(req.status).toBe(202);
    const res = await call<{ result: ApiUser }>(server, 'POST', '/auth/verify', {
      json: { token: lastLinkTo(user.email ?? '') },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.is_verified).toBe(true);
  });

  it('a wrong verification token is refused with a message', async () => {
    const res = await call(server, 'POST', '/auth/verify', { json: { token: 'ev_wrong' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The verification link is invalid or has expired' });
  });

  it('a link sent to an old address does not verify a changed email', async () => {
    const user = await makeUser(server);
    await call(server, 'POST', '/auth/request-verify-token', { json: { email: user.email } });
    const token = lastLinkTo(user.email ?? '');
    await server.db.query('UPDATE users SET email = $2 WHERE id = $1', [
      user.id,
      `${unique()}@changed.uz`,
    ]);
    expect((await call(server, 'POST', '/auth/verify', { json: { token } })).status).toBe(400);
  });
});

describe('PATCH /users/me/set-password and set-email', () => {
  it('a Telegram arrival sets email first, then password (decision 10), and can then sign in', async () => {
    const user = await makeUser(server, { email: null, password: null });
    const tokens = await signInAs(server, user.username, 'x'.repeat(6)).catch(() => null);
    expect(tokens).toBeNull();
    const session = await import('./sessions').then((m) =>
      m.startSession(server.db, server.config, user, { userAgent: 'test', ipAddress: '127.0.0.1' }),
    );
    const email = `${unique('tg')}@example.com`;
    const setEmail = await call<{ result: ApiUser }>(server, 'PATCH', '/users/me/set-email', {
      token: session.access_token,
      json: { email },
    });
    expect(setEmail.status).toBe(200);
    expect(setEmail.body.result).toMatchObject({
      email,
      is_verified: false,
      is_password_set: false,
    });
    const setPassword = await call<{ result: ApiUser }>(server, 'PATCH', '/users/me/set-password', {
      token: session.access_token,
      json: { password: 'fresh-pass1' },
    });
    expect(setPassword.status).toBe(200);
    expect(setPassword.body.result.is_password_set).toBe(true);
    await signInAs(server, email, 'fresh-pass1');
  });

  it('set-password is at least 6 characters', async () => {
    const user = await makeUser(server, { password: null });
    const { startSession } = await import('./sessions');
    const session = await startSession(server.db, server.config, user, {
      userAgent: '',
      ipAddress: '',
    });
    const res = await call(server, 'PATCH', '/users/me/set-password', {
      token: session.access_token,
      json: { password: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Password must be at least 6 characters' });
  });

  it('changing an existing password needs the current one', async () => {
    const user = await makeUser(server);
    const tokens = await signInAs(server, user.username, 'secret123');
    const without = await call(server, 'PATCH', '/users/me/set-password', {
      token: tokens.access_token,
      json: { password: 'another1' },
    });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({
      detail: { current_password: 'Enter your current password' },
    });
    const wrong = await call(server, 'PATCH', '/users/me/set-password', {
      token: tokens.access_token,
      json: { password: 'another1', current_password: 'nope-nope' },
    });
    expect(wrong.body).toMatchObject({ message: 'The current password is incorrect' });
    const right = await call(server, 'PATCH', '/users/me/set-password', {
      token: tokens.access_token,
      json: { password: 'another1', current_password: 'secret123' },
    });
    expect(right.status).toBe(200);
    await signInAs(server, user.username, 'another1');
  });

  it('set-email refuses an address another user has, and a malformed one', async () => {
    const owner = await makeUser(server);
    const user = await makeUser(server, { email: null, password: null });
    const { startSession } = await import('./sessions');
    const session = await startSession(server.db, server.config, user, {
      userAgent: '',
      ipAddress: '',
    });
    const taken = await call(server, 'PATCH', '/users/me/set-email', {
      token: session.access_token,
      json: { email: owner.email },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: 'This email is already in use',
      detail: { email: 'This email is already in use' },
    });
    const bad = await call(server, 'PATCH', '/users/me/set-email', {
      token: session.access_token,
      json: { email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('set-email sends a verification link to the new address', async () => {
    const user = await makeUser(server, { email: null, password: null });
    const { startSession } = await import('./sessions');
    const session = await startSession(server.db, server.config, user, {
      userAgent: '',
      ipAddress: '',
    });
    const email = `${unique('new')}@example.com`;
    await call(server, 'PATCH', '/users/me/set-email', {
      token: session.access_token,
      json: { email },
    });
    const res = await call<{ result: ApiUser }>(server, 'POST', '/auth/verify', {
      json: { token: lastLinkTo(email) },
    });
    expect(res.body.result).toMatchObject({ email, is_verified: true });
  });
});

describe('password recovery (docs/decisions/0280-password-recovery.md)', () => {
  const forgot = (body: unknown, lang = 'en') =>
    call(server, 'POST', '/auth/forgot-password', {
      json: body,
      headers: { 'accept-language': lang },
    });
  const mailsTo = (email: string | null) => server.mail.filter((m) => m.to === email);

  it('takes a username or an email as `login`, and answers alike for an account that does not exist', async () => {
    const user = await makeUser(server);
    const byUsername = await forgot({ login: user.username.toUpperCase() });
    expect(byUsername.status).toBe(202);
    expect(mailsTo(user.email)).toHaveLength(1);
    const byEmail = await forgot({ login: user.email });
    expect(byEmail.body).toEqual(byUsername.body);
    expect(mailsTo(user.email)).toHaveLength(2);
    const nobody = await forgot({ login: unique('nobody') });
    expect(nobody.status).toBe(202);
    expect(nobody.body).toEqual(byUsername.body);
  });

  it('sends nothing to an account without an address or a banned one, with the same answer', async () => {
    const telegram = await makeUser(server, { email: null, password: null });
    const banned = await makeUser(server, { is_banned: true });
    const before = server.mail.length;
    const a = await forgot({ login: telegram.username });
    const b = await forgot({ login: banned.username });
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toEqual(b.body);
    expect(server.mail.length).toBe(before);
  });

  it('needs a login or an email, with the sign-in rule for the login', async () => {
    const none = await forgot({});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ detail: { login: 'This field is required' } });
    const spaced = await forgot({ login: 'a b' });
    expect(spaced.status).toBe(400);
    expect(spaced.body).toMatchObject({
      detail: { login: 'Enter a valid email or username (min 3 chars, no spaces)' },
    });
  });

  it("the link is mailed in the account's language, whatever the page's", async () => {
    const user = await makeUser(server);
    await server.db.query("UPDATE users SET language = 'uz' WHERE id = $1", [user.id]);
    await forgot({ login: user.username }, 'ru');
    const mail = mailsTo(user.email).at(-1);
    expect(mail?.subject).toBe('Savdo parolini tiklash');
    expect(mail?.text).toContain(`\n${mail?.link}\n`);
    expect(mail?.text).toContain('24 soat');
  });

  it('a registration keeps the language it was made in, and its verification mail speaks it', async () => {
    const email = `${unique('ru')}@example.com`;
    const res = await call<{ result: ApiUser }>(server, 'POST', '/auth/register', {
      json: { first_name: 'Olga', last_name: 'Kim', email, password: 'secret123' },
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(res.status).toBe(201);
    expect(res.body.result.language).toBe('ru');
    expect(mailsTo(email).at(-1)?.subject).toBe('Подтвердите email для Savdo');
  });

  it("a reset forgets the account's failed guesses: the owner who locked themselves out signs in at once", async () => {
    const user = await makeUser(server);
    for (let i = 0; i < server.config.throttle.accountMaxFailures; i += 1) {
      await call(server, 'POST', '/auth/jwt/login', {
        form: { username: user.username, password: 'forgotten-1' },
      });
    }
    const locked = await call(server, 'POST', '/auth/jwt/login', {
      form: { username: user.username, password: 'secret123' },
    });
    expect(locked.status).toBe(429);
    await forgot({ login: user.username });
    const res = await call(server, 'POST', '/auth/reset-password', {
      json: { token: lastLinkTo(user.email ?? ''), password: 'brand-new1' },
    });
    expect(res.status).toBe(200);
    await signInAs(server, user.username, 'brand-new1');
  });
});
