/**
 * One uploaded image read from a multipart request, under the upload size limit: never a cut
 * file (the parser marks one truncated at the limit), only what sniffs as PNG, JPEG, GIF or WebP.
 * Shared by the uploads that take a single picture (a profile picture, a signal's chart).
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@savdo/contract';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { sniffImageType, type ImageType } from './images';

const TOO_LARGE = `The image must be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;
export const NOT_AN_IMAGE = 'Only images can be uploaded (PNG, JPEG, GIF or WebP)';
const CHOOSE = 'Choose an image to upload';

async function readLimited(part: MultipartFile): Promise<Buffer> {
  try {
    const data = await part.toBuffer();
    if (part.file.truncated || data.byteLength > UPLOAD_MAX_BYTES) {
      throw new TooLargeError(TOO_LARGE, { file: TOO_LARGE });
    }
    return data;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new TooLargeError(TOO_LARGE, { file: TOO_LARGE });
    }
    throw error;
  }
}

/** The request's one image file, or a 400/413 naming the `file` field. */
export async function readImageUpload(
  request: FastifyRequest,
): Promise<{ data: Buffer; type: ImageType }> {
  if (!request.isMultipart())
    throw new ValidationError('Send the image as multipart/form-data', { file: NOT_AN_IMAGE });
  const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!part) throw new ValidationError(CHOOSE, { file: CHOOSE });
  const data = await readLimited(part);
  const type = sniffImageType(data);
  if (!type || !part.mimetype.startsWith('image/'))
    throw new ValidationError(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
  return { data, type };
}
