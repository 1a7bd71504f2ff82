import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detectInAppBrowser,
  isAppleDevice,
  planInAppRedirect,
  redirectOutOfInAppBrowser,
  runInAppRedirect,
} from '@savdo/core';

// Real-world user agents (shortened only where the tail does not matter).
const UA = {
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  instagramIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 335.0.1.20.93 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00; 1179x2556; 612413463)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.1.0.34.111 Android',
  facebookIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.193 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.37.108;]',
  messengerIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/438.0.0.33.118;FBBV/533846532;FBDV/iPhone13,2]',
  messengerAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/431.0.0.12.109;]',
  telegramIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1 Telegram',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 14; 23078PND5G Build/UKQ1.230804.001) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.107 Mobile Safari/537.36 Telegram-Android/11.4.2 (Xiaomi 23078PND5G; Android 14; SDK 34; AVERAGE)',
  tiktokIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.9.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A127F Build/SP1A.210812.016) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 BytedanceWebview/d8a21c6',
  snapchat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.62.0.36 (like Safari/8617.1.17.10.9, panda)',
  linkedin:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.7712',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.9.0',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.43(0x18002b2c) NetType/WIFI Language/zh_CN',
  twitterIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.12',
  twitterAndroid:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0 Mobile Safari/537.36 TwitterAndroid',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 10; K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.210 Mobile Safari/537.36',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0',
};

describe('in-app browser detection', () => {
  it.each([
    ['instagramIphone', 'Instagram'],
    ['instagramAndroid', 'Instagram'],
    ['facebookIphone', 'Facebook'],
    ['facebookAndroid', 'Facebook'],
    ['messengerIphone', 'Messenger'],
    ['messengerAndroid', 'Messenger'],
    ['telegramIphone', 'Telegram'],
    ['telegramAndroid', 'Telegram'],
    ['tiktokIphone', 'TikTok'],
    ['tiktokAndroid', 'TikTok'],
    ['snapchat', 'Snapchat'],
    ['linkedin', 'LinkedIn'],
    ['line', 'Line'],
    ['wechat', 'WeChat'],
    ['twitterIphone', 'Twitter'],
    ['twitterAndroid', 'Twitter'],
    ['androidWebView', 'Android WebView'],
  ] as const)('%s is detected as %s', (key, name) => {
    expect(detectInAppBrowser(UA[key])).toBe(name);
  });

  it.each(['chromeDesktop', 'safariIphone', 'chromeAndroid'] as const)(
    'a regular browser (%s) is not an in-app browser',
    (key) => {
      expect(detectInAppBrowser(UA[key])).toBeNull();
    },
  );

  it('an empty user agent is not an in-app browser', () => {
    expect(detectInAppBrowser('')).toBeNull();
  });

  it('"Linux" is not mistaken for the Line app', () => {
    expect(detectInAppBrowser(UA.chromeAndroid)).toBeNull();
  });
});

describe('Apple device detection', () => {
  it('iPhone, iPad in desktop mode and Apple in-app browsers are Apple devices', () => {
    expect(isAppleDevice(UA.safariIphone)).toBe(true);
    expect(isAppleDevice(UA.instagramIphone)).toBe(true);
    expect(isAppleDevice(UA.ipadDesktopMode)).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
  });

  it('Android and Windows are not', () => {
    expect(isAppleDevice(UA.instagramAndroid)).toBe(false);
    expect(isAppleDevice(UA.chromeDesktop)).toBe(false);
  });
});

const PAGE = 'https://savdo.uz/video-courses/3?tab=2#lesson-4';

