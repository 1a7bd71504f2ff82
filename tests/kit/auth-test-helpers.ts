// Helpers of the auth-widget and host-app tests: unsigned JWTs, a fake API answering by
// "METHOD /path" (under /api/v1, query left off) and recording every request, and a reset of the
// session state core keeps between tests. The JWT, user, response and reset pieces are the
// session-core helpers'.
import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { ApiUser, TokenPayload } from '@savdo/contract';
import { i18n, login } from '@savdo/core';
import { createFakeApi, type FakeAnswer, type FakeRequest, type RouteTable } from '.';
import { apiUser as sessionApiUser, jwt, payload, resetSessionState } from './session-test-helpers';

export { flush, jwt } from './session-test-helpers';

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

export type ApiRequest = FakeRequest;
export type ApiAnswer = FakeAnswer;
export type ApiRoutes = RouteTable;

/**
 * Replaces fetch with the kit's fake API (tests/kit/fake-api.ts) over `routes`, keyed
 * "METHOD /path" or a pattern ("GET /signal/:id"). Unknown routes answer 404 with a message.
 * Returns the list of requests, in order.
 */
export function fakeApi(routes: ApiRoutes): ApiRequest[] {
  const api = createFakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api.requests;
}

/** Clean DOM, no session, no toasts, real fetch back, in the given language. */
export async function resetAll(language: 'uz' | 'en' | 'ru' = 'en'): Promise<void> {
  cleanup();
  resetSessionState();
  vi.unstubAllGlobals();
  await i18n.changeLanguage(language);
}

/** resetAll, then the demo user signed in (widgets that act for the signed-in user only). */
export async function signedIn(language: 'uz' | 'en' | 'ru' = 'en'): Promise<void> {
  await resetAll(language);
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
}
