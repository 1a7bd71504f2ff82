// The resource center (contract resources.ts): one typed function per call. Every call
// is the signed-in user's own. The server answers texts in the Accept-Language the client sends
// (its interface language). A PDF is read with the bearer header (`fetchResourceFile`): a plain
// link could not carry it, and the file is only for those who may open it.
import {
  API_BASES,
  IDEMPOTENCY_KEY_HEADER,
  RESOURCES_PAGE_SIZE,
  type ResourceCategoriesResponse,
  type ResourceDownloadResponse,
  type ResourcePurchaseResponse,
  type ResourceQuery,
  type ResourceResponse,
  type ResourcesResponse,
  type VideoOtpResponse,
} from '@savdo/contract';
import { $coreConfig } from '../config';
import { $language } from '../i18n/language';
import { reportUnauthorized } from '../api/credentials';
import { authHeaders, mainApi } from '../api/client';
import { ApiRequestError } from '../api/errors';

const id = (n: number) => encodeURIComponent(String(n));

/** GET /resource/all: 12 a page by default, with the category, featured and search filters. */
export function getResources(query: ResourceQuery = {}): Promise<ResourcesResponse> {
  const search = query.search?.trim();
  return mainApi.get<ResourcesResponse>('/resource/all', {
    params: {
      limit: query.limit ?? RESOURCES_PAGE_SIZE,
      page: query.page ?? 1,
      category_name: query.category_name,
      is_featured: query.is_featured,
      search: search ? search : undefined,
    },
  });
}

/** GET /resource/categories: the tabs, named in the interface language, with their counts. */
export function getResourceCategories(): Promise<ResourceCategoriesResponse> {
  return mainApi.get<ResourceCategoriesResponse>('/resource/categories');
}

/** GET /resource/{id}: an article's body and a file's or video's address once it is open. */
export function getResource(resourceId: number): Promise<ResourceResponse> {
  return mainApi.get<ResourceResponse>(`/resource/${id(resourceId)}`);
}

/** POST /resource/{id}/purchase: one `idempotencyKey` per opening of the confirmation dialog. */
export function purchaseResource(
  resourceId: number,
  idempotencyKey: string,
): Promise<ResourcePurchaseResponse> {
  return mainApi.post<ResourcePurchaseResponse>(
    `/resource/${id(resourceId)}/purchase`,
    {},
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

/**
 * GET /resource/{id}/file: the PDF as a Blob, read with the bearer header. A refusal rejects
 * with ApiRequestError (403 with the server's message for a paid file not bought); a 401 goes
 * to the one handler, as every call's does.
 */
export async function fetchResourceFile(resourceId: number): Promise<Blob> {
  const url = `${$coreConfig.get().apiBase}${API_BASES.main}/resource/${id(resourceId)}/file`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'Accept-Language': $language.get(), ...authHeaders() },
    });
  } catch (failure) {
    throw new ApiRequestError(null, null, failure instanceof Error ? failure.message : undefined);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    if (response.status === 401) reportUnauthorized();
    throw new ApiRequestError(response.status, data);
  }
  return response.blob();
}

/**
 * GET /resource/{id}/playback: a short-lived playback token for a video resource, as a lesson's
 * otp (docs/decisions/0284-paid-resources-delivery.md); 404 for anyone who may not watch it.
 */
export function getResourcePlayback(resourceId: number): Promise<VideoOtpResponse> {
  return mainApi.get<VideoOtpResponse>(`/resource/${id(resourceId)}/playback`);
}

/**
 * GET /resource/{id}/download: a short-lived signed link to a file resource's file, asked for
 * at the click (decision 0284); the link itself needs no bearer.
 */
export function getResourceDownload(resourceId: number): Promise<ResourceDownloadResponse> {
  return mainApi.get<ResourceDownloadResponse>(`/resource/${id(resourceId)}/download`);
}
