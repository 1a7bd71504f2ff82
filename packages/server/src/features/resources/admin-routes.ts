/**
 * The admin API of the resource center (admin role): every resource with its texts in every
 * language, create and edit, upload a PDF or a video resource's file (multipart, field `file`),
 * and create or rename a category.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MultipartFile } from '@fastify/multipart';
import {
  AdminResourceBodySchema,
  AdminResourcesPageSchema,
  AdminResourcesQuerySchema,
  AdminResourceCategoryBodySchema,
  AdminResourceCategoryParamsSchema,
  AdminResourcePatchSchema,
  RESOURCE_FILE_MAX_BYTES,
  ResourceCategoriesResultSchema,
  ResourceCategoryResultSchema,
  ResourceIdParamsSchema,
  ResourceResultSchema,
} from '@savdo/contract';
import type { FastifyRequest } from 'fastify';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { pageInMemory } from '../../http/admin-list-in-memory';
import { requestLanguage } from '../../http/error-handler';
import { receiveFile, uploadGate, type ReceivedFile } from '../files';
import { videoPartOf } from '../video';
import {
  CHOOSE_PDF,
  NOT_PDF,
  PDF_HEAD_BYTES,
  PDF_TOO_LARGE,
  attachPdf,
  createResource,
  editResource,
  saveCategory,
  sniffPdf,
} from './admin-service';
import { categoryList } from './catalog-service';
import { presentCategory, presentResource } from './present';
import { findResourceView, listAllResourceViews, listCategories } from './repository';
import { attachResourceVideo } from './video-upload';

const langOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/**
 * The PDF part streamed to a temporary file, judged by its first bytes as they arrive
 * (docs/decisions/0310-uploads-stream-to-storage.md); attachPdf keeps it or removes it.
 */
