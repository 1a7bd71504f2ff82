/**
 * POST /chat/upload/image: one image per request, multipart field `file`, at most 5 MB, a real
 * PNG, JPEG, GIF or WebP (checked by its bytes, not its declared type). Stored as a file of
 * purpose 'chat' owned by the uploader; a message then names it by id (at most two). Its link is
 * signed: chat images are private (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import type { FastifyRequest } from 'fastify';
import { CHAT_MESSAGES, UPLOAD_MAX_BYTES, type ChatImage } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { TooLargeError, ValidationError } from '../../domain-errors';
import {
  insertFile,
  keepingFiles,
  receiveFile,
  sniffImageType,
  type FileLinker,
  type ImageType,
  type ReceivedFile,
  type UploadLease,
} from '../files';

export const ONE_IMAGE_PER_UPLOAD = 'Upload one image at a time (field file)';

const tooLarge = () => new TooLargeError(CHAT_MESSAGES.tooLarge, { file: CHAT_MESSAGES.tooLarge });
const notImage = () =>
  new ValidationError(CHAT_MESSAGES.notImage, { file: CHAT_MESSAGES.notImage });
const chooseImage = () =>
  new ValidationError(CHAT_MESSAGES.chooseImage, { file: CHAT_MESSAGES.chooseImage });

/** The request's one image, streamed to a temporary file (files/receive-file.ts). */
async function receiveOne(
  request: FastifyRequest,
  storageDir: string | null,
): Promise<{ file: ReceivedFile<ImageType>; mimetype: string }> {
  let image: { file: ReceivedFile<ImageType>; mimetype: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || image) {
        // Refused unread: the answer does not wait for the rest of the body.
        part.file.resume();
        throw new ValidationError(ONE_IMAGE_PER_UPLOAD, { file: ONE_IMAGE_PER_UPLOAD });
      }
      const file = await receiveFile(
        part.file,
        {
          maxBytes: UPLOAD_MAX_BYTES,
          sniff: sniffImageType,
          tooLarge,
          wrongType: notImage,
          empty: chooseImage,
        },
        storageDir,
      );
      image = { file, mimetype: part.mimetype };
    }
  } catch (error) {
    await image?.file.release();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (!image) throw chooseImage();
  if (!image.mimetype.startsWith('image/')) {
    await image.file.release();
    throw notImage();
  }
  return image;
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
  const { file } = await receiveOne(request, uploader.storageDir);
  const id = await keepingFiles([file], () =>
    insertFile(q, {
      storageDir: uploader.storageDir,
      ownerId: uploader.userId,
      purpose: 'chat',
      contentType: file.type,
      data: file,
    }),
  );
  uploader.lease.stored(1, file.size);
  return { id, url: uploader.link(id) };
}
