// Which sign-in providers the server has configured (GET /auth/providers), asked once per page.
// A provider that is not configured, or a failed answer, means its button is hidden.
import { useEffect, useState } from 'react';
import { authApi } from '@savdo/core';

export interface AuthProviders {
  googleClientId: string | null;
  telegramBotName: string | null;
}

const NONE: AuthProviders = { googleClientId: null, telegramBotName: null };

let pending: Promise<AuthProviders> | null = null;

export function loadAuthProviders(): Promise<AuthProviders> {
  pending ??= authApi.getAuthProviders().then(
    (answer) => ({
      googleClientId: answer.result.google_client_id || null,
      telegramBotName: answer.result.telegram_bot_name || null,
    }),
    () => {
      pending = null; // try again next time a button mounts
      return NONE;
    },
  );
  return pending;
}

/** Forgets the cached answer; for tests. */
export function resetAuthProviders(): void {
  pending = null;
}

/** The configured providers, or null while the answer is on its way. */
export function useAuthProviders(): AuthProviders | null {
  const [providers, setProviders] = useState<AuthProviders | null>(null);
  useEffect(() => {
    let live = true;
    void loadAuthProviders().then((p) => {
      if (live) setProviders(p);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
