// Shared set-up of the resource widget tests: the kit's small library behind the fake API, a
// signed-in user whose /users/me follows the fake server's balance, and a clean core.
import { clearToasts, login, resetCoreConfig, resetLive } from '@savdo/core';
import { makeResourceLibrary, ok, resourcesRoutes, type ResourcesServer, type RouteTable } from '.';
import { installFakeSocket } from './live-test-socket';
import { accessToken, apiUser, fakeApi, resetAll, type ApiRequest } from './auth-test-helpers';

export interface ResourcesTest {
  server: ResourcesServer;
  requests: ApiRequest[];
}

export async function setUpResources(
  options: {
    language?: 'uz' | 'ru' | 'en';
    balance?: number;
    signedIn?: boolean;
    change?: (server: ResourcesServer) => void;
    /** Routes in place of the library's (to hold an answer back, say). */
    routes?: (server: ResourcesServer, library: RouteTable) => RouteTable;
  } = {},
): Promise<ResourcesTest> {
  const { language = 'en', balance = 500_000, signedIn = true } = options;
  resetLive();
  await resetAll(language);
  resetCoreConfig();
  clearToasts();
  installFakeSocket();
  const server = makeResourceLibrary(balance);
  options.change?.(server);
  const library = resourcesRoutes(server);
  const requests = fakeApi({
    ...library,
    ...options.routes?.(server, library),
    'GET /users/me': () => ok({ result: apiUser({ balance: server.balance }) }),
  });
  if (signedIn)
    login({ access_token: accessToken(), refresh_token: 'r', user: apiUser({ balance }) });
  return { server, requests };
}

export function tearDownResources(): void {
  resetLive();
  resetCoreConfig();
  clearToasts();
}

export const NNBSP = '\u202F';
