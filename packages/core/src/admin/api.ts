// The admin calls the host app's /admin page uses (decision 16), one typed function each. The
// server checks the role on every call; the page's guard only spares others a useless screen.
import type { AdminUserPatch, AdminUsersQuery, ApiUser, PageResult, Result } from '@savdo/contract';
import { mainApi } from '../api/client';

export function searchUsers(query: AdminUsersQuery = {}): Promise<PageResult<ApiUser>> {
  return mainApi.get<PageResult<ApiUser>>('/admin/users', {
    params: {
      search: query.search?.trim() || undefined,
      page: query.page,
      limit: query.limit,
    },
  });
}

export function updateUser(id: number, patch: AdminUserPatch): Promise<Result<ApiUser>> {
  return mainApi.patch<Result<ApiUser>>(`/admin/users/${id}`, patch);
}
