// Helpers of the auth-widget and host-app tests: unsigned JWTs, a fake API answering by
// "METHOD /path" (under /api/v1, query left off) and recording every request, and a reset of the
// session state core keeps between tests.
import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { ApiUser, TokenPayload } from '@savdo/contract';
import { TOKEN_AUDIENCE } from '@savdo/contract';
import {
  clearToasts,
  i18n,
  logout,
  resetCoreConfig,
  resetSessionRefresh,
  resetSessionValidation,
  resetUnauthorizedGuard,
} from '@savdo/core';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function jwt(payload: object): string {
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.c2ln`;
}

/** An acceptable access token expiring `secondsLeft` from now (real or faked clock). */
export function accessToken(secondsLeft = 3600, overrides: Partial<TokenPayload> = {}): string {
  const payload: TokenPayload = {
    sub: '42',
    email: 'aziz@example.uz',
    username: 'aziz',
    is_active: true,
    is_verified: true,
    is_password_set: true,
    is_banned: false,
    exp: Math.floor(Date.now() / 1000) + secondsLeft,
    jti: `jti-${Math.random().toString(36).slice(2)}`,
    aud: [TOKEN_AUDIENCE],
    first_name: 'Aziz',
    last_name: 'Karimov',
    ...overrides,
  };
  return jwt(payload);
}

export function apiUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    id: 42,
    first_name: 'Aziz',
    last_name: 'Karimov',
    email: 'aziz@example.uz',
    username: 'aziz',
    role: 'user',
    is_active: true,
    is_verified: true,
    is_password_set: true,
    is_banned: false,
    balance: 1_250_000,
    ...overrides,
  };
}

export interface ApiRequest {
  method: string;
  /** Path under /api/v1, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type ApiAnswer = { status: number; body?: unknown } | Error;
export type ApiRoutes = Record<string, (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>>;

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Replaces fetch with a fake API. Unknown routes answer 404 with a message. Returns the list of
 * requests, in order.
 */
export function fakeApi(routes: ApiRoutes): ApiRequest[] {
  const requests: ApiRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(String(input), 'http://localhost');
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries((init?.headers as Record<string, string>) ?? {}))
        headers[key.toLowerCase()] = value;
      const request: ApiRequest = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        headers,
        body: parseBody(init?.body),
      };
      requests.push(request);
      const handler = routes[`${request.method} ${request.path}`];
      const answer = handler
        ? await handler(request)
        : { status: 404, body: { message: `no fake for ${request.method} ${request.path}` } };
      if (answer instanceof Error) throw answer;
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return {
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        statusText: String(answer.status),
        headers: new Headers({ 'content-type': 'application/json' }),
        url: url.toString(),
        text: () => Promise.resolve(text),
      } as unknown as Response;
    }),
  );
  return requests;
}

/** Lets pending promise callbacks run (safe under fake timers). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/** Clean DOM, no session, no toasts, real fetch back, in the given language. */
export async function resetAll(language: 'uz' | 'en' | 'ru' = 'en'): Promise<void> {
  cleanup();
  resetCoreConfig();
  logout();
  resetSessionValidation();
  resetSessionRefresh();
  resetUnauthorizedGuard();
  clearToasts();
  vi.unstubAllGlobals();
  await i18n.changeLanguage(language);
}
