/**
 * POST /admin/signals/chart-image: the back office uploads a signal's chart picture before it
 * publishes the signal; the answer's address goes into the signal's `chart_image`. The picture is
 * a public file, like the demo signals' charts (docs/decisions/0276-bounded-uploads-and-private-files.md),
 * read under the admin upload limits.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SignalChartUploadResultSchema } from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import { fileUrl, insertFile, keepingFiles, readImageUpload, uploadGate } from '../files';

export const signalsAdminChartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.post(
    '/admin/signals/chart-image',
    {
      schema: { response: { 201: SignalChartUploadResultSchema } },
      config: { auth: 'admin', audit: { entity: 'signal_chart', action: 'signal_chart.upload' } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const id = await uploadGate(ctx).run({ request, reply }, 'admin', async (lease) => {
        const { storageDir } = ctx.config.files;
        const image = await readImageUpload(request, storageDir);
        const stored = await keepingFiles([image], () =>
          insertFile(ctx.db, {
            storageDir,
            ownerId: user.id,
            purpose: 'signal-chart',
            contentType: image.type,
            data: image,
          }),
        );
        lease.stored(1, image.size);
        return stored;
      });
      reply.code(201);
      return { result: { url: fileUrl(id), file_id: id } };
    },
  );
};
