// Shared helpers of the session-core tests: unsigned JWTs, a recording fake fetch, and a reset
// of every piece of module state the session core keeps.
import { afterEach, beforeEach, vi } from 'vitest';
import type { ApiUser, TokenPayload } from '@savdo/contract';
import { TOKEN_AUDIENCE } from '@savdo/contract';
import { responseLike, type FakeAnswer } from './fake-api';
import { makeUser } from './users';
export { responseLike };
import {
  configureCore,
  clearToasts,
  i18n,
  logout,
  resetCoreConfig,
  resetSessionRefresh,
  resetSessionValidation,
  resetQueries,
  resetSignalQueries,
  resetUnauthorizedGuard,
} from '@savdo/core';

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** A JWT with the given payload; the signature is junk (the client never checks it). */
export function jwt(payload: object): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(
    JSON.stringify(payload),
  )}.c2lnbmF0dXJl`;
}

export const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

/** An acceptable payload expiring `secondsLeft` after `now`. */
export function payload(
  secondsLeft = 3600,
  overrides: Partial<TokenPayload> = {},
  now: number = NOW,
): TokenPayload {
  return {
    sub: '42',
    email: 'aziz@example.uz',
    username: 'aziz',
    is_active: true,
    is_verified: true,
    is_password_set: true,
    is_banned: false,
    exp: Math.floor(now / 1000) + secondsLeft,
    jti: 'jti-1',
    aud: [TOKEN_AUDIENCE],
    ...overrides,
  };
}

/** An acceptable token expiring `secondsLeft` after `now`. */
export function token(
  secondsLeft = 3600,
  overrides: Partial<TokenPayload> = {},
  now = NOW,
): string {
  return jwt(payload(secondsLeft, overrides, now));
}

export function apiUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return makeUser(overrides);
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type { FakeAnswer };
type Responder = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/** The request's headers with lower-cased names. */
export function lowerCaseHeaders(init?: RequestInit): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries((init?.headers as Record<string, string>) ?? {}))
    headers[key.toLowerCase()] = value;
  return headers;
}

/**
 * Replaces globalThis.fetch (redaxios calls it at request time). Answers come from `respond`,
 * or from a queue when given an array; every request is recorded with lower-cased headers.
 */
export function fakeFetch(respond: Responder | FakeAnswer[]): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const queue = Array.isArray(respond) ? [...respond] : null;
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: lowerCaseHeaders(init),
      body: init?.body,
    };
    requests.push(request);
    const answer = queue
      ? (queue.shift() ?? { status: 599, body: { message: 'no answer queued' } })
      : await (respond as Responder)(request);
    return responseLike(answer, request.url);
  });
  vi.stubGlobal('fetch', fn);
  return requests;
}

/** Lets pending promise callbacks (fetch answers, finally handlers) run; safe with fake timers. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/**
 * Lets zero-delay timers and what they start run, ten rounds deep (a refetch scheduled after a
 * fetch, a staged update); real timers only.
 */
export async function settleTimers(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every piece of module state the session core keeps back to the start. */
export function resetSessionState(): void {
  resetCoreConfig();
  logout();
  resetSessionValidation();
  resetSessionRefresh();
  resetUnauthorizedGuard();
  clearToasts();
  // The data layer's cache: one test's answers must never reach the next.
  resetQueries();
  resetSignalQueries();
}

/** Every piece of module state back to the start, and Uzbek as the interface language. */
export async function resetSessionCore(): Promise<void> {
  resetSessionState();
  await i18n.changeLanguage('uz');
}

/**
 * The set-up most session tests share: a fresh core before each test, its 401 navigation
 * recorded in `core.navigate`, optionally fake timers at NOW; fetch and timers restored after.
 */
export function freshSessionCore(options: { fakeTimers?: boolean } = {}): {
  navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
} {
  const core = { navigate: vi.fn<(path: string) => void>() };
  beforeEach(async () => {
    await resetSessionCore();
    core.navigate = vi.fn<(path: string) => void>();
    configureCore({ onUnauthorizedNavigate: core.navigate });
    if (options.fakeTimers) {
      vi.useFakeTimers();
      vi.setSystemTime(NOW);
    }
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return core;
}
