// The back office's reads and writes, one generic shape for every section: a page of any admin
// list (the contract's AdminListQuery: page, limit, search, sort, order and the list's filters),
// one record, and a write after which every cached admin answer is read again, so no list or
// detail shows a value from before the change.
import type { PageResult, Result } from '@savdo/contract';
import { mainApi, type RequestBody } from '../api/client';
import { createQuery, invalidateQueries, keyOf, type QueryStore } from '../query/query-client';

/** Every admin query's name starts here (`admin/` + the API path). */
export const ADMIN_QUERIES = 'admin/';

/** A list's query as the page's URL holds it: strings and numbers; empty values are left out. */
export type AdminListParams = Readonly<Record<string, string | number | undefined>>;

function clean(params: AdminListParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** GET `path` (e.g. '/admin/users') with a list's query: one page of rows and the total. */
export function adminListQuery<T>(
  path: string,
  params: AdminListParams,
): QueryStore<PageResult<T>> {
  const query = clean(params);
  return createQuery(`${ADMIN_QUERIES}${path}`, query, (p) =>
    mainApi.get<PageResult<T>>(path, { params: p }),
  );
}

/** GET one record (e.g. '/admin/users/7'). */
export function adminRecordQuery<T>(path: string): QueryStore<Result<T>> {
  return createQuery(`${ADMIN_QUERIES}${path}`, undefined, () => mainApi.get<Result<T>>(path));
}

export type AdminWriteMethod = 'post' | 'patch' | 'put' | 'delete';

/** A change; answers the server's `result`. Errors are the API client's (apiErrorMessage). */
export async function adminWrite<T>(
  method: AdminWriteMethod,
  path: string,
  body?: RequestBody,
): Promise<T> {
  const answer =
    method === 'delete'
      ? await mainApi.delete<Result<T>>(path)
      : await mainApi[method]<Result<T>>(path, body ?? {});
  invalidateQueries(keyOf(ADMIN_QUERIES));
  return answer?.result as T;
}
