/**
 * The trading journal's calls (contract journal.ts lists them). Create and
 * update take the text fields from the query string and the images and analysis lists from
 * the multipart body, exactly as the spec says. A user only ever sees their own entries:
 * another user's id answers 404, as a missing one does. Bodies are read under the upload
 * limits, and screenshots are answered as signed links
 * (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  JOURNAL_LIMITS,
  JOURNAL_MESSAGES,
  JOURNAL_PAGE_SIZE,
  JournalCreateQuerySchema,
  JournalEntryResultSchema,
  JournalFiltersSchema,
  JournalImportQuerySchema,
  JournalImportResultSchema,
  JournalListQuerySchema,
  JournalListResultSchema,
  JournalReportsQuerySchema,
  JournalReportsResultSchema,
  JournalStatsResultSchema,
  JournalTagsResultSchema,
  JournalUpdateQuerySchema,
  MessageResultSchema,
} from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import { fileLinker, keepingFiles, receiveWhole, uploadGate } from '../files';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { entriesToCsv } from './csv';
import { readEntryParts, type EntryParts } from './entry-parts';
import { importJournalFile } from './import-service';
import { journalReports, journalTags } from './reports';
import { presentEntry } from './present';
import { allEntries, listEntries } from './repository';
import {
  checkFilters,
  createJournalEntry,
  deleteJournalEntry,
  getJournalEntry,
  journalStats,
  updateJournalEntry,
} from './service';

/** The import reads a CSV or an MT4/MT5 statement (decision 0319): the message names both. */
const chooseFile = () =>
  new ValidationError(JOURNAL_MESSAGES.chooseImport, { file: JOURNAL_MESSAGES.chooseImport });

export const journalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const link = fileLinker(ctx.config.files);
  const files = { link, storageDir: ctx.config.files.storageDir };
  const present = (row: Parameters<typeof presentEntry>[0]) => presentEntry(row, link);

  /** Reads the entry's body (when it has one) as an upload: under the limits, counted. */
  const withParts = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (parts: EntryParts) => Promise<T>,
  ): Promise<T> => {
    if (!request.isMultipart()) return readEntryParts(request, null).then(work);
    return uploadGate(ctx).run({ request, reply }, 'journal', async (lease) => {
      const parts = await readEntryParts(request, files.storageDir);
      const images = Object.values(parts.images).map((image) => image.data);
      // The entry's rows and its screenshots' bodies are kept together or not at all.
      const result = await keepingFiles(images, () => work(parts));
      lease.stored(
        images.length,
        images.reduce((sum, image) => sum + image.size, 0),
      );
      return result;
    });
  };

  // Private data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/trading-journal/all',
    {
      schema: { querystring: JournalListQuerySchema, response: { 200: JournalListResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { limit = JOURNAL_PAGE_SIZE, page = 1, ...filters } = request.query;
      checkFilters(filters);
      const { rows, total } = await listEntries(ctx.db, user.id, filters, limit, page);
      return { result: { data: rows.map(present), page, limit, total } };
    },
  );

  app.get(
    '/trading-journal/stats',
    {
      schema: { querystring: JournalFiltersSchema, response: { 200: JournalStatsResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await journalStats(ctx.db, requireAuth(request).user.id, request.query),
    }),
  );

  app.get(
    '/trading-journal/reports',
    {
      schema: {
        querystring: JournalReportsQuerySchema,
        response: { 200: JournalReportsResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { utc_offset: _offset, ...filters } = request.query;
      checkFilters(filters);
      return { result: await journalReports(ctx.db, user.id, request.query) };
    },
  );

  app.get(
    '/trading-journal/tags',
    { schema: { response: { 200: JournalTagsResultSchema } }, config: { auth: 'required' } },
    async (request) => ({ result: await journalTags(ctx.db, requireAuth(request).user.id) }),
  );

  app.get(
    '/trading-journal/export.csv',
    { schema: { querystring: JournalFiltersSchema }, config: { auth: 'required' } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      checkFilters(request.query);
      const rows = await allEntries(ctx.db, user.id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="trading-journal.csv"')
        .send(`\uFEFF${entriesToCsv(rows.map(present))}`);
    },
  );

  app.post(
    '/trading-journal/import',
    {
      schema: {
        querystring: JournalImportQuerySchema,
        response: { 200: JournalImportResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      if (!request.isMultipart()) throw chooseFile();
      const tooLarge = () =>
        new TooLargeError(JOURNAL_MESSAGES.csvTooLarge, { file: JOURNAL_MESSAGES.csvTooLarge });
      // Read under the upload limits; it stores no file, so it spends no daily quota.
      const data = await uploadGate(ctx).run({ request, reply }, 'journal', async () => {
        try {
          const part = await request.file({
            limits: { fileSize: JOURNAL_LIMITS.importMaxBytes, files: 1 },
          });
          if (!part || part.fieldname !== 'file') throw chooseFile();
          return await receiveWhole(part.file, JOURNAL_LIMITS.importMaxBytes, tooLarge);
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        }
      });
      return {
        result: await importJournalFile(ctx.db, user.id, data, request.query.accept_valid === true),
      };
    },
  );

  app.post(
    '/trading-journal/new',
    {
      schema: {
        querystring: JournalCreateQuerySchema,
        response: { 201: JournalEntryResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const entry = await withParts(request, reply, (parts) =>
        createJournalEntry(ctx.db, user.id, request.query, parts, files),
      );
      return reply.code(201).send({ result: entry });
    },
  );

  app.get(
    '/trading-journal/:id',
    {
      schema: { params: IdParamsSchema, response: { 200: JournalEntryResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await getJournalEntry(ctx.db, requireAuth(request).user.id, request.params.id, link),
    }),
  );

  app.patch(
    '/trading-journal/:id',
    {
      schema: {
        params: IdParamsSchema,
        querystring: JournalUpdateQuerySchema,
        response: { 200: JournalEntryResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const entry = await withParts(request, reply, (parts) =>
        updateJournalEntry(ctx.db, user.id, request.params.id, request.query, parts, files),
      );
      return { result: entry };
    },
  );

  app.delete(
    '/trading-journal/:id',
    {
      schema: { params: IdParamsSchema, response: { 200: MessageResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      await deleteJournalEntry(ctx.db, requireAuth(request).user.id, request.params.id);
      return { result: { message: 'Journal entry deleted' } };
    },
  );
};