describe('in-app redirect plan', () => {
  it('is null outside an in-app browser', () => {
    expect(planInAppRedirect(PAGE, UA.safariIphone)).toBeNull();
    expect(planInAppRedirect(PAGE, UA.chromeAndroid)).toBeNull();
  });

  it('Apple devices get two attempts, after 1000 ms and 2000 ms: Safari, then Chrome', () => {
    expect(planInAppRedirect(PAGE, UA.instagramIphone)).toEqual({
      kind: 'apple',
      browser: 'Instagram',
      attempts: [
        { delayMs: 1000, href: 'x-safari-https://savdo.uz/video-courses/3?tab=2#lesson-4' },
        { delayMs: 2000, href: 'googlechromes://savdo.uz/video-courses/3?tab=2#lesson-4' },
      ],
    });
  });

  it('Apple attempts for a plain-http page keep http', () => {
    const plan = planInAppRedirect('http://localhost:5173/auth', UA.telegramIphone);
    expect(plan).toMatchObject({
      kind: 'apple',
      attempts: [
        { href: 'x-safari-http://localhost:5173/auth' },
        { href: 'googlechrome://localhost:5173/auth' },
      ],
    });
  });

  it('other devices get an Android intent for Chrome', () => {
    expect(planInAppRedirect(PAGE, UA.instagramAndroid)).toEqual({
      kind: 'intent',
      browser: 'Instagram',
      href: 'intent://savdo.uz/video-courses/3?tab=2#Intent;scheme=https;package=com.android.chrome;end',
    });
  });

  it('the intent keeps the port and the scheme of the page', () => {
    const plan = planInAppRedirect('http://localhost:5173/', UA.androidWebView);
    expect(plan).toMatchObject({
      href: 'intent://localhost:5173/#Intent;scheme=http;package=com.android.chrome;end',
    });
  });

  it('is null for an unreadable or non-web URL', () => {
    expect(planInAppRedirect('not a url', UA.instagramAndroid)).toBeNull();
    expect(planInAppRedirect('file:///tmp/x.html', UA.instagramAndroid)).toBeNull();
  });
});

describe('running the redirect', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeEffects() {
    const assigned: string[] = [];
    return {
      assigned,
      effects: {
        setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
        assign: (href: string) => assigned.push(href),
      },
    };
  }

  it('Apple: nothing at once, Safari after 1000 ms, Chrome after 2000 ms', () => {
    vi.useFakeTimers();
    const { assigned, effects } = fakeEffects();
    runInAppRedirect(planInAppRedirect(PAGE, UA.facebookIphone), effects);
    expect(assigned).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(assigned).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(assigned).toEqual(['x-safari-https://savdo.uz/video-courses/3?tab=2#lesson-4']);
    vi.advanceTimersByTime(999);
    expect(assigned).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(assigned).toEqual([
      'x-safari-https://savdo.uz/video-courses/3?tab=2#lesson-4',
      'googlechromes://savdo.uz/video-courses/3?tab=2#lesson-4',
    ]);
  });

  it('Android: the intent is assigned at once, with no timer', () => {
    vi.useFakeTimers();
    const { assigned, effects } = fakeEffects();
    runInAppRedirect(planInAppRedirect(PAGE, UA.tiktokAndroid), effects);
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatch(/^intent:\/\/savdo\.uz\//);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('no plan: nothing happens', () => {
    vi.useFakeTimers();
    const { assigned, effects } = fakeEffects();
    runInAppRedirect(null, effects);
    vi.advanceTimersByTime(5000);
    expect(assigned).toEqual([]);
  });

  it('redirectOutOfInAppBrowser reads the window and navigates it', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    const win = {
      location: { href: PAGE, assign },
      navigator: { userAgent: UA.line },
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    } as unknown as Window;
    const plan = redirectOutOfInAppBrowser(win);
    expect(plan?.kind).toBe('apple');
    vi.advanceTimersByTime(2000);
    expect(assign.mock.calls.map((c) => c[0])).toEqual([
      'x-safari-https://savdo.uz/video-courses/3?tab=2#lesson-4',
      'googlechromes://savdo.uz/video-courses/3?tab=2#lesson-4',
    ]);
  });

  it('redirectOutOfInAppBrowser does nothing in a regular browser', () => {
    expect(redirectOutOfInAppBrowser(window)).toBeNull();
  });
});
