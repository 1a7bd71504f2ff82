// The /admin page's data: one page of users for a search text from core's admin query stores
// (cached per search, page and viewer), with an update that replaces the changed row in place.
import { useCallback, useMemo, useRef } from 'react';
import type { AdminUserPatch, ApiUser, Page } from '@savdo/contract';
import { adminUsersQuery, apiErrorMessage, updateAdminUser } from '@savdo/core';
import { useStore } from '@savdo/ui';

export const ADMIN_PAGE_SIZE = 20;

export type AdminUsersState =
  { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; page: Page<ApiUser> };

export function useAdminUsers(search: string, page: number) {
  const $users = useMemo(
    () => adminUsersQuery({ search: search.trim() || undefined, page, limit: ADMIN_PAGE_SIZE }),
    [search, page],
  );
  const value = useStore($users);
  // While another search or page loads, the last page stays on screen (no flash of skeleton).
  const lastPage = useRef<Page<ApiUser> | null>(null);
  if (value.data !== undefined) lastPage.current = value.data.result;
  const failed = value.data === undefined && value.error !== undefined && !value.loading;
  const state: AdminUsersState = failed
    ? { phase: 'error' }
    : lastPage.current
      ? { phase: 'ready', page: value.data?.result ?? lastPage.current }
      : { phase: 'loading' };

  const retry = useCallback(() => $users.invalidate(), [$users]);

  /** Applies a change; answers the server's message (or `fallback`), or null when saved. */
  const update = useCallback(
    async (id: number, patch: AdminUserPatch, fallback: string): Promise<string | null> => {
      try {
        await updateAdminUser(id, patch);
        return null;
      } catch (error) {
        return apiErrorMessage(error, fallback);
      }
    },
    [],
  );

  return { state, retry, update };
}
