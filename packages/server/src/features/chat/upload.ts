/**
 * POST /chat/upload/image: one image per request, multipart field `file`, at most 5 MB, a real
 * PNG, JPEG, GIF or WebP (checked by its bytes, not its declared type). Stored as a file of
 * purpose 'chat' owned by the uploader; a message then names it by id (at most two). Its link is
 * signed: chat images are private (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { CHAT_MESSAGES, UPLOAD_MAX_BYTES, type ChatImage } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { insertFile, sniffImageType, type FileLinker, type UploadLease } from '../files';

export const ONE_IMAGE_PER_UPLOAD = 'Upload one image at a time (field file)';

async function readLimited(part: MultipartFile): Promise<Buffer> {
  const tooLarge = () =>
    new TooLargeError(CHAT_MESSAGES.tooLarge, { file: CHAT_MESSAGES.tooLarge });
  try {
    const data = await part.toBuffer();
    // The parser marks a file cut at the limit as truncated; never keep a cut image.
    if (part.file.truncated || data.byteLength > UPLOAD_MAX_BYTES) throw tooLarge();
    return data;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

export async function receiveChatImage(
  q: Queryable,
  request: FastifyRequest,
  uploader: { userId: number; lease: UploadLease; link: FileLinker; storageDir: string | null },
): Promise<ChatImage> {
  if (!request.isMultipart()) {
    throw new ValidationError('Send the image as multipart/form-data', {
      file: CHAT_MESSAGES.notImage,
    });
  }
  let image: { data: Buffer; mimetype: string } | null = null;
  for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 2 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || image) {
      await part.toBuffer().catch(() => undefined);
      throw new ValidationError(ONE_IMAGE_PER_UPLOAD, { file: ONE_IMAGE_PER_UPLOAD });
    }
    image = { data: await readLimited(part), mimetype: part.mimetype };
  }
  if (!image || image.data.byteLength === 0) {
    throw new ValidationError(CHAT_MESSAGES.chooseImage, { file: CHAT_MESSAGES.chooseImage });
  }
  const type = sniffImageType(image.data);
  if (!type || !image.mimetype.startsWith('image/')) {
    throw new ValidationError(CHAT_MESSAGES.notImage, { file: CHAT_MESSAGES.notImage });
  }
  const id = await insertFile(q, {
    storageDir: uploader.storageDir,
    ownerId: uploader.userId,
    purpose: 'chat',
    contentType: type,
    data: image.data,
  });
  uploader.lease.stored(1, image.data.byteLength);
  return { id, url: uploader.link(id) };
}
