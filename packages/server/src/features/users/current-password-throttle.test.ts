// A password oracle (docs/decisions/0277-limits-shared-across-processes.md): the current-password
// check of set-password and set-email was not throttled, so a stolen access token allowed about
// 19,000 guesses in its 15 minutes, each a password hash on the shared CPU. It now shares the
// sign-in throttle per user and address, checked before hashing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    trustProxy: true,
    throttle: { accountMaxFailures: 3, addressMaxFailures: 1000, windowSeconds: 600 },
  });
});
afterAll(async () => {
  await server?.close();
});

const THIEF = { 'x-forwarded-for': '198.51.100.77' };

describe('a password oracle: the current-password check is throttled like sign-in', () => {
  it('wrong current passwords to set-password get 429 with Retry-After past the limit, even the right one then', async () => {
    const user = await makeUser(server);
    const { access_token: token } = await signInAs(server, user.username, 'secret123');
    const guess = (current: string) =>
      call(server, 'PATCH', '/users/me/set-password', {
        token,
        headers: THIEF,
        json: { password: 'taken-over1', current_password: current },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await guess(`guess-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, ...Array<number>(17).fill(429)]);
    // Refused before the password is hashed: the right one learns nothing either.
    const right = await guess('secret123');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({
      message: 'Too many wrong passwords. Try again in 10 minutes.',
      code: 'auth.too_many_password_checks',
    });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(500);
    // The password did not change.
    expect((await signInAs(server, user.username, 'secret123')).access_token).toBeTruthy();
  });

  it('set-email shares the count, and so does sign-in from that address; the owner elsewhere is not held', async () => {
    const user = await makeUser(server);
    const { access_token: token } = await signInAs(server, user.username, 'secret123');
    for (let i = 0; i < 3; i += 1) {
      const res = await call(server, 'PATCH', '/users/me/set-password', {
        token,
        headers: THIEF,
        json: { password: 'taken-over1', current_password: `guess-${i}` },
      });
      expect(res.status).toBe(400);
    }
    const email = await call(server, 'PATCH', '/users/me/set-email', {
      token,
      headers: THIEF,
      json: { email: 'thief@example.com', current_password: 'secret123' },
    });
    expect(email.status).toBe(429);
    const signIn = await call(server, 'POST', '/auth/jwt/login', {
      form: { username: user.username, password: 'secret123' },
      headers: THIEF,
    });
    expect(signIn.status).toBe(429);
    const owner = await call(server, 'PATCH', '/users/me/set-password', {
      token,
      json: { password: 'brand-new1', current_password: 'secret123' },
    });
    expect(owner.status).toBe(200);
  });
});
