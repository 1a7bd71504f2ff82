// Decision 9: the language a signed-in user chooses is saved in this browser and to the profile;
// the one chooser the header's menu and the settings page share.
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { $auth, $language, chooseLanguage, loadLanguage, login, resetQueries } from '@savdo/core';
import {
  accessToken,
  apiUser,
  fakeApi,
  flush,
  resetAll,
} from '../../../../tests/kit/auth-test-helpers';

let requests: ReturnType<typeof fakeApi>;
let answer: () => { status: number; body: unknown };

// The interface switches once a language's strings are loaded; loaded here, the switch is at once.
beforeAll(async () => {
  await Promise.all([loadLanguage('uz'), loadLanguage('ru')]);
});

beforeEach(async () => {
  await resetAll('en');
  resetQueries();
  answer = () => ({ status: 200, body: { result: apiUser({ language: 'ru' }) } });
  requests = fakeApi({ 'PATCH /users/me/update': () => answer() });
});

const saved = () => requests.filter((r) => r.path === '/users/me/update').map((r) => r.body);

describe('chooseLanguage (decision 9)', () => {
  it('switches and remembers the language; a guest sends nothing', async () => {
    await chooseLanguage('uz');
    expect($language.get()).toBe('uz');
    expect(localStorage.getItem('i18nextLng')).toBe('uz');
    expect(saved()).toEqual([]);
  });

  it('saves the choice to the profile a task after the switch, and leaves the session user as it is', async () => {
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const sessionUser = $auth.get().user;
    const done = chooseLanguage('ru');
    await flush();
    // The switch's task: the page switches, nothing is sent (docs/decisions/0330-interactions-bench.md).
    expect($language.get()).toBe('ru');
    expect(saved()).toEqual([]);
    await vi.runAllTimersAsync();
    await done;
    expect(saved()).toEqual([{ language: 'ru' }]);
    // A new session user would draw the frame and every page reading it again.
    expect($auth.get().user).toBe(sessionUser);
  });

  it("resolves with the server's answer (a guest's with nothing)", async () => {
    expect(await chooseLanguage('ru')).toBeUndefined();
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
    expect((await chooseLanguage('ru'))?.language).toBe('ru');
  });

  it('rejects when the profile could not be saved; the choice holds in this browser', async () => {
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
    answer = () => ({ status: 500, body: { detail: 'down' } });
    await expect(chooseLanguage('uz')).rejects.toBeTruthy();
    expect($language.get()).toBe('uz');
    expect(localStorage.getItem('i18nextLng')).toBe('uz');
  });
});
