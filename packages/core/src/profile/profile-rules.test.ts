// The profile's client rules: the live username check (debounced, URL-encoded, newest answer
// wins), the phone rule ('Invalid phone number' cases), the avatar limits (image, 5 MB), the
// password change form, and the time-zone preference (profile first, then this browser).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsernameCheckResponse } from '@savdo/contract';
import {
  $savedTimeZone,
  $timeZone,
  chooseTimeZone,
  login,
  logout,
  readSavedTimeZone,
  TIME_ZONE_STORAGE_KEY,
} from '@savdo/core';
import {
  avatarProblem,
  createUsernameCheck,
  isValidPhone,
  passwordChangeProblem,
} from '@savdo/core/profile';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { ok } from '../../../../tests/kit';

describe('live username availability', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const answer = (available: boolean) =>
    vi.fn((username: string) =>
      Promise.resolve<UsernameCheckResponse>({ result: { username, available } }),
    );

  it('waits for typing to pause, then asks once with the newest spelling', async () => {
    const ask = answer(true);
    const check = createUsernameCheck(ask, 400);
    check.input('ali', 'me');
    check.input('alis', 'me');
    check.input('alisher', 'me');
    expect(check.$state.get()).toEqual({ status: 'checking', username: 'alisher' });
    await vi.advanceTimersByTimeAsync(399);
    expect(ask).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('alisher');
    expect(check.$state.get()).toEqual({ status: 'available', username: 'alisher' });
  });

  it('says taken, and a malformed or own username is never asked about', async () => {
    const ask = answer(false);
    const check = createUsernameCheck(ask, 10);
    check.input('a b', 'me');
    expect(check.$state.get().status).toBe('invalid');
    check.input('ME', 'me');
    expect(check.$state.get().status).toBe('idle');
    check.input('someone', 'me');
    await vi.advanceTimersByTimeAsync(10);
    expect(check.$state.get()).toEqual({ status: 'taken', username: 'someone' });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('a slow answer for an older spelling never overwrites a newer one', async () => {
    let release: (v: UsernameCheckResponse) => void = () => undefined;
    const ask = vi
      .fn<(u: string) => Promise<UsernameCheckResponse>>()
      .mockImplementationOnce(() => new Promise((r) => (release = r)))
      .mockImplementation((username) => Promise.resolve({ result: { username, available: true } }));
    const check = createUsernameCheck(ask, 5);
    check.input('first', 'me');
    await vi.advanceTimersByTimeAsync(5);
    check.input('second', 'me');
    await vi.advanceTimersByTimeAsync(5);
    release({ result: { username: 'first', available: false } });
    await vi.advanceTimersByTimeAsync(0);
    expect(check.$state.get()).toEqual({ status: 'available', username: 'second' });
  });

  it('the call sends the username URL-encoded', async () => {
    vi.useRealTimers();
    await resetAll('en');
    const requests = fakeApi({
      'GET /users/check': ({ query }) =>
        ok({ result: { username: query.get('username'), available: true } }),
    });
    const { accountApi } = await import('@savdo/core/profile');
    await accountApi.checkUsername('a.b_c+d&e');
    const sent = requests[0];
    expect(sent?.query.get('username')).toBe('a.b_c+d&e');
  });
});

describe('phone rule (Invalid phone number)', () => {
  it.each(['+998 90 123 45 67', '+998 (90) 123-45-67', '901234567', '+44 20 7946 0958'])(
    'accepts %j',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['((--))--', '12345', '+998 90 abc', '1234567890123456', '', '++998901234567'])(
    'refuses %j',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );
});

describe('avatar limits (images only, 5 MB)', () => {
  it('accepts an image of exactly 5 MB and refuses one byte more or a non-image', () => {
    expect(avatarProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('too-large');
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe('not-image');
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('not-image');
  });
});

describe('change password form (current password required)', () => {
  const form = (over: Partial<Parameters<typeof passwordChangeProblem>[0]>) =>
    passwordChangeProblem({
      current: 'old-pass',
      next: 'new-pass1',
      confirm: 'new-pass1',
      hasPassword: true,
      ...over,
    });
  it('needs the current password when one is set, 6 characters, and a matching confirmation', () => {
    expect(form({ current: '' })).toBe('current-required');
    expect(form({ current: '', hasPassword: false })).toBeNull();
    expect(form({ next: '12345', confirm: '12345' })).toBe('short');
    expect(form({ confirm: 'other-pass' })).toBe('mismatch');
    expect(form({})).toBeNull();
  });
});

describe('time-zone preference', () => {
  beforeEach(async () => {
    await resetAll('en');
    $savedTimeZone.set(readSavedTimeZone());
  });

  it('is Tashkent by default, this browser’s choice when signed out', async () => {
    expect($timeZone.get()).toBe('tashkent');
    await chooseTimeZone('london');
    expect($timeZone.get()).toBe('london');
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('london');
  });

  it("the profile's zone wins, and a choice when signed in is saved to the profile", async () => {
    const requests = fakeApi({
      'PATCH /users/me/update': ({ body }) => ok({ result: apiUser(body as object) }),
    });
    login({ access_token: accessToken(), user: apiUser({ time_zone: 'new_york' }) });
    $savedTimeZone.set('moscow');
    expect($timeZone.get()).toBe('new_york');
    await chooseTimeZone('browser');
    expect($timeZone.get()).toBe('browser');
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/users/me/update', { time_zone: 'browser' }],
    ]);
    logout();
    expect($timeZone.get()).toBe('browser');
  });
});
