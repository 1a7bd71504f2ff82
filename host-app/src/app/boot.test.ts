// Start-up of the hosted site: mode 'app', the session restored, the routines started, and no
// app at all inside an in-app browser (docs/product.md, "Rules that matter to a trader").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $auth, $coreConfig, i18n, login, setTheme } from '@savdo/core';
import { boot } from './boot';
import {
  accessToken,
  apiUser,
  fakeApi,
  flush,
  resetAll,
} from '../../../tests/kit/auth-test-helpers';

let stop: () => void = () => undefined;

beforeEach(async () => {
  await resetAll('en');
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

function fakeWindow(userAgent: string, href = 'https://savdo.uz/dashboard') {
  const assign = vi.fn();
  const timers: [() => void, number][] = [];
  const win = {
    document,
    navigator: { userAgent },
    location: { href, assign },
    setTimeout: (run: () => void, ms: number) => {
      timers.push([run, ms]);
      return timers.length;
    },
  } as unknown as Window;
  return { win, assign, timers };
}

describe('boot', () => {
  it("configures core for mode 'app' and restores a stored session", async () => {
    const requests = fakeApi({
      'POST /auth/verify-token': () => ({
        status: 200,
        body: { valid: true, user: apiUser({ balance: 7 }) },
      }),
    });
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
    $auth.set({ isAuthenticated: false, user: null, isValidating: false, sessionTimeout: null });
    const { win } = fakeWindow('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36');
    const result = boot(win);
    stop = result.stop;
    expect(result.inAppPlan).toBeNull();
    expect($coreConfig.get().mode).toBe('app');
    expect($auth.get().isAuthenticated).toBe(true);
    // The validation routine's forced check on start replaces the user with the server's.
    await flush();
    expect(requests.map((r) => r.path)).toContain('/auth/verify-token');
    expect($auth.get().user?.balance).toBe(7);
  });

  it('keeps <html lang> (a task after a switch) and the page background in step with language and theme', async () => {
    const { win } = fakeWindow('Mozilla/5.0 Chrome/156.0');
    stop = boot(win).stop;
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('ru');
    expect(document.documentElement.lang).toBe('en');
    // A task later, with the page's content (docs/decisions/0330-interactions-bench.md).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.lang).toBe('ru');
    setTheme('dark');
    expect(document.documentElement.dataset.hostTheme).toBe('dark');
    setTheme('light');
    expect(document.documentElement.dataset.hostTheme).toBe('light');
  });

  it('inside an in-app browser on Android: sends the intent at once and starts nothing', () => {
    const { win, assign } = fakeWindow(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Instagram 300.0',
    );
    const result = boot(win);
    stop = result.stop;
    expect(result.inAppPlan?.kind).toBe('intent');
    expect(assign).toHaveBeenCalledWith(
      expect.stringMatching(/^intent:\/\/savdo\.uz\/dashboard#Intent;/),
    );
  });

  it('inside an in-app browser on Apple devices: two attempts, after 1 s and after 2 s', () => {
    const { win, timers } = fakeWindow(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Telegram',
    );
    const result = boot(win);
    stop = result.stop;
    expect(result.inAppPlan?.kind).toBe('apple');
    expect(timers.map(([, ms]) => ms)).toEqual([1000, 2000]);
  });
});
