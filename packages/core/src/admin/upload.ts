// A back-office upload (a lesson's video, an expert advisor's files) with its progress: fetch
// cannot report how much of a request body has gone, XMLHttpRequest's upload events can. It
// speaks as the API client does (the same address, bearer token, language and error shape), and
// like adminWrite it has every cached admin answer read again afterwards
// (docs/decisions/0299-back-office-content-forms-and-uploads.md).
import { API_BASES, type Result } from '@savdo/contract';
import { $coreConfig } from '../config';
import { $language } from '../i18n/language';
import { authHeaders, reportUnauthorized } from '../api/credentials';
import { ApiRequestError } from '../api/errors';
import { invalidateQueries, keyOf } from '../query/query-client';
import { ADMIN_QUERIES } from './records';

/** The share of the body sent so far, 0..1. */
export type UploadProgress = (fraction: number) => void;

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST (or PUT, for a route that replaces a record's one file) `path` (under /api/v1) as
 * multipart; answers the server's `result`.
 */
export function adminUpload<T>(
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${$coreConfig.get().apiBase}${API_BASES.main}${path}`);
    const headers = { 'Accept-Language': $language.get(), ...authHeaders() };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        invalidateQueries(keyOf(ADMIN_QUERIES));
        resolve((data as Result<T> | null)?.result as T);
        return;
      }
      if (xhr.status === 401) reportUnauthorized();
      reject(new ApiRequestError(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiRequestError(null, null));
    xhr.onabort = () => reject(new ApiRequestError(null, null, 'Upload aborted'));
    xhr.send(form);
  });
}
