/**
 * One uploaded image read from a multipart request, under the upload size limit: never a cut
 * file, only what sniffs as PNG, JPEG, GIF or WebP. Streamed to a temporary file and judged from
 * its first bytes (docs/decisions/0310-uploads-stream-to-storage.md). Shared by the uploads that
 * take a single picture (a profile picture, a signal's chart).
 */
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@savdo/contract';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { sniffImageType, type ImageType } from './images';
import { receiveFile, type ReceivedFile } from './receive-file';

const TOO_LARGE = `The image must be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;
export const NOT_AN_IMAGE = 'Only images can be uploaded (PNG, JPEG, GIF or WebP)';
const CHOOSE = 'Choose an image to upload';

const notAnImage = () => new ValidationError(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });

/**
 * The request's one image file, received (the caller keeps it with insertFile inside
 * keepingFiles), or a 400/413 naming the `file` field.
 */
export async function readImageUpload(
  request: FastifyRequest,
  storageDir: string | null,
): Promise<ReceivedFile<ImageType>> {
  if (!request.isMultipart())
    throw new ValidationError('Send the image as multipart/form-data', { file: NOT_AN_IMAGE });
  const tooLarge = () => new TooLargeError(TOO_LARGE, { file: TOO_LARGE });
  try {
    const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (!part) throw new ValidationError(CHOOSE, { file: CHOOSE });
    if (!part.mimetype.startsWith('image/')) throw notAnImage();
    return await receiveFile(
      part.file,
      { maxBytes: UPLOAD_MAX_BYTES, sniff: sniffImageType, tooLarge, wrongType: notAnImage },
      storageDir,
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
