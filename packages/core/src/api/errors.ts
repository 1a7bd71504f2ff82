// Error answers (decision 4): `{ message, detail?: { field: message } }`. redaxios rejects with
// the response itself on a non-2xx status and with a TypeError when the network fails; the client
// turns both into ApiRequestError so callers see one shape.
import type { ApiError } from '@savdo/contract';

export class ApiRequestError extends Error {
  /** HTTP status, or null when no answer arrived (network failure). */
  readonly status: number | null;
  /** The decoded answer body, when there was one. */
  readonly data: unknown;

  constructor(status: number | null, data: unknown, message?: string) {
    super(message ?? (status === null ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiRequestError';
    this.status = status;
    this.data = data;
  }
}

export function isApiRequestError(err: unknown): err is ApiRequestError {
  return err instanceof ApiRequestError;
}

/** The HTTP status of a failed request, or null. */
export function apiErrorStatus(err: unknown): number | null {
  return isApiRequestError(err) ? err.status : null;
}

function errorBody(err: unknown): Partial<ApiError> | null {
  const data = isApiRequestError(err) ? err.data : null;
  return typeof data === 'object' && data !== null ? (data as Partial<ApiError>) : null;
}

/** The server's `data.message`, or the fallback when there is none. */
export function apiErrorMessage(err: unknown, fallback: string): string {
  const message = errorBody(err)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** The server's stable error code (`data.code`, the same in every language), or null. */
export function apiErrorCode(err: unknown): string | null {
  const code = errorBody(err)?.code;
  return typeof code === 'string' ? code : null;
}

/** The server's per-field messages from `data.detail`; empty when there are none. */
export function apiFieldErrors(err: unknown): Record<string, string> {
  const detail: unknown = errorBody(err)?.detail;
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return {};
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(detail)) {
    if (typeof message === 'string') fields[field] = message;
  }
  return fields;
}

/** How many UZS a refused purchase lacks (402, `data.shortfall`), or null. */
export function apiErrorShortfall(err: unknown): number | null {
  const shortfall = errorBody(err)?.shortfall;
  return typeof shortfall === 'number' && Number.isFinite(shortfall) && shortfall > 0
    ? shortfall
    : null;
}