async function readPdfPart(
  part: MultipartFile,
  storageDir: string | null,
): Promise<ReceivedFile<'application/pdf'>> {
  try {
    return await receiveFile(
      part.file,
      {
        maxBytes: RESOURCE_FILE_MAX_BYTES,
        sniff: sniffPdf,
        headBytes: PDF_HEAD_BYTES,
        tooLarge: () => new TooLargeError(PDF_TOO_LARGE, { file: PDF_TOO_LARGE }),
        wrongType: () => new ValidationError(NOT_PDF, { file: NOT_PDF }),
      },
      storageDir,
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new TooLargeError(PDF_TOO_LARGE, { file: PDF_TOO_LARGE });
    throw error;
  }
}

export const resourcesAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  /** The resource before an edit, for the audit log (docs/decisions/0294-admin-audit-log.md). */
  const resourceBefore = async (_c: unknown, request: FastifyRequest) => {
    const id = (request.params as { id: number }).id;
    const row = await findResourceView(ctx.db, null, id, { includeHidden: true });
    return row
      ? presentResource({ ...row, owned: true }, langOf(request), { withBody: true, admin: true })
      : null;
  };

  /** An admin sees a resource as its buyer would, hidden PDFs (no file yet) included. */
  const adminView = async (id: number, request: FastifyRequest) => {
    const row = await findResourceView(ctx.db, null, id, { includeHidden: true });
    if (!row) throw new Error(`resource ${id} vanished after a write`);
    return presentResource({ ...row, owned: true }, langOf(request), {
      withBody: true,
      admin: true,
    });
  };

  app.get(
    '/admin/resources',
    {
      schema: {
        querystring: AdminResourcesQuerySchema,
        response: { 200: AdminResourcesPageSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => {
      const q = request.query;
      const rows = (await listAllResourceViews(ctx.db))
        .map((row) =>
          presentResource({ ...row, owned: true }, langOf(request), {
            withBody: false,
            admin: true,
          }),
        )
        .filter(
          (r) =>
            (q.kind === undefined || r.kind === q.kind) &&
            (q.category_name === undefined || r.category_name === q.category_name) &&
            (q.is_featured === undefined || r.is_featured === q.is_featured) &&
            (q.is_free === undefined || r.is_free === q.is_free),
        );
      // The library holds tens of items: read whole, paged here (http/admin-list-in-memory.ts).
      return {
        result: pageInMemory(rows, q, {
          text: (r) => [
            r.title,
            r.translations.uz?.title,
            r.translations.ru?.title,
            r.translations.en?.title,
          ],
          sorts: {
            created_at: (r) => r.created_at,
            updated_at: (r) => r.updated_at,
            title: (r) => r.title.toLowerCase(),
            price: (r) => r.price,
          },
          sort: 'created_at',
          order: 'desc',
        }),
      };
    },
  );

  app.post(
    '/admin/resources',
    {
      schema: { body: AdminResourceBodySchema, response: { 201: ResourceResultSchema } },
      config: { auth: 'admin', audit: { entity: 'resource', action: 'resource.create' } },
    },
    async (request, reply) => {
      const row = await createResource(ctx.db, request.body);
      return reply.code(201).send({ result: await adminView(row.id, request) });
    },
  );

  app.patch(
    '/admin/resources/:id',
    {
      schema: {
        params: ResourceIdParamsSchema,
        body: AdminResourcePatchSchema,
        response: { 200: ResourceResultSchema },
      },
      config: {
        auth: 'admin',
        audit: { entity: 'resource', action: 'resource.update', before: resourceBefore },
      },
    },
    async (request) => {
      const row = await editResource(ctx.db, request.params.id, request.body);
      return { result: await adminView(row.id, request) };
    },
  );

  app.put(
    '/admin/resources/:id/file',
    {
      schema: { params: ResourceIdParamsSchema, response: { 200: ResourceResultSchema } },
      config: {
        auth: 'admin',
        audit: { entity: 'resource', action: 'resource.file', before: resourceBefore },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ValidationError(CHOOSE_PDF, { file: CHOOSE_PDF });
      // The admin's looser upload limits (docs/decisions/0276-bounded-uploads-and-private-files.md).
      const row = await uploadGate(ctx).run({ request, reply }, 'admin', async (lease) => {
        const part = await request.file({
          limits: { fileSize: RESOURCE_FILE_MAX_BYTES, files: 1 },
        });
        if (!part) throw new ValidationError(CHOOSE_PDF, { file: CHOOSE_PDF });
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new ValidationError(CHOOSE_PDF, { file: CHOOSE_PDF });
        }
        const { storageDir } = ctx.config.files;
        const data = await readPdfPart(part, storageDir);
        const attached = await attachPdf(ctx.db, request.params.id, {
          data,
          filename: part.filename,
          storageDir,
        });
        lease.stored(1, data.size);
        return attached;
      });
      return { result: await adminView(row.id, request) };
    },
  );

  app.put(
    '/admin/resources/:id/video',
    {
      schema: { params: ResourceIdParamsSchema, response: { 200: ResourceResultSchema } },
      config: {
        auth: 'admin',
        audit: { entity: 'resource', action: 'resource.video', before: resourceBefore },
      },
    },
    async (request, reply) => {
      // Streamed under the video limit as a lesson's video is, still one of the admin's uploads
      // (docs/decisions/0276-bounded-uploads-and-private-files.md).
      const { resource } = await uploadGate(ctx).run({ request, reply }, 'admin', async (lease) => {
        const part = await videoPartOf(request, ctx.config.video.maxBytes);
        const attached = await attachResourceVideo(
          ctx.db,
          () => ctx.video,
          request.params.id,
          part,
        );
        lease.stored(1, attached.stored.size);
        return attached;
      });
      return { result: await adminView(resource.id, request) };
    },
  );

  app.get(
    '/admin/resource-categories',
    { schema: { response: { 200: ResourceCategoriesResultSchema } }, config: { auth: 'admin' } },
    async (request) => ({ result: await categoryList(ctx.db, langOf(request)) }),
  );

  app.put(
    '/admin/resource-categories/:name',
    {
      schema: {
        params: AdminResourceCategoryParamsSchema,
        body: AdminResourceCategoryBodySchema,
        response: { 200: ResourceCategoryResultSchema },
      },
      config: {
        auth: 'admin',
        audit: {
          entity: 'resource_category',
          action: 'resource_category.save',
          before: async (c, request) => {
            const name = (request.params as { name: string }).name;
            const row = (await listCategories(c.db)).find((category) => category.name === name);
            return row ? presentCategory(row, langOf(request)) : null;
          },
        },
      },
    },
    async (request) => {
      await saveCategory(ctx.db, request.params.name, request.body);
      const row = (await listCategories(ctx.db)).find((c) => c.name === request.params.name);
      if (!row) throw new Error(`category ${request.params.name} vanished after a write`);
      return { result: presentCategory(row, langOf(request)) };
    },
  );
};
