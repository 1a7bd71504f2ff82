/**
 * GET /banner (active ones, 10 a page) and GET /instruction (all, or one location's), in the
 * request's language; the admin's calls under /admin/banner and /admin/instruction (a banner's
 * picture uploaded by PUT /admin/banner/{id}/image, image-upload.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminBannerResultSchema,
  AdminBannersPageSchema,
  AdminBannersQuerySchema,
  AdminInstructionResultSchema,
  AdminInstructionsPageSchema,
  AdminInstructionsQuerySchema,
  BannerIdParamsSchema,
  BannerInputSchema,
  BannerPatchSchema,
  BannerQuerySchema,
  BannersResultSchema,
  InstructionInputSchema,
  InstructionPatchSchema,
  InstructionQuerySchema,
  InstructionsResultSchema,
  MessageResultSchema,
} from '@savdo/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { pageInMemory } from '../../http/admin-list-in-memory';
import { requireAuth } from '../../http/authenticate';
import { requestLanguage } from '../../http/error-handler';
import { uploadGate } from '../files';
import { attachBannerImage, readBannerImage } from './image-upload';
import {
  activeBanners,
  allBanners,
  allInstructions,
  createBanner,
  createInstruction,
  editBanner,
  editInstruction,
  instructions,
  removeBanner,
  removeInstruction,
} from './service';

export const bannersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const lang = (headers: { 'accept-language'?: string }) =>
    requestLanguage(headers['accept-language']);
  // The record before an edit or delete, for the audit log (docs/decisions/0294-admin-audit-log.md).
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const bannerBefore = async (c: AppContext, request: FastifyRequest) =>
    (await allBanners(c.db)).find((banner) => banner.id === idOf(request)) ?? null;
  const instructionBefore = async (c: AppContext, request: FastifyRequest) =>
    (await allInstructions(c.db)).find((item) => item.id === idOf(request)) ?? null;

  app.get(
    '/banner',
    {
      schema: { querystring: BannerQuerySchema, response: { 200: BannersResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => ({
      result: await activeBanners(ctx.db, request.query, lang(request.headers)),
    }),
  );

  app.get(
    '/instruction',
    {
      schema: { querystring: InstructionQuerySchema, response: { 200: InstructionsResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => ({
      result: await instructions(ctx.db, request.query, lang(request.headers)),
    }),
  );

  app.get(
    '/admin/banner',
    {
      schema: { querystring: AdminBannersQuerySchema, response: { 200: AdminBannersPageSchema } },
      config: { auth: 'admin' },
    },
    async (request) => {
      const { active } = request.query;
      const rows = (await allBanners(ctx.db)).filter(
        (b) => active === undefined || b.active === active,
      );
      // A handful of banners: read whole, paged here (http/admin-list-in-memory.ts).
      return {
        result: pageInMemory(rows, request.query, {
          text: (b) => [b.title.uz, b.title.ru, b.title.en],
          sorts: {
            position: (b) => b.position,
            id: (b) => b.id,
            starts_at: (b) => b.starts_at,
            ends_at: (b) => b.ends_at,
          },
          sort: 'position',
          order: 'asc',
        }),
      };
    },
  );
  app.post(
    '/admin/banner',
    {
      schema: { body: BannerInputSchema, response: { 201: AdminBannerResultSchema } },
      config: { auth: 'admin', audit: { entity: 'banner', action: 'banner.create' } },
    },
    async (request, reply) =>
      reply.code(201).send({ result: await createBanner(ctx.db, request.body) }),
  );
  app.patch(
    '/admin/banner/:id',
    {
      schema: {
        params: BannerIdParamsSchema,
        body: BannerPatchSchema,
        response: { 200: AdminBannerResultSchema },
      },
      config: {
        auth: 'admin',
        audit: { entity: 'banner', action: 'banner.update', before: bannerBefore },
      },
    },
    async (request) => ({ result: await editBanner(ctx.db, request.params.id, request.body) }),
  );
  app.put(
    '/admin/banner/:id/image',
    {
      schema: { params: BannerIdParamsSchema, response: { 200: AdminBannerResultSchema } },
      config: {
        auth: 'admin',
        audit: { entity: 'banner', action: 'banner.image', before: bannerBefore },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      // The admin's looser upload limits (docs/decisions/0276-bounded-uploads-and-private-files.md).
      const banner = await uploadGate(ctx).run({ request, reply }, 'admin', async (lease) => {
        const { storageDir } = ctx.config.files;
        const image = await readBannerImage(request, storageDir);
        const saved = await attachBannerImage(ctx.db, request.params.id, {
          data: image,
          ownerId: user.id,
          storageDir,
        });
        lease.stored(1, image.size);
        return saved;
      });
      return { result: banner };
    },
  );
  app.delete(
    '/admin/banner/:id',
    {
      schema: { params: BannerIdParamsSchema, response: { 200: MessageResultSchema } },
      // A delete logs no "after"; "before" keeps what was removed.
      config: {
        auth: 'admin',
        audit: { entity: 'banner', action: 'banner.delete', before: bannerBefore },
      },
    },
    async (request) => {
      await removeBanner(ctx.db, request.params.id);
      return { result: { message: 'Banner deleted' } };
    },
  );

  app.get(
    '/admin/instruction',
    {
      schema: {
        querystring: AdminInstructionsQuerySchema,
        response: { 200: AdminInstructionsPageSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      const { location } = request.query;
      const rows = (await allInstructions(ctx.db)).filter(
        (i) => location === undefined || i.location === location,
      );
      return {
        result: pageInMemory(rows, request.query, {
          text: (i) => [i.title.uz, i.title.ru, i.title.en, i.body.uz, i.body.ru, i.body.en],
          sorts: { position: (i) => i.position, id: (i) => i.id },
          sort: 'position',
          order: 'asc',
        }),
      };
    },
  );
  app.post(
    '/admin/instruction',
    {
      schema: { body: InstructionInputSchema, response: { 201: AdminInstructionResultSchema } },
      config: { auth: 'admin', audit: { entity: 'instruction', action: 'instruction.create' } },
    },
    async (request, reply) =>
      reply.code(201).send({ result: await createInstruction(ctx.db, request.body) }),
  );
  app.patch(
    '/admin/instruction/:id',
    {
      schema: {
        params: BannerIdParamsSchema,
        body: InstructionPatchSchema,
        response: { 200: AdminInstructionResultSchema },
      },
      config: {
        auth: 'admin',
        audit: { entity: 'instruction', action: 'instruction.update', before: instructionBefore },
      },
    },
    async (request) => ({
      result: await editInstruction(ctx.db, request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/instruction/:id',
    {
      schema: { params: BannerIdParamsSchema, response: { 200: MessageResultSchema } },
      config: {
        auth: 'admin',
        audit: { entity: 'instruction', action: 'instruction.delete', before: instructionBefore },
      },
    },
    async (request) => {
      await removeInstruction(ctx.db, request.params.id);
      return { result: { message: 'Instruction deleted' } };
    },
  );
};
