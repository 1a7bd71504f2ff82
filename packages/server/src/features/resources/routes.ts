/**
 * The resource center (contract resources.ts): the catalog, the
 * categories, one resource, buying one through the purchase service, a PDF's file, and where
 * the viewer stopped in a video (decision 0288). Every
 * call is the signed-in user's (the pages are private); texts come in the request's language.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ResourceCategoriesResultSchema,
  ResourceDownloadResultSchema,
  ResourceFileQuerySchema,
  ResourceIdParamsSchema,
  ResourcePositionBodySchema,
  ResourcePositionResultSchema,
  ResourcePurchaseResultSchema,
  ResourceQuerySchema,
  ResourceResultSchema,
  ResourcesResultSchema,
  VideoOtpResultSchema,
} from '@savdo/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { requestLanguage } from '../../http/error-handler';
import { contentDisposition } from '../files';
import { announcePurchase, idempotencyKeyOf, presentPurchase, purchase } from '../purchases';
import {
  categoryList,
  resourceDownloadFor,
  resourceFileFor,
  resourceList,
  resourceOf,
  resourcePlaybackFor,
} from './catalog-service';
import { resourcePosition, saveResourcePosition } from './position-service';

const langOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

export const resourcesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // The video service that plays lessons plays resources too (decision 0284).
  const video = () => ctx.video;

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

  // A file resource's short-lived signed link, made when the buyer asks (decision 0284).
  app.get(
    '/resource/:id/download',
    {
      schema: { params: ResourceIdParamsSchema, response: { 200: ResourceDownloadResultSchema } },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const result = await resourceDownloadFor(
        ctx.db,
        requireAuth(request).user.id,
        request.params.id,
        {
          secret: ctx.config.files.linkSecret,
          ttlSeconds: ctx.config.files.linkTtlSeconds,
          nowMs: Date.now(),
        },
      );
      // The link is a credential: kept by nobody but its asker.
      reply.header('cache-control', 'private, no-store');
      return { result };
    },
  );

  // A video resource's short-lived playback token, as a lesson's otp (decision 0284).
  app.get(
    '/resource/:id/playback',
    {
      schema: { params: ResourceIdParamsSchema, response: { 200: VideoOtpResultSchema } },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const result = await resourcePlaybackFor(
        ctx.db,
        video,
        requireAuth(request).user.id,
        request.params.id,
      );
      reply.header('cache-control', 'private, no-store');
      return { result };
    },
  );

  // Where the viewer stopped in a video resource, per account (decision 0288).
  app.get(
    '/resource/:id/position',
    {
      schema: { params: ResourceIdParamsSchema, response: { 200: ResourcePositionResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await resourcePosition(ctx.db, requireAuth(request).user.id, request.params.id),
    }),
  );

  app.put(
    '/resource/:id/position',
    {
      schema: {
        params: ResourceIdParamsSchema,
        body: ResourcePositionBodySchema,
        response: { 200: ResourcePositionResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await saveResourcePosition(
        ctx.db,
        requireAuth(request).user.id,
        request.params.id,
        request.body.position_seconds,
      ),
    }),
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
      await announcePurchase(ctx, done);
      return {
        result: {
          resource: await resourceOf(ctx.db, user.id, request.params.id, langOf(request)),
          purchase: presentPurchase(done.purchase, done.balance),
        },
      };
    },
  );
};
