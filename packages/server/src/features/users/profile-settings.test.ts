// The profile and settings rules (docs/product.md "Pages", `/profile` and `/settings`): phone,
// visibility, time zone, an email change that waits for its verification link, the password change,
// avatar removal, signing one device out and refusing to unlink the last way to sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUser, Device } from '@savdo/contract';
import { linkOAuthAccount } from '../auth/oauth-accounts-repository';
import { startSession } from '../auth/sessions';
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
  const tokens = await signInAs(server, user.username, 'secret123', { 'user-agent': 'Laptop' });
  return { user, token: tokens.access_token, refresh: tokens.refresh_token };
}

/** A session for a user without a password (a Google or Telegram arrival). */
async function providerSession(user: Awaited<ReturnType<typeof makeUser>>) {
  const tokens = await startSession(server.db, server.config, user, {
    userAgent: 'Phone',
    ipAddress: '127.0.0.1',
  });
  return tokens.access_token;
}

function update(token: string, json: Record<string, unknown>, lang?: string) {
  return call<{ result: ApiUser }>(server, 'PATCH', '/users/me/update', {
    token,
    json,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
}

function linkTo(email: string): string {
  const mail = server.mail.filter((m) => m.to === email).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return new URL(mail.link).searchParams.get('token') ?? '';
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('phone', () => {
  it('a valid phone is saved as written, with 7 to 15 digits', async () => {
    const { token } = await session();
    const res = await update(token, { phone: '+998 (90)  123-45-67 ' });
    expect(res.status).toBe(200);
    expect(res.body.result.phone).toBe('+998 (90) 123-45-67');
  });

  it.each(['((--))--', '12345', '+998 90 abc 45 67', '1234567890123456', ''])(
    "'Invalid phone number' for %j, naming the phone field",
    async (phone) => {
      const { token } = await session();
      const res = await update(token, { phone });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Invalid phone number' });
      expect(JSON.stringify(res.body)).toContain('phone');
    },
  );

  it('null removes the phone', async () => {
    const { token } = await session();
    await update(token, { phone: '+998901234567' });
    const res = await update(token, { phone: null });
    expect(res.body.result.phone).toBeNull();
  });
});

describe('profile visibility', () => {
  it.each(['public', 'private', 'friends'])('can be set to %s', async (visibility) => {
    const { token } = await session();
    const res = await update(token, { profile_visibility: visibility });
    expect(res.status).toBe(200);
    expect(res.body.result.profile_visibility).toBe(visibility);
  });

  it('anything else is refused with the list of choices', async () => {
    const { token } = await session();
    const res = await update(token, { profile_visibility: 'everyone' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Profile visibility must be one of: public, private, friends',
    });
  });
});

describe('time zone preference', () => {
  it('is null until chosen, then saved and answered by users/me', async () => {
    const { token } = await session();
    const before = await call<{ result: ApiUser }>(server, 'GET', '/users/me', { token });
    expect(before.body.result.time_zone).toBeNull();
    for (const zone of ['moscow', 'london', 'new_york', 'browser', 'tashkent']) {
      expect((await update(token, { time_zone: zone })).body.result.time_zone).toBe(zone);
    }
    const after = await call<{ result: ApiUser }>(server, 'GET', '/users/me', { token });
    expect(after.body.result.time_zone).toBe('tashkent');
  });

  it('an unknown zone is refused in the asked language', async () => {
    const { token } = await session();
    const res = await update(token, { time_zone: 'Asia/Tashkent' }, 'ru');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Часовой пояс должен быть одним из: tashkent, moscow, london, new_york, browser',
    });
  });
});

describe('language preference (decision 9)', () => {
  it('is saved to the profile', async () => {
    const { token } = await session();
    expect((await update(token, { language: 'uz' })).body.result.language).toBe('uz');
  });
});

describe('email change needs verification', () => {
  it('the new address waits in pending_email; the email changes only when its link is opened', async () => {
    const { user, token } = await session();
    const next = `${unique('new')}@example.com`;
    const res = await call<{ result: ApiUser }>(server, 'PATCH', '/users/me/set-email', {
      token,
      json: { email: next, current_password: 'secret123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ email: user.email, pending_email: next });
    // The old address is told; the new one gets the link.
    expect(server.mail.some((m) => m.to === user.email && m.text.includes(next))).toBe(true);
    const verified = await call<{ result: ApiUser }>(server, 'POST', '/auth/verify', {
      json: { token: linkTo(next) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.result).toMatchObject({
      email: next,
      pending_email: null,
      is_verified: true,
    });
    await signInAs(server, next, 'secret123');
  });

  it('the change needs the current password', async () => {
    const { token } = await session();
    const res = await call(server, 'PATCH', '/users/me/set-email', {
      token,
      json: { email: `${unique()}@example.com`, current_password: 'wrong-one' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The current password is incorrect' });
  });

  it('an address another user has is refused, before and at verification', async () => {
    const { token } = await session();
    const owner = await makeUser(server);
    const taken = await call(server, 'PATCH', '/users/me/set-email', {
      token,
      json: { email: owner.email, current_password: 'secret123' },
    });
    expect(taken.status).toBe(409);
    // Free when asked, taken by someone else before the link is opened.
    const next = `${unique('race')}@example.com`;
    await call(server, 'PATCH', '/users/me/set-email', {
      token,
      json: { email: next, current_password: 'secret123' },
    });
    await makeUser(server, { email: next });
    const verified = await call(server, 'POST', '/auth/verify', { json: { token: linkTo(next) } });
    expect(verified.status).toBe(409);
    expect(verified.body).toMatchObject({ message: 'This email is already in use' });
  });

  it('cancelling the change makes its link worthless', async () => {
    const { user, token } = await session();
    const next = `${unique('cancel')}@example.com`;
    await call(server, 'PATCH', '/users/me/set-email', {
      token,
      json: { email: next, current_password: 'secret123' },
    });
    const cancelled = await call<{ result: ApiUser }>(server, 'DELETE', '/users/me/pending-email', {
      token,
    });
    expect(cancelled.body.result).toMatchObject({ email: user.email, pending_email: null });
    const verified = await call(server, 'POST', '/auth/verify', { json: { token: linkTo(next) } });
    expect(verified.status).toBe(400);
    const again = await call(server, 'DELETE', '/users/me/pending-email', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: 'There is no email change waiting for verification',
    });
  });

  it('asking for the current address again drops the waiting change', async () => {
    const { user, token } = await session();
    await call(server, 'PATCH', '/users/me/set-email', {
      token,
      json: { email: `${unique()}@example.com`, current_password: 'secret123' },
    });
    const back = await call<{ result: ApiUser }>(server, 'PATCH', '/users/me/set-email', {
      token,
      json: { email: user.email, current_password: 'secret123' },
    });
    expect(back.body.result.pending_email).toBeNull();
  });
});

describe('change password', () => {
  it('needs the current password, then signs the other devices out', async () => {
    const { user, token, refresh } = await session();
    const other = await signInAs(server, user.username, 'secret123');
    const missing = await call(server, 'PATCH', '/users/me/set-password', {
      token,
      json: { password: 'brand-new1' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Enter your current password' });
    const ok = await call(server, 'PATCH', '/users/me/set-password', {
      token,
      json: { password: 'brand-new1', current_password: 'secret123' },
    });
    expect(ok.status).toBe(200);
    const otherMe = await call(server, 'GET', '/users/me', { token: other.access_token });
    expect(otherMe.status).toBe(401);
    expect(refresh).toBeTruthy();
    expect((await call(server, 'GET', '/users/me', { token })).status).toBe(200);
  });
});

describe('avatar removal', () => {
  it('DELETE /users/me/update/image clears avatar_url and deletes the file', async () => {
    const { token } = await session();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
    const uploaded = await call<{ result: ApiUser }>(server, 'PATCH', '/users/me/update/image', {
      token,
      body: form,
    });
    const url = uploaded.body.result.avatar_url ?? '';
    expect((await fetch(new URL(url, server.baseUrl))).status).toBe(200);
    const removed = await call<{ result: ApiUser }>(server, 'DELETE', '/users/me/update/image', {
      token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.result.avatar_url).toBeNull();
    expect((await fetch(new URL(url, server.baseUrl))).status).toBe(404);
    // Removing when there is none is harmless.
    expect((await call(server, 'DELETE', '/users/me/update/image', { token })).status).toBe(200);
  });
});

describe('signing one device out', () => {
  it('the list marks the current device; signing another out ends only that session', async () => {
    const { user, token } = await session();
    const phone = await signInAs(server, user.username, 'secret123', { 'user-agent': 'Phone' });
    const list = await call<{ result: Device[] }>(server, 'GET', '/users/me/devices', { token });
    expect(list.body.result).toHaveLength(2);
    const current = list.body.result.filter((d) => d.current);
    expect(current.map((d) => d.user_agent)).toEqual(['Laptop']);
    const target = list.body.result.find((d) => d.user_agent === 'Phone');
    const res = await call<{ result: Device[] }>(
      server,
      'DELETE',
      `/users/me/devices/${target?.id}`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.map((d) => d.user_agent)).toEqual(['Laptop']);
    expect((await call(server, 'GET', '/users/me', { token: phone.access_token })).status).toBe(
      401,
    );
    const refreshed = await call(server, 'POST', '/auth/refresh', {
      query: { token: phone.refresh_token ?? '' },
    });
    expect(refreshed.status).toBe(401);
    expect((await call(server, 'GET', '/users/me', { token })).status).toBe(200);
  });

  it("another user's device, or an unknown one, is 'Device not found'", async () => {
    const { token } = await session();
    const stranger = await session();
    const theirs = await call<{ result: Device[] }>(server, 'GET', '/users/me/devices', {
      token: stranger.token,
    });
    const res = await call(server, 'DELETE', `/users/me/devices/${theirs.body.result[0]?.id}`, {
      token,
      headers: { 'accept-language': 'uz' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Qurilma topilmadi' });
    expect((await call(server, 'DELETE', '/users/me/devices/99999999', { token })).status).toBe(
      404,
    );
    expect((await call(server, 'DELETE', '/users/me/devices/abc', { token })).status).toBe(400);
  });
});

describe('unlinking the last way to sign in is refused', () => {
  it.each([
    ['google', 'en', 'Set a password before disconnecting Google: it is your only way to sign in'],
    [
      'telegram',
      'uz',
      "Telegram'ni uzishdan oldin parol o'rnating: bu hisobingizga kirishning yagona yo'li",
    ],
    [
      'google',
      'ru',
      'Перед отключением Google установите пароль: это ваш единственный способ входа',
    ],
  ] as const)('%s with no password and no other provider (%s)', async (provider, lang, text) => {
    const user = await makeUser(server, { password: null });
    await linkOAuthAccount(server.db, {
      userId: user.id,
      provider,
      accountId: unique('acc'),
      accountEmail: null,
    });
    const token = await providerSession(user);
    const res = await call(server, 'POST', `/auth/${provider}/disconnect`, {
      token,
      headers: { 'accept-language': lang },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: text });
  });

  it('is allowed while another provider or a password remains', async () => {
    const user = await makeUser(server, { password: null });
    for (const provider of ['google', 'telegram'] as const) {
      await linkOAuthAccount(server.db, {
        userId: user.id,
        provider,
        accountId: unique(provider),
        accountEmail: null,
      });
    }
    const token = await providerSession(user);
    const first = await call<{ result: ApiUser }>(server, 'POST', '/auth/google/disconnect', {
      token,
    });
    expect(first.status).toBe(200);
    expect(first.body.result.oauth_accounts?.map((a) => a.oauth_name)).toEqual(['telegram']);
    const last = await call(server, 'POST', '/auth/telegram/disconnect', { token });
    expect(last.status).toBe(400);

    const withPassword = await session();
    await linkOAuthAccount(server.db, {
      userId: withPassword.user.id,
      provider: 'telegram',
      accountId: unique('tg'),
      accountEmail: null,
    });
    const ok = await call(server, 'POST', '/auth/telegram/disconnect', {
      token: withPassword.token,
    });
    expect(ok.status).toBe(200);
  });
});
