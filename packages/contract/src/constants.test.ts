// Each business constant, asserted against the spec's own number.
import { describe, expect, it } from 'vitest';
import {
  API_BASES,
  AUTH_ROUTE,
  BAN_ROUTE,
  CACHE_KEEP_UNUSED_MS,
  COPY_TRADING,
  CURRENCY,
  DEFAULT_LANDING_ROUTE,
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  DEFAULT_TIME_ZONE,
  DEFAULT_USER_LANGUAGE,
  IN_APP_REDIRECT_DELAYS_MS,
  LANGUAGES,
  MIN_TOP_UP_UZS,
  MODULE_ACCESS_DAYS,
  MODULE_ACCESS_MS,
  PAGE_SIZE,
  PASSWORD_MIN_LENGTH,
  SESSION_FRESH_MS,
  SESSION_REFRESH_INTERVAL_MS,
  SESSION_REFRESH_MIN_GAP_MS,
  SESSION_REFRESH_THRESHOLD_MS,
  SESSION_VALIDATION_INTERVAL_MS,
  SESSION_VALIDATION_MIN_GAP_MS,
  SIGNAL_PERFORMANCE_PERIOD_DAYS,
  SIGNAL_TABS,
  STORAGE_KEYS,
  THEMES,
  TIME_ZONES,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_MAX_VISIBLE,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
  TOKEN_AUDIENCE,
  TOKEN_EXPIRY_MARGIN_MS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  VISIBILITY_CHECK_DELAY_MS,
} from '@savdo/contract';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('tokens and sessions', () => {
  it('token expiry safety margin is 60 seconds', () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(60 * SECOND);
  });

  it('session refresh routine checks every 2 minutes', () => {
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(2 * MINUTE);
  });

  it('session refresh happens when 3 minutes or less remain', () => {
    expect(SESSION_REFRESH_THRESHOLD_MS).toBe(3 * MINUTE);
  });

  it('at least 30 s between refreshes', () => {
    expect(SESSION_REFRESH_MIN_GAP_MS).toBe(30 * SECOND);
  });

  it('session validation: fresh if over 10 s remain', () => {
    expect(SESSION_FRESH_MS).toBe(10 * SECOND);
  });

  it('session validation: periodic check every 10 min', () => {
    expect(SESSION_VALIDATION_INTERVAL_MS).toBe(10 * MINUTE);
  });

  it('session validation: at least 30 s between unforced checks', () => {
    expect(SESSION_VALIDATION_MIN_GAP_MS).toBe(30 * SECOND);
  });

  it('check 1 s after the tab becomes visible', () => {
    expect(VISIBILITY_CHECK_DELAY_MS).toBe(1 * SECOND);
  });

  it('every accepted token carries the users-auth audience (decision 5)', () => {
    expect(TOKEN_AUDIENCE).toBe('fastapi-users:auth');
  });
});

describe('cache and toasts', () => {
  it('response cache keepUnusedDataFor is 60 s', () => {
    expect(CACHE_KEEP_UNUSED_MS).toBe(60 * SECOND);
  });

  it('toasts last 4000 ms, up to 3 visible', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_MAX_VISIBLE).toBe(3);
  });

  it('toasts are 356px wide with a 14px gap and a 45px swipe threshold', () => {
    expect(TOAST_WIDTH_PX).toBe(356);
    expect(TOAST_GAP_PX).toBe(14);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(45);
  });
});

