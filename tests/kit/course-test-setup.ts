// Shared set-up of the course widget tests: the kit's demo catalog behind the fake API, a
// signed-in user whose /users/me follows the fake server's balance, and a clean core.
import { clearToasts, login, resetCoreConfig, resetLive } from '@savdo/core';
import { coursesRoutes, makeCourseCatalog, ok, type CoursesServer, type RouteTable } from '.';
import { installFakeSocket } from './live-test-socket';
import { accessToken, apiUser, fakeApi, resetAll, type ApiRequest } from './auth-test-helpers';

export interface CoursesTest {
  server: CoursesServer;
  requests: ApiRequest[];
}

export async function setUpCourses(
  options: {
    language?: 'uz' | 'ru' | 'en';
    balance?: number;
    signedIn?: boolean;
    change?: (server: CoursesServer) => void;
    extraRoutes?: (server: CoursesServer) => RouteTable;
  } = {},
): Promise<CoursesTest> {
  const { language = 'en', balance = 1_250_000, signedIn = true } = options;
  resetLive();
  await resetAll(language);
  resetCoreConfig();
  clearToasts();
  installFakeSocket();
  const server: CoursesServer = { ...makeCourseCatalog(), balance };
  options.change?.(server);
  const requests = fakeApi({
    ...coursesRoutes(server),
    'GET /users/me': () => ok({ result: apiUser({ balance: server.balance }) }),
    ...options.extraRoutes?.(server),
  });
  if (signedIn)
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser({ balance }) });
  return { server, requests };
}

export function tearDownCourses(): void {
  resetLive();
  resetCoreConfig();
  clearToasts();
}

/** Text as rendered: the default normalizer would turn the narrow spaces into plain ones. */
export const TRIM = { normalizer: (s: string) => s.trim() };
export const NNBSP = '\u202F';
