/**
 * PATCH /users/me/update/image: the profile picture, as multipart (field `file` or `image`). Spec
 * limits: images only, 5 MB. DELETE on the same path removes it
 * (docs/decisions/0220-email-change-waits-for-verification.md). Read under the upload limits; the
 * picture stays a public file (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UserResultSchema } from '@savdo/contract';
import {
  deleteFile,
  fileIdFromUrl,
  fileUrl,
  insertFile,
  sniffImageType,
  uploadGate,
} from '../files';
import { updateUser } from './repository';
import { requireAuth } from '../../http/authenticate';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { presentUser } from './present';

const TOO_LARGE = `The image must be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;
const NOT_IMAGE = 'Only images can be uploaded (PNG, JPEG, GIF or WebP)';

async function readLimited(part: MultipartFile): Promise<Buffer> {
  try {
    const data = await part.toBuffer();
    // The parser marks a file cut at the limit as truncated; never keep a cut image.
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

export const usersAvatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.patch(
    '/users/me/update/image',
    { schema: { response: { 200: UserResultSchema } }, config: { auth: 'required' } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      if (!request.isMultipart())
        throw new ValidationError('Send the image as multipart/form-data', { file: NOT_IMAGE });
      const id = await uploadGate(ctx).run({ request, reply }, 'avatar', async (lease) => {
        const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
        if (!part)
          throw new ValidationError('Choose an image to upload', {
            file: 'Choose an image to upload',
          });
        const data = await readLimited(part);
        const type = sniffImageType(data);
        if (!type || !part.mimetype.startsWith('image/'))
          throw new ValidationError(NOT_IMAGE, { file: NOT_IMAGE });
        const stored = await insertFile(ctx.db, {
          storageDir: ctx.config.files.storageDir,
          ownerId: user.id,
          purpose: 'avatar',
          contentType: type,
          data,
        });
        lease.stored(1, data.byteLength);
        return stored;
      });
      const updated = await updateUser(ctx.db, user.id, { avatar_url: fileUrl(id) });
      const previous = fileIdFromUrl(user.avatar_url);
      if (previous) await deleteFile(ctx.db, previous);
      return { result: await presentUser(ctx, updated) };
    },
  );

  app.delete(
    '/users/me/update/image',
    { schema: { response: { 200: UserResultSchema } }, config: { auth: 'required' } },
    async (request) => {
      const { user } = requireAuth(request);
      if (user.avatar_url === null) return { result: await presentUser(ctx, user) };
      const updated = await updateUser(ctx.db, user.id, { avatar_url: null });
      const previous = fileIdFromUrl(user.avatar_url);
      if (previous) await deleteFile(ctx.db, previous);
      return { result: await presentUser(ctx, updated) };
    },
  );
};
