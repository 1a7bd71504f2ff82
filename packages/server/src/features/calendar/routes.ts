/**
 * The economic calendar: GET /economic_calendar (the contract) for signed-in users and partner
 * pages (features/partners/public-access.ts), and the admin calls that import events (a JSON list,
 * or a CSV or JSON file) and publish an actual value live.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarImportBodySchema,
  CalendarImportResultSchema,
  CalendarQuerySchema,
  EconomicCalendarResultSchema,
  EconomicEventResultSchema,
  PublishActualBodySchema,
  EventSeriesDetailResultSchema,
  SeriesParamsSchema,
  UPLOAD_MAX_BYTES,
  IdParamsSchema,
} from '@savdo/contract';
import { importEvents, publishActual } from './service';
import { calendarRange } from './date-range';
import { completeEvent, formatOf, parseEventsFile } from './import-file';
import { findEvent, listEvents } from './repository';
import { findSeriesDetail } from './series-repository';
import { NotFoundError } from '../../domain-errors';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { receiveWhole, uploadGate } from '../files';
import { publicAccess } from '../partners';

const EventParams = IdParamsSchema;
const CHOOSE_FILE = 'Choose a .csv or .json file of events';
export const SERIES_NOT_FOUND = 'Event series not found';

export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const gate = await publicAccess(app);

  app.get(
    '/economic_calendar',
    {
      schema: { querystring: CalendarQuerySchema, response: { 200: EconomicCalendarResultSchema } },
      config: { auth: 'optional' },
      preHandler: gate,
    },
    async (request) => {
      const range = calendarRange(request.query);
      const events = await listEvents(ctx.db, { ...range, query: request.query.query ?? '' });
      return { result: events };
    },
  );

  // An event's detail: its last 12 releases, meaning, source and next release, for the same
  // readers as the list (docs/decisions/0311-economic-event-series.md).
  app.get(
    '/economic_calendar/series/:key',
    {
      schema: { params: SeriesParamsSchema, response: { 200: EventSeriesDetailResultSchema } },
      config: { auth: 'optional' },
      preHandler: gate,
    },
    async (request) => {
      const detail = await findSeriesDetail(ctx.db, request.params.key);
      if (!detail) throw new NotFoundError(SERIES_NOT_FOUND);
      return { result: detail };
    },
  );

  app.post(
    '/admin/economic-calendar/import',
    {
      schema: { body: CalendarImportBodySchema, response: { 200: CalendarImportResultSchema } },
      // A bulk upsert: the log keeps how many events it stored (docs/decisions/0294-admin-audit-log.md).
      config: {
        auth: 'admin',
        audit: { entity: 'economic_event', action: 'economic_event.import' },
      },
    },
    async (request) => {
      const stored = await importEvents(ctx.db, request.body.events.map(completeEvent), ctx.live);
      return { result: { imported: stored.length } };
    },
  );

  app.post(
    '/admin/economic-calendar/import-file',
    {
      schema: { response: { 200: CalendarImportResultSchema } },
      config: {
        auth: 'admin',
        audit: { entity: 'economic_event', action: 'economic_event.import_file' },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ValidationError(CHOOSE_FILE, { file: CHOOSE_FILE });
      // The admin's upload limits (docs/decisions/0276-bounded-uploads-and-private-files.md).
      const { data, filename } = await uploadGate(ctx).run(
        { request, reply },
        'admin',
        async () => {
          const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
          if (!part) throw new ValidationError(CHOOSE_FILE, { file: CHOOSE_FILE });
          const data = await receiveWhole(
            part.file,
            UPLOAD_MAX_BYTES,
            () => new TooLargeError('The file is too large'),
          );
          return { data, filename: part.filename };
        },
      );
      const events = parseEventsFile(data.toString('utf8'), formatOf(filename));
      const stored = await importEvents(ctx.db, events, ctx.live);
      return { result: { imported: stored.length } };
    },
  );

  app.post(
    '/admin/economic-calendar/:id/actual',
    {
      schema: {
        params: EventParams,
        body: PublishActualBodySchema,
        response: { 200: EconomicEventResultSchema },
      },
      config: {
        auth: 'admin',
        audit: {
          entity: 'economic_event',
          action: 'economic_event.publish_actual',
          before: (c, request) => findEvent(c.db, (request.params as { id: number }).id),
        },
      },
    },
    async (request) => {
      const event = await publishActual(ctx.db, ctx.live, request.params.id, request.body.actual);
      return { result: event };
    },
  );
};
