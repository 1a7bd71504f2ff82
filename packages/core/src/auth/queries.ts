// Which sign-in providers the server has configured: the same for every viewer and fixed while
// the server runs, so asked once per page (a failure is not kept: the next button asks again).
import type { AuthProvidersResponse } from '@savdo/contract';
import { getAuthProviders } from './api';
import { createQuery, fetchQuery } from '../query/query-client';

export const AUTH_PROVIDERS_QUERY = 'auth/providers';
const ONCE_PER_PAGE = { perViewer: false, keepUnusedFor: Number.POSITIVE_INFINITY } as const;

export const $authProviders = createQuery<AuthProvidersResponse>(
  AUTH_PROVIDERS_QUERY,
  undefined,
  () => getAuthProviders(),
  ONCE_PER_PAGE,
);

/** The providers' answer once, through the same cache. */
export function fetchAuthProviders(): Promise<AuthProvidersResponse> {
  return fetchQuery(AUTH_PROVIDERS_QUERY, undefined, () => getAuthProviders(), ONCE_PER_PAGE);
}
