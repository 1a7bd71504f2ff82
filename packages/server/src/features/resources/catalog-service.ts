/**
 * What the resource center reads: the catalog (12 a page, filtered by category, featured and a
 * search in the reader's language), one resource, the categories, and a PDF's file for a viewer
 * who may open it.
 */
import {
  MAX_PAGE_SIZE,
  RESOURCES_PAGE_SIZE,
  type Language,
  type Page,
  type Resource,
  type ResourceCategory,
  type ResourceDownload,
  type ResourceQuery,
  type VideoOtp,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ForbiddenError, NotFoundError } from '../../domain-errors';
import { findFile, signedFileUrl, type StoredFile } from '../files';
import type { VideoService } from '../video';
import { canAccess, presentCategory, presentResource } from './present';
import { findResourceView, listCategories, listResources, type ResourceView } from './repository';
import { searchable } from './texts';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const FILE_LOCKED = 'Buy this resource to open its file';
export const NO_FILE = 'This resource has no file yet';

export async function resourceList(
  q: Queryable,
  viewerId: number,
  query: ResourceQuery,
  lang: Language,
): Promise<Page<Resource>> {
  const limit = Math.min(query.limit ?? RESOURCES_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  const search = query.search === undefined ? '' : searchable(query.search);
  const { rows, total } = await listResources(q, viewerId, {
    // Any case finds the category: the stored names are lowercase slugs.
    ...(query.category_name ? { categoryName: query.category_name.toLowerCase() } : {}),
    ...(query.is_featured === undefined ? {} : { isFeatured: query.is_featured }),
    ...(search ? { search } : {}),
    language: lang,
    limit,
    offset: (page - 1) * limit,
  });
  return {
    data: rows.map((row) => presentResource(row, lang, { withBody: false })),
    page,
    limit,
    total,
  };
}

export async function resourceViewOf(
  q: Queryable,
  viewerId: number | null,
  id: number,
): Promise<ResourceView> {
  const row = await findResourceView(q, viewerId, id);
  if (!row) throw new NotFoundError(RESOURCE_NOT_FOUND);
  return row;
}

export async function resourceOf(
  q: Queryable,
  viewerId: number,
  id: number,
  lang: Language,
): Promise<Resource> {
  return presentResource(await resourceViewOf(q, viewerId, id), lang, { withBody: true });
}

export async function categoryList(q: Queryable, lang: Language): Promise<ResourceCategory[]> {
  return (await listCategories(q)).map((row) => presentCategory(row, lang));
}

/**
 * A PDF resource's file for this viewer: a free one for anyone signed in, a paid one only for
 * its buyers (403 with a clear message for the rest).
 */
export async function resourceFileFor(
  q: Queryable,
  viewerId: number,
  id: number,
  /** Where uploaded bodies live (config files.storageDir). */
  storageDir: string | null = null,
): Promise<{ file: StoredFile; name: string }> {
  const row = await resourceViewOf(q, viewerId, id);
  if (row.kind !== 'pdf' || !row.file_id) throw new NotFoundError(NO_FILE);
  if (!canAccess(row)) throw new ForbiddenError(FILE_LOCKED);
  const file = await findFile(q, row.file_id, storageDir);
  if (!file) throw new NotFoundError(NO_FILE);
  return { file, name: row.file_name ?? `resource-${row.id}.pdf` };
}

/**
 * A short-lived signed link to a file resource's file, made when its buyer asks (a free one: anyone
 * signed in). Anyone else gets 404, as for a file that is not there: a private file's existence
 * is not told (docs/decisions/0284-paid-resources-delivery.md).
 */
export async function resourceDownloadFor(
  q: Queryable,
  viewerId: number,
  id: number,
  link: { secret: string; ttlSeconds: number; nowMs: number },
): Promise<ResourceDownload> {
  const row = await resourceViewOf(q, viewerId, id);
  if (row.kind !== 'pdf' || !row.file_id || !canAccess(row))
    throw new NotFoundError(RESOURCE_NOT_FOUND);
  const exp = Math.floor(link.nowMs / 1000) + link.ttlSeconds;
  const name = row.file_name ?? `resource-${row.id}.pdf`;
  return {
    url: signedFileUrl(link.secret, row.file_id, exp, name),
    file_name: name,
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

/**
 * A short-lived playback token for a video resource the viewer may watch, from the video service
 * that plays lessons (docs/decisions/0284-paid-resources-delivery.md). Anyone else gets 404, before
 * anything about the video is looked at.
 */
export async function resourcePlaybackFor(
  q: Queryable,
  video: () => VideoService,
  viewerId: number,
  id: number,
): Promise<VideoOtp> {
  const row = await resourceViewOf(q, viewerId, id);
  if (row.kind !== 'video' || !row.video_key || !canAccess(row))
    throw new NotFoundError(RESOURCE_NOT_FOUND);
  return video().playback({
    userId: viewerId,
    // Not a lesson: the token opens its storage key and nothing else (playback-token.ts).
    lessonId: 0,
    video: { key: row.video_key, vdocipherId: null },
  });
}
