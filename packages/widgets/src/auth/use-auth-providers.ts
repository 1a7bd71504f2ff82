// Which sign-in providers the server has configured (GET /auth/providers), from core's
// $authProviders query store: asked once per page, a failure asked again by the next button.
// A provider that is not configured, or a failed answer, means its button is hidden.
import type { AuthProvidersResponse } from '@savdo/contract';
import {
  $authProviders,
  AUTH_PROVIDERS_QUERY,
  fetchAuthProviders,
  invalidateQueries,
  keyOf,
} from '@savdo/core';
import { useStore } from '@savdo/ui';

export interface AuthProviders {
  googleClientId: string | null;
  telegramBotName: string | null;
}

const NONE: AuthProviders = { googleClientId: null, telegramBotName: null };

function providersOf(answer: AuthProvidersResponse): AuthProviders {
  return {
    googleClientId: answer.result.google_client_id || null,
    telegramBotName: answer.result.telegram_bot_name || null,
  };
}

export function loadAuthProviders(): Promise<AuthProviders> {
  return fetchAuthProviders().then(providersOf, () => NONE);
}

/** Forgets the cached answer; for tests. */
export function resetAuthProviders(): void {
  invalidateQueries(keyOf(AUTH_PROVIDERS_QUERY));
}

/** The configured providers, or null while the answer is on its way. */
export function useAuthProviders(): AuthProviders | null {
  const value = useStore($authProviders);
  if (value.data !== undefined) return providersOf(value.data);
  return value.error !== undefined && !value.loading ? NONE : null;
}
