/**
 * A banner's picture from the back office (PUT /admin/banner/{id}/image, multipart, field
 * `image`): streamed to a temporary file under BANNER_IMAGE_MAX_BYTES, accepted only when its first
 * bytes are a PNG, JPEG or WebP (a GIF animates and a declared type can lie; judged as they
 * arrive, docs/decisions/0310-uploads-stream-to-storage.md), stored as a public `banner` file and made
 * the banner's `image_url` in one transaction, the picture it replaces removed with it when no
 * other banner shows it (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import type { FastifyRequest } from 'fastify';
import {
  BANNER_IMAGE_ERRORS,
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  type AdminBanner,
} from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { NotFoundError, TooLargeError, ValidationError } from '../../domain-errors';
import {
  deleteFile,
  fileIdFromUrl,
  fileUrl,
  findFile,
  insertFile,
  keepingFiles,
  receiveFile,
  sniffImageType,
  type ReceivedFile,
} from '../files';
import { countBannersWithImage, findBanner, setBannerImage, type BannerRow } from './repository';
import { BANNER_NOT_FOUND, presentAdminBanner } from './service';

const FIELD = 'image';
const choose = () =>
  new ValidationError(BANNER_IMAGE_ERRORS.choose, { [FIELD]: BANNER_IMAGE_ERRORS.choose });
const tooLarge = () =>
  new TooLargeError(BANNER_IMAGE_ERRORS.tooLarge, { [FIELD]: BANNER_IMAGE_ERRORS.tooLarge });

const notImage = () =>
  new ValidationError(BANNER_IMAGE_ERRORS.notImage, { [FIELD]: BANNER_IMAGE_ERRORS.notImage });

/** A banner's picture type: an image type the banner takes, or null. */
function sniffBannerType(head: Uint8Array): string | null {
  const type = sniffImageType(head);
  return type && (BANNER_IMAGE_TYPES as readonly string[]).includes(type) ? type : null;
}

/**
 * The request's one `image` part, whole and under the cap, received (attachBannerImage keeps
 * it); a 400/413 naming `image` otherwise.
 */
export async function readBannerImage(
  request: FastifyRequest,
  storageDir: string | null,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw choose();
  try {
    const part = await request.file({ limits: { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1 } });
    if (!part) throw choose();
    if (part.fieldname !== FIELD) {
      part.file.resume();
      throw choose();
    }
    return await receiveFile(
      part.file,
      { maxBytes: BANNER_IMAGE_MAX_BYTES, sniff: sniffBannerType, tooLarge, wrongType: notImage },
      storageDir,
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/**
 * Stores the picture and makes it the banner's, in one transaction; its body is kept only when
 * the transaction commits.
 */
export function attachBannerImage(
  db: Db,
  id: number,
  image: { data: ReceivedFile; storageDir?: string | null; ownerId: number | null },
): Promise<AdminBanner> {
  return keepingFiles([image.data], () =>
    db.transaction(async (tx) => {
      const before = await findBanner(tx, id);
      if (!before) throw new NotFoundError(BANNER_NOT_FOUND);
      const fileId = await insertFile(tx, {
        storageDir: image.storageDir,
        ownerId: image.ownerId,
        purpose: 'banner',
        contentType: image.data.type,
        data: image.data,
      });
      await setBannerImage(tx, id, fileUrl(fileId));
      const oldId = fileIdFromUrl(before.image_url);
      if (oldId && (await countBannersWithImage(tx, before.image_url)) === 0) {
        // Only a banner picture goes with it; a URL may name any public file (an avatar, say).
        const old = await findFile(tx, oldId, image.storageDir ?? null);
        if (old?.purpose === 'banner') await deleteFile(tx, oldId);
      }
      return presentAdminBanner((await findBanner(tx, id)) as BannerRow);
    }),
  );
}
