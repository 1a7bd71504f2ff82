/** GET /files/{id}: uploaded files (avatars), public and immutable once stored. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileParamsSchema } from '@savdo/contract';
import { findFile } from './repository';
import { NotFoundError } from '../../domain-errors';

export const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/files/:id', { schema: { params: FileParamsSchema } }, async (request, reply) => {
    const file = await findFile(app.ctx.db, request.params.id);
    if (!file) throw new NotFoundError('File not found');
    return reply
      .header('content-type', file.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(file.data));
  });
};
