// HTTP clients for the three base paths, over redaxios (fetch). Every request
// carries `Authorization: Bearer <token>` when the session's credentials are installed and a
// token is stored (never in mode 'public'), and every 401 goes to the one handler
// (session/unauthorized.ts) unless the call handles its own 401 (see
// docs/decisions/0010-session-core.md for which calls and why; credentials.ts for who installs
// them).
import redaxios from 'redaxios';
import { API_BASES } from '@savdo/contract';
import { $coreConfig } from '../config';
import { $language } from '../i18n/language';
import { authHeaders, reportUnauthorized } from './credentials';
import { ApiRequestError } from './errors';
import { schedulerYield } from '../tasks/scheduler-yield';

export { authHeaders } from './credentials';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
/** A plain object goes as JSON; a string as it is (set its content-type); FormData as multipart. */
export type RequestBody = object | string | FormData;

export interface RequestOptions {
  /** Query parameters; undefined and null values are left out. */
  params?: QueryParams;
  headers?: Record<string, string>;
  /** The caller handles a 401 itself, so the global handler is skipped. */
  handlesUnauthorized?: boolean;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface ApiClient {
  /** The base path under the API root, e.g. /api/v1/payments. */
  readonly basePath: string;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T>;
}

/** `?a=1&b=x` with every key and value percent-encoded, or '' when nothing is left. */
export function serializeQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function toApiError(failure: unknown): ApiRequestError {
  if (failure instanceof ApiRequestError) return failure;
  if (typeof failure === 'object' && failure !== null && 'status' in failure) {
    const { status, data } = failure as { status: unknown; data?: unknown };
    if (typeof status === 'number') return new ApiRequestError(status, data ?? null);
  }
  const message = failure instanceof Error ? failure.message : undefined;
  return new ApiRequestError(null, null, message);
}

export function createApiClient(basePath: string): ApiClient {
  const http = redaxios.create({});

  async function request<T>(
    method: Method,
    path: string,
    body: RequestBody | undefined,
    options: RequestOptions = {},
  ): Promise<T> {
    const url = `${$coreConfig.get().apiBase}${basePath}${path}${serializeQuery(options.params)}`;
    // The server words its error messages in this language.
    const headers = { 'Accept-Language': $language.get(), ...authHeaders(), ...options.headers };
    try {
      // Pages start their requests while they render; sending one is a few ms of main thread
      // (redaxios, fetch()), so it goes in a task of its own, with the address and headers of
      // the moment it was asked for (docs/decisions/0340-requests-in-their-own-task.md).
      // Where there is no scheduler.yield the request goes at once, not even a microtask later.
      const pause = schedulerYield();
      if (pause) await pause;
      const response = await http<T>(url, {
        method,
        headers,
        ...(body !== undefined ? { data: body } : {}),
      });
      return response.data;
    } catch (failure: unknown) {
      const error = toApiError(failure);
      if (error.status === 401 && !options.handlesUnauthorized) reportUnauthorized();
      throw error;
    }
  }

  return {
    basePath,
    get: <T>(path: string, options?: RequestOptions) => request<T>('get', path, undefined, options),
    delete: <T>(path: string, options?: RequestOptions) =>
      request<T>('delete', path, undefined, options),
    post: <T>(path: string, body?: RequestBody, options?: RequestOptions) =>
      request<T>('post', path, body, options),
    patch: <T>(path: string, body?: RequestBody, options?: RequestOptions) =>
      request<T>('patch', path, body, options),
    put: <T>(path: string, body?: RequestBody, options?: RequestOptions) =>
      request<T>('put', path, body, options),
  };
}

/** The main root /api/v1. */
export const mainApi = createApiClient(API_BASES.main);
/** /api/v1/payments. */
export const paymentsApi = createApiClient(API_BASES.payments);
/** /api/v1/chat-presence. */
export const chatPresenceApi = createApiClient(API_BASES.chatPresence);