describe('limits', () => {
  it('minimum password length is 6 (decision 1)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  it('course module access lasts 7 days', () => {
    expect(MODULE_ACCESS_DAYS).toBe(7);
    expect(MODULE_ACCESS_MS).toBe(7 * 24 * 60 * MINUTE);
  });

  it('minimum top-up is 1,000 UZS', () => {
    expect(MIN_TOP_UP_UZS).toBe(1000);
  });

  it('upload limit is 2 images, 5MB each', () => {
    expect(UPLOAD_MAX_FILES).toBe(2);
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('currency is UZS', () => {
    expect(CURRENCY).toBe('UZS');
  });

  it('signal performance period is 30 days', () => {
    expect(SIGNAL_PERFORMANCE_PERIOD_DAYS).toBe(30);
  });

  it('signal tabs are all, crypto, forex, stock, commodity', () => {
    expect(SIGNAL_TABS).toEqual(['all', 'crypto', 'forex', 'stock', 'commodity']);
  });

  it('copy trading: monthly profit 1% to 50%, risk 0.5% to 1% per trade', () => {
    expect(COPY_TRADING).toEqual({
      monthlyProfitPercent: { min: 1, max: 50 },
      riskPerTradePercent: { min: 0.5, max: 1 },
    });
  });

  it('in-app browser redirect delays are 1000 ms and 2000 ms', () => {
    expect(IN_APP_REDIRECT_DELAYS_MS).toEqual([1000, 2000]);
  });

  it('default landing route is /dashboard; guards use /auth and /ban', () => {
    expect(DEFAULT_LANDING_ROUTE).toBe('/dashboard');
    expect(AUTH_ROUTE).toBe('/auth');
    expect(BAN_ROUTE).toBe('/ban');
  });
});

describe('default page sizes', () => {
  it.each([
    ['algoTrades', 10],
    ['reviews', 10],
    ['chatMessages', 50],
    ['notifications', 20],
    ['resources', 12],
    ['courses', 12],
    ['courseModules', 10],
    ['tradingJournal', 20],
    ['signals', 20],
    ['banners', 10],
    ['instructions', 10_000],
    ['dashboardAlgoPurchases', 3],
  ] as const)('page size of %s is %i', (key, size) => {
    expect(PAGE_SIZE[key]).toBe(size);
  });

  it('lists every page size of the spec, no more', () => {
    expect(Object.keys(PAGE_SIZE)).toHaveLength(12);
  });
});

describe('storage, languages, themes, time zones', () => {
  it('theme key is vite-ui-theme and language key is i18nextLng', () => {
    expect(STORAGE_KEYS.theme).toBe('vite-ui-theme');
    expect(STORAGE_KEYS.language).toBe('i18nextLng');
  });

  it('tokens live under a key named for the auth token, with a second key for the refresh token', () => {
    expect(STORAGE_KEYS.authToken).toBe('auth_token');
    expect(STORAGE_KEYS.refreshToken).toBe('refresh_token');
  });

  it('theme options are light, dark, system; the default is system (decision 8)', () => {
    expect([...THEMES].sort()).toEqual(['dark', 'light', 'system']);
    expect(DEFAULT_THEME).toBe('system');
  });

  it('languages are en, uz, ru; default and fallback uz', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'ru', 'uz']);
    expect(DEFAULT_LANGUAGE).toBe('uz');
  });

  it("the user record's language defaults to 'en'", () => {
    expect(DEFAULT_USER_LANGUAGE).toBe('en');
  });

  it('time zone choices are UTC+5 Tashkent, UTC+3 Moscow, UTC+0 London, UTC-5 New York', () => {
    expect(TIME_ZONES.map((z) => [z.label, z.offsetMinutes])).toEqual([
      ['UTC+5 Tashkent', 5 * 60],
      ['UTC+3 Moscow', 3 * 60],
      ['UTC+0 London', 0],
      ['UTC-5 New York', -5 * 60],
    ]);
  });

  it('calendar and signal times default to UTC+5 Tashkent (decision 15)', () => {
    expect(DEFAULT_TIME_ZONE).toBe('tashkent');
  });
});

describe('API base paths', () => {
  it('three base paths under /api/v1: main, /payments, /chat-presence', () => {
    expect(API_BASES).toEqual({
      main: '/api/v1',
      payments: '/api/v1/payments',
      chatPresence: '/api/v1/chat-presence',
    });
  });
});
