// What the back office's section tests share: an admin signed in, a page answer, and a wait
// that suits a loaded machine.
import type { ApiUser } from '@savdo/contract';
import { login } from '@savdo/core';
import { beforeAll, beforeEach } from 'vitest';
import { accessToken, apiUser, fakeApi, resetAll, type ApiRoutes } from './auth-test-helpers';

/**
 * How long a section's test waits for what it expects: most of the test's own limit (60 s,
 * vitest.config.ts). /admin/plans's first row once took over 20 s inside `npm test` at a load
 * of about 10, with the back office's code already imported (a fresh clone, 2026-11-30): a
 * shorter wait only turns a slow pass into a failure, and a row that never comes still fails.
 */
export const WAIT = { timeout: 45_000 };
export const admin: ApiUser = apiUser({ id: 1, role: 'admin', username: 'admin' });

export function signInAdmin(): void {
  login({
    access_token: accessToken(3600, { is_verified: true }),
    refresh_token: 'r',
    user: admin,
  });
}

export const me = () => ({ status: 200, body: { result: admin } });

export function page<T>(data: T[]) {
  return { status: 200, body: { result: { data, page: 1, limit: 20, total: data.length } } };
}

/** Signs the admin in and fakes the API with `routes` (plus GET /users/me); answers the requests. */
export function asAdmin(routes: ApiRoutes) {
  signInAdmin();
  return fakeApi({ 'GET /users/me': me, ...routes });
}

/** The limit for the back office's preload: the module transform it waits for is CPU-bound. */
const PRELOAD_LIMIT = 120_000;

/**
 * Imports the back office's page and its other sections, which the app loads when a section is
 * first opened (host-app/src/pages/admin/lazy-section.tsx). Under vitest that first import
 * transforms about a hundred modules: over 20 s at a load of 10 (CI, 2026-11-30), which ran out
 * a test's wait for its first row.
 */
async function preloadBackOffice(): Promise<void> {
  await Promise.all([
    import('../../host-app/src/pages/admin/admin-page'),
    import('../../host-app/src/pages/admin/other-sections'),
  ]);
}

/**
 * The hooks of a back-office section's test file: the back office's code imported once, in a
 * hook with its own limit rather than inside the first test's wait, and every test starting from
 * a fresh page in English. Called at the top of each file (the kit module is evaluated once per
 * worker, so hooks it registered by itself would attach to the first file only).
 */
export function backOfficeTestFile(): void {
  beforeAll(preloadBackOffice, PRELOAD_LIMIT);
  beforeEach(async () => {
    await resetAll('en');
  });
}
