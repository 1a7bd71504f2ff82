// Helpers of the auth-widget and host-app tests: unsigned JWTs, a fake API answering by
// "METHOD /path" (under /api/v1, query left off) and recording every request, and a reset of the
// session state core keeps between tests. The JWT, user, response and reset pieces are the
// session-core helpers'.
import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { ApiUser, TokenPayload } from '@savdo/contract';
import { i18n } from '@savdo/core';
import {
  apiUser as sessionApiUser,
  jwt,
  lowerCaseHeaders,
  payload,
  resetSessionState,
  responseLike,
  type FakeAnswer,
} from '../../core/session-test-helpers';

export { flush, jwt } from '../../core/session-test-helpers';

/** An acceptable access token expiring `secondsLeft` from now (real or faked clock). */
export function accessToken(secondsLeft = 3600, overrides: Partial<TokenPayload> = {}): string {
  return jwt(
    payload(
      secondsLeft,
      {
        jti: `jti-${Math.random().toString(36).slice(2)}`,
        first_name: 'Aziz',
        last_name: 'Karimov',
        ...overrides,
      },
      Date.now(),
    ),
  );
}

export function apiUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return sessionApiUser({ balance: 1_250_000, ...overrides });
}

export interface ApiRequest {
  method: string;
  /** Path under /api/v1, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type ApiAnswer = FakeAnswer;
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
      const request: ApiRequest = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        headers: lowerCaseHeaders(init),
        body: parseBody(init?.body),
      };
      requests.push(request);
      const handler = routes[`${request.method} ${request.path}`];
      const answer = handler
        ? await handler(request)
        : { status: 404, body: { message: `no fake for ${request.method} ${request.path}` } };
      return responseLike(answer, url.toString());
    }),
  );
  return requests;
}

/** Clean DOM, no session, no toasts, real fetch back, in the given language. */
export async function resetAll(language: 'uz' | 'en' | 'ru' = 'en'): Promise<void> {
  cleanup();
  resetSessionState();
  vi.unstubAllGlobals();
  await i18n.changeLanguage(language);
}
