/**
 * The resource center (contract resources.ts): the catalog, the
 * categories, one resource, buying one through the purchase service, and a PDF's file. Every
 * call is the signed-in user's (the pages are private); texts come in the request's language.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ResourceCategoriesResultSchema,
  ResourceFileQuerySchema,
  ResourceIdParamsSchema,
  ResourcePurchaseResultSchema,
  ResourceQuerySchema,
  ResourceResultSchema,
  ResourcesResultSchema,
} from '@savdo/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { requestLanguage } from '../../http/error-handler';
import { publishBalance } from '../ledger';
import { idempotencyKeyOf, presentPurchase, purchase } from '../purchases';
import { categoryList, resourceFileFor, resourceList, resourceOf } from './catalog-service';

const langOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/** `filename*` (RFC 6266 / 5987) for any name, and a plain ASCII `filename` beside it. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const resourcesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/resource/all',
    {
      schema: { querystring: ResourceQuerySchema, response: { 200: ResourcesResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await resourceList(
        ctx.db,
        requireAuth(request).user.id,
        request.query,
        langOf(request),
      ),
    }),
  );

  app.get(
    '/resource/categories',
    {
      schema: { response: { 200: ResourceCategoriesResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      requireAuth(request);
      return { result: await categoryList(ctx.db, langOf(request)) };
    },
  );

  app.get(
    '/resource/:id',
    {
      schema: { params: ResourceIdParamsSchema, response: { 200: ResourceResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await resourceOf(
        ctx.db,
        requireAuth(request).user.id,
        request.params.id,
        langOf(request),
      ),
    }),
  );

  app.get(
    '/resource/:id/file',
    {
      schema: { params: ResourceIdParamsSchema, querystring: ResourceFileQuerySchema },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const { file, name } = await resourceFileFor(
        ctx.db,
        requireAuth(request).user.id,
        request.params.id,
        ctx.config.files.storageDir,
      );
      const download = request.query.download === true;
      return (
        reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            contentDisposition(download ? 'attachment' : 'inline', name),
          )
          .header('content-length', String(file.data.byteLength))
          // The buyer's own copy: never kept by a shared cache.
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.data))
      );
    },
  );

  app.post(
    '/resource/:id/purchase',
    {
      schema: { params: ResourceIdParamsSchema, response: { 200: ResourcePurchaseResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const done = await purchase(ctx.db, ctx.purchases, {
        userId: user.id,
        kind: 'resource',
        itemId: request.params.id,
        idempotencyKey: idempotencyKeyOf(request),
      });
      if (done.purchase.charged > 0 && !done.repeated)
        publishBalance(ctx.live, { userId: user.id, balance: done.balance });
      return {
        result: {
          resource: await resourceOf(ctx.db, user.id, request.params.id, langOf(request)),
          purchase: presentPurchase(done.purchase, done.balance),
        },
      };
    },
  );
};
