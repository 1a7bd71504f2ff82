/**
 * One back-office video upload, the part every record with a protected-player video shares (a
 * lesson, a video resource; docs/decisions/0309-back-office-media-plans-and-purchase-form.md):
 * the multipart file read under the video limit, its type from its declared type or name (the
 * service checks its first bytes again), stored through the video service under the record's
 * folder.
 */
import type { FastifyRequest } from 'fastify';
import { TooLargeError, ValidationError } from '../../domain-errors';
import type { StoredVideo, VideoService } from './video-service';

export const CHOOSE_VIDEO = 'Choose a video file (.webm or .mp4)';

/** A video file as it arrives: a multipart part's stream, or a file the command line opened. */
export interface VideoUpload {
  file: NodeJS.ReadableStream & { truncated?: boolean };
  filename: string;
  contentType?: string;
}

const chooseVideo = () => new ValidationError(CHOOSE_VIDEO, { file: CHOOSE_VIDEO });
const VIDEO_TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

/** The video type of an upload: its declared type, or its file name's extension. */
export function videoTypeOf(filename: string, declared: string | undefined): string {
  if (declared && Object.values(VIDEO_TYPES).includes(declared)) return declared;
  const type = VIDEO_TYPES[filename.split('.').pop()?.toLowerCase() ?? ''];
  if (!type) throw chooseVideo();
  return type;
}

/**
 * The request's one video file (multipart, field `file`), not yet read: the caller checks its
 * record first, then stores it (storeVideo) inside the upload gate.
 */
export async function videoPartOf(request: FastifyRequest, maxBytes: number): Promise<VideoUpload> {
  if (!request.isMultipart()) throw chooseVideo();
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw chooseVideo();
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw chooseVideo();
  }
  return { file: part.file, filename: part.filename, contentType: part.mimetype };
}

/**
 * Stores the upload through the video service under `folder` (`lessons/42`, `resources/7`) and
 * answers its key; a file cut at the limit is refused (413), never kept as if whole.
 */
export async function storeVideo(
  video: () => VideoService,
  folder: string,
  upload: VideoUpload,
): Promise<StoredVideo> {
  const contentType = videoTypeOf(upload.filename, upload.contentType);
  // Asked only now: a wrong file type is answered without the service (it may be unavailable).
  const stored = await video().store({
    folder,
    file: upload.file,
    filename: upload.filename,
    contentType,
  });
  if (upload.file.truncated) throw new TooLargeError('The file is too large');
  return stored;
}
