/**
 * A video resource's file from the back office (PUT /admin/resources/{id}/video): stored through
 * the video service that plays lessons, under `resources/{id}`, with the lesson upload's own code
 * (features/video upload-part.ts;
 * docs/decisions/0309-back-office-media-plans-and-purchase-form.md). Buyers then play it through
 * the protected player's short-lived tokens (docs/decisions/0284-paid-resources-delivery.md).
 */
import type { Queryable } from '../../db/adapter';
import { NotFoundError, ValidationError } from '../../domain-errors';
import { storeVideo, type StoredVideo, type VideoService, type VideoUpload } from '../video';
import { RESOURCE_NOT_FOUND } from './catalog-service';
import { findResource, updateResource, type ResourceRow } from './repository';

export const NOT_VIDEO_KIND = 'Only a video resource has a video file';

/** Checks the resource, stores the file and points the resource at it. */
export async function attachResourceVideo(
  q: Queryable,
  video: () => VideoService,
  id: number,
  upload: VideoUpload,
): Promise<{ resource: ResourceRow; stored: StoredVideo }> {
  const row = await findResource(q, id);
  if (!row) {
    upload.file.resume();
    throw new NotFoundError(RESOURCE_NOT_FOUND);
  }
  if (row.kind !== 'video') {
    upload.file.resume();
    throw new ValidationError(NOT_VIDEO_KIND, { file: NOT_VIDEO_KIND });
  }
  const stored = await storeVideo(video, `resources/${id}`, upload);
  const resource = await updateResource(q, id, { video_key: stored.key });
  if (!resource) throw new NotFoundError(RESOURCE_NOT_FOUND);
  return { resource, stored };
}
