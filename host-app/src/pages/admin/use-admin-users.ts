// The /admin page's data: one page of users for a search text, reloaded when the search or the
// page changes, with an update that replaces the changed row in place.
import { useCallback, useEffect, useState } from 'react';
import type { AdminUserPatch, ApiUser, Page } from '@savdo/contract';
import { adminApi, apiErrorMessage } from '@savdo/core';

export const ADMIN_PAGE_SIZE = 20;

export type AdminUsersState =
  { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; page: Page<ApiUser> };

export function useAdminUsers(search: string, page: number) {
  const [state, setState] = useState<AdminUsersState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => (s.phase === 'ready' ? s : { phase: 'loading' }));
    adminApi
      .searchUsers({ search, page, limit: ADMIN_PAGE_SIZE })
      .then((answer) => current && setState({ phase: 'ready', page: answer.result }))
      .catch(() => current && setState({ phase: 'error' }));
    return () => {
      current = false;
    };
  }, [search, page, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Applies a change; answers the server's message (or `fallback`), or null when saved. */
  const update = useCallback(
    async (id: number, patch: AdminUserPatch, fallback: string): Promise<string | null> => {
      try {
        const { result } = await adminApi.updateUser(id, patch);
        setState((s) =>
          s.phase === 'ready'
            ? {
                phase: 'ready',
                page: { ...s.page, data: s.page.data.map((u) => (u.id === id ? result : u)) },
              }
            : s,
        );
        return null;
      } catch (error) {
        return apiErrorMessage(error, fallback);
      }
    },
    [],
  );

  return { state, retry, update };
}
