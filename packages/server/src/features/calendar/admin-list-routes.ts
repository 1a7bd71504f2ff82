/**
 * The back office's calendar: GET /admin/economic-calendar (paged, filtered by Tashkent days,
 * currency, country and impact) and PATCH /admin/economic-calendar/{id} (every field but the
 * actual value, which has its own route and live event).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCalendarPageSchema,
  AdminCalendarPatchSchema,
  AdminCalendarQuerySchema,
  CalendarEventParamsSchema,
  EconomicEventResultSchema,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { listAdminEvents, patchEvent } from './admin-list-repository';
import { findEvent } from './repository';
import { UnknownEventError } from './service';

async function eventOf(q: Queryable, id: number) {
  const event = await findEvent(q, id);
  if (!event) throw new UnknownEventError(id);
  return event;
}

export const calendarAdminListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/economic-calendar',
    {
      schema: { querystring: AdminCalendarQuerySchema, response: { 200: AdminCalendarPageSchema } },
      config: { auth: 'admin' },
    },
    async (request) => ({ result: await listAdminEvents(ctx.db, request.query) }),
  );

  app.patch(
    '/admin/economic-calendar/:id',
    {
      schema: {
        params: CalendarEventParamsSchema,
        body: AdminCalendarPatchSchema,
        response: { 200: EconomicEventResultSchema },
      },
      config: {
        auth: 'admin',
        audit: {
          entity: 'economic_event',
          action: 'economic_event.update',
          before: (c, request) => eventOf(c.db, (request.params as { id: number }).id),
        },
      },
    },
    // One transaction: the edit and the event's series link (series-link.ts) together.
    async (request) => ({
      result: await ctx.db.transaction((tx) => patchEvent(tx, request.params.id, request.body)),
    }),
  );
};
