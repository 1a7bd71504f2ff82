/**
 * GET /files/{id}: public files (avatars, banners, signal charts) to anyone, public and immutable
 * once stored; private ones (journal screenshots, chat images) only through a signed link that
 * has not expired, cached privately for at most the link's remaining life. A private file asked
 * for without a valid link answers as a missing one does: 404, with no data
 * (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileLinkQuerySchema, FileParamsSchema } from '@savdo/contract';
import { findFile } from './repository';
import { contentDisposition, isPublicPurpose, linkSecondsLeft } from './file-links';
import { NotFoundError } from '../../domain-errors';

export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.ctx;
  app.get(
    '/files/:id',
    { schema: { params: FileParamsSchema, querystring: FileLinkQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      const file = await findFile(app.ctx.db, id, config.files.storageDir);
      if (!file) throw new NotFoundError('File not found');
      let cacheControl = 'public, max-age=31536000, immutable';
      if (!isPublicPurpose(file.purpose)) {
        const left = linkSecondsLeft(config.files.linkSecret, id, request.query, Date.now());
        if (left === null) throw new NotFoundError('File not found');
        cacheControl = `private, max-age=${left}`;
      }
      // A signed download name (a resource's file): saved under it, never shown in the page.
      if (request.query.name !== undefined && !isPublicPurpose(file.purpose))
        reply.header('content-disposition', contentDisposition('attachment', request.query.name));
      return reply
        .header('content-type', file.content_type)
        .header('cache-control', cacheControl)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(Buffer.from(file.data));
    },
  );
};
