// What the back office's page tests share: an admin signed in, the fake API answering GET
// /users/me for them, and the list envelope.
import type { ApiUser } from '@savdo/contract';
import { login } from '@savdo/core';
import {
  accessToken,
  apiUser,
  fakeApi,
  type ApiRoutes,
} from '../../../../../tests/kit/auth-test-helpers';

export const ADMIN = apiUser({ id: 1, role: 'admin', username: 'admin' });

/** Signs the admin in and fakes the API with `routes` (plus GET /users/me). */
export function asAdmin(routes: ApiRoutes) {
  login({
    access_token: accessToken(3600, { is_verified: true }),
    refresh_token: 'r',
    user: ADMIN,
  });
  return fakeApi({
    'GET /users/me': () => ({ status: 200, body: { result: ADMIN } }),
    ...routes,
  });
}

/** A page of rows as every admin list answers it. */
export function pageOf<T>(rows: T[]) {
  return { status: 200, body: { result: { data: rows, page: 1, limit: 20, total: rows.length } } };
}

export type { ApiUser };
