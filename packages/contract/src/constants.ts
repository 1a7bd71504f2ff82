/**
 * Business constants and limits, in one place, named.
 * Times are milliseconds unless the name says otherwise; money is integer UZS (decision 14).
 */

/** A token counts as expired when its expiry is less than this far away. */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

/** Session refresh routine: how often it checks. */
export const SESSION_REFRESH_INTERVAL_MS = 2 * 60_000;
/** Session refresh routine: refresh when this much or less remains. */
export const SESSION_REFRESH_THRESHOLD_MS = 3 * 60_000;
/** Session refresh routine: at least this long between two refreshes. */
export const SESSION_REFRESH_MIN_GAP_MS = 30_000;

/** Session validation: a token with more than this left is fresh (unforced checks skip). */
export const SESSION_FRESH_MS = 10_000;
/** Session validation: periodic check while the tab is visible. */
export const SESSION_VALIDATION_INTERVAL_MS = 10 * 60_000;
/** Session validation: at least this long between two unforced checks. */
export const SESSION_VALIDATION_MIN_GAP_MS = 30_000;
/** Both routines: delay of the check after the tab becomes visible again. */
export const VISIBILITY_CHECK_DELAY_MS = 1_000;

/** Response cache: unused data is kept this long. */
export const CACHE_KEEP_UNUSED_MS = 60_000;

export const TOAST_TYPES = ['success', 'info', 'warning', 'error', 'loading'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_DURATION_MS = 4_000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_THRESHOLD_PX = 45;

export const PASSWORD_MIN_LENGTH = 6;
/** Course module access after a purchase (decision 13: extends from the current expiry). */
export const MODULE_ACCESS_DAYS = 7;
export const MODULE_ACCESS_MS = MODULE_ACCESS_DAYS * 24 * 60 * 60_000;
export const MIN_TOP_UP_UZS = 1_000;
export const UPLOAD_MAX_FILES = 2;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const CURRENCY = 'UZS';
export const SIGNAL_PERFORMANCE_PERIOD_DAYS = 30;

export const COPY_TRADING = {
  monthlyProfitPercent: { min: 1, max: 50 },
  riskPerTradePercent: { min: 0.5, max: 1 },
} as const;

/** In-app browser redirect: Apple devices get attempts after these delays. */
export const IN_APP_REDIRECT_DELAYS_MS = [1_000, 2_000] as const;

export const DEFAULT_LANDING_ROUTE = '/dashboard';
export const AUTH_ROUTE = '/auth';
export const BAN_ROUTE = '/ban';

/** Default page sizes per call. */
export const PAGE_SIZE = {
  algoTrades: 10,
  reviews: 10,
  chatMessages: 50,
  notifications: 20,
  resources: 12,
  courses: 12,
  courseModules: 10,
  tradingJournal: 20,
  signals: 20,
  banners: 10,
  instructions: 10_000,
  dashboardAlgoPurchases: 3,
} as const;
/** The server caps `limit` at this, except instructions (decision 17). */
export const MAX_PAGE_SIZE = 100;

/** Local storage keys. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  refreshToken: 'refresh_token',
  theme: 'vite-ui-theme',
  language: 'i18nextLng',
} as const;

/** The audience every accepted access token carries (decision 5). */
export const TOKEN_AUDIENCE = 'fastapi-users:auth';

export const LANGUAGES = ['uz', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uz';
/** The user record's language default, distinct from the interface default. */
export const DEFAULT_USER_LANGUAGE: Language = 'en';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

/**
 * The four time-zone choices plus the browser's own (decision 15). The labels
 * promise a fixed offset, so times are shown at exactly that offset all year (no DST shift).
 */
export const TIME_ZONES = [
  { id: 'tashkent', offsetMinutes: 300, label: 'UTC+5 Tashkent' },
  { id: 'moscow', offsetMinutes: 180, label: 'UTC+3 Moscow' },
  { id: 'london', offsetMinutes: 0, label: 'UTC+0 London' },
  { id: 'new_york', offsetMinutes: -300, label: 'UTC-5 New York' },
] as const;
export type TimeZoneChoice = (typeof TIME_ZONES)[number]['id'] | 'browser';
export const DEFAULT_TIME_ZONE: TimeZoneChoice = 'tashkent';

export const API_ROOT = '/api/v1';
export const API_BASES = {
  main: API_ROOT,
  payments: `${API_ROOT}/payments`,
  chatPresence: `${API_ROOT}/chat-presence`,
} as const;
