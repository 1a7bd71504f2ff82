// Where the viewer stopped in a video resource, kept per account as a lesson's position
// (docs/decisions/0288-resource-position-per-account.md): read when the player opens, written
// while playing, on pause, at the end and, with fetch `keepalive`, when the page is left.
import {
  API_BASES,
  type ResourcePositionRequest,
  type ResourcePositionResponse,
} from '@savdo/contract';
import { $coreConfig } from '../config';
import { $language } from '../i18n/language';
import { authHeaders, mainApi } from '../api/client';

const pathOf = (resourceId: number) =>
  `/resource/${encodeURIComponent(String(resourceId))}/position`;

/** GET /resource/{id}/position: 0 before any (404 for anyone who may not play it). */
export function getResourcePosition(resourceId: number): Promise<ResourcePositionResponse> {
  return mainApi.get<ResourcePositionResponse>(pathOf(resourceId));
}

/** PUT /resource/{id}/position. */
export function saveResourcePosition(
  resourceId: number,
  body: ResourcePositionRequest,
): Promise<ResourcePositionResponse> {
  return mainApi.put<ResourcePositionResponse>(pathOf(resourceId), body);
}

/**
 * The same write for a page being left: fetch `keepalive` outlives the page and carries the
 * bearer (as saveLessonProgressOnLeave). Nobody waits; a failure is dropped.
 */
export function saveResourcePositionOnLeave(
  resourceId: number,
  body: ResourcePositionRequest,
): void {
  const url = `${$coreConfig.get().apiBase}${API_BASES.main}${pathOf(resourceId)}`;
  try {
    void fetch(url, {
      method: 'PUT',
      keepalive: true,
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': $language.get(),
        ...authHeaders(),
      },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // A fetch that throws at once (no network stack while unloading): nothing to do.
  }
}
