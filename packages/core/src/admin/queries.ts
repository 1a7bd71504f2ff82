// The /admin page's queries: a page of users for a search text, and an update that writes the
// changed row into every cached page holding it.
import type { AdminUserPatch, AdminUsersQuery, ApiUser, PageResult } from '@savdo/contract';
import { searchUsers, updateUser } from './api';
import { createQuery, keyOf, updateQueries, type QueryStore } from '../query/query-client';

export const ADMIN_USERS_QUERY = 'admin/users';

/** GET /admin/users for one search text and page. */
export function adminUsersQuery(query: AdminUsersQuery): QueryStore<PageResult<ApiUser>> {
  return createQuery(ADMIN_USERS_QUERY, query, searchUsers);
}

/** PATCH /admin/users/{id}; the answer replaces the row wherever a cached page shows it. */
export async function updateAdminUser(id: number, patch: AdminUserPatch): Promise<ApiUser> {
  const { result } = await updateUser(id, patch);
  updateQueries<PageResult<ApiUser>>(keyOf(ADMIN_USERS_QUERY), (answer) =>
    answer.result.data.some((u) => u.id === id)
      ? {
          ...answer,
          result: {
            ...answer.result,
            data: answer.result.data.map((u) => (u.id === id ? result : u)),
          },
        }
      : answer,
  );
  return result;
}
