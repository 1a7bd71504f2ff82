/**
 * A banner's picture from the back office (PUT /admin/banner/{id}/image, multipart, field
 * `image`): read under BANNER_IMAGE_MAX_BYTES, accepted only when its first bytes are a PNG, JPEG
 * or WebP (a GIF animates and a declared type can lie), stored as a public `banner` file and made
 * the banner's `image_url` in one transaction, the picture it replaces removed with it when no
 * other banner shows it (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  BANNER_IMAGE_ERRORS,
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  type AdminBanner,
} from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { NotFoundError, TooLargeError, ValidationError } from '../../domain-errors';
import { deleteFile, fileIdFromUrl, fileUrl, findFile, insertFile, sniffImageType } from '../files';
import { countBannersWithImage, findBanner, setBannerImage, type BannerRow } from './repository';
import { BANNER_NOT_FOUND, presentAdminBanner } from './service';

const FIELD = 'image';
const choose = () =>
  new ValidationError(BANNER_IMAGE_ERRORS.choose, { [FIELD]: BANNER_IMAGE_ERRORS.choose });
const tooLarge = () =>
  new TooLargeError(BANNER_IMAGE_ERRORS.tooLarge, { [FIELD]: BANNER_IMAGE_ERRORS.tooLarge });

/** The request's one `image` part, whole and under the cap; a 400/413 naming `image` otherwise. */
export async function readBannerImage(
  request: FastifyRequest,
): Promise<{ data: Buffer; type: string }> {
  if (!request.isMultipart()) throw choose();
  let part: MultipartFile | undefined;
  let data: Buffer;
  try {
    part = await request.file({ limits: { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1 } });
    if (!part) throw choose();
    if (part.fieldname !== FIELD) {
      part.file.resume();
      throw choose();
    }
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated || data.byteLength > BANNER_IMAGE_MAX_BYTES) throw tooLarge();
  const type = sniffImageType(data);
  if (!type || !(BANNER_IMAGE_TYPES as readonly string[]).includes(type))
    throw new ValidationError(BANNER_IMAGE_ERRORS.notImage, {
      [FIELD]: BANNER_IMAGE_ERRORS.notImage,
    });
  return { data, type };
}

/** Stores the picture and makes it the banner's, in one transaction. */
export function attachBannerImage(
  db: Db,
  id: number,
  image: { data: Uint8Array; type: string; storageDir?: string | null; ownerId: number | null },
): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const before = await findBanner(tx, id);
    if (!before) throw new NotFoundError(BANNER_NOT_FOUND);
    const fileId = await insertFile(tx, {
      storageDir: image.storageDir,
      ownerId: image.ownerId,
      purpose: 'banner',
      contentType: image.type,
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
  });
}
