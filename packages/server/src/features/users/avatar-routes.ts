/**
 * PATCH /users/me/update/image: the profile picture, as multipart (field `file` or `image`). Spec
 * limits: images only, 5 MB. DELETE on the same path removes it
 * (docs/decisions/0220-email-change-waits-for-verification.md). Read under the upload limits; the
 * picture stays a public file (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserResultSchema } from '@savdo/contract';
import {
  deleteFile,
  fileIdFromUrl,
  fileUrl,
  insertFile,
  keepingFiles,
  readImageUpload,
  uploadGate,
} from '../files';
import { updateUser } from './repository';
import { requireAuth } from '../../http/authenticate';
import { presentUser } from './present';

export const usersAvatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.patch(
    '/users/me/update/image',
    { schema: { response: { 200: UserResultSchema } }, config: { auth: 'required' } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const id = await uploadGate(ctx).run({ request, reply }, 'avatar', async (lease) => {
        const { storageDir } = ctx.config.files;
        const image = await readImageUpload(request, storageDir);
        const stored = await keepingFiles([image], () =>
          insertFile(ctx.db, {
            storageDir,
            ownerId: user.id,
            purpose: 'avatar',
            contentType: image.type,
            data: image,
          }),
        );
        lease.stored(1, image.size);
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
