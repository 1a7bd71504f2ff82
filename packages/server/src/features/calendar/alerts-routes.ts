/**
 * A signed-in user's calendar alerts (docs/decisions/0312-calendar-alerts.md):
 * GET /economic_calendar/alerts, POST /economic_calendar/alerts,
 * DELETE /economic_calendar/alerts/{id}.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CALENDAR_ALERT_ERRORS,
  CalendarAlertBodySchema,
  CalendarAlertResultSchema,
  CalendarAlertsResultSchema,
  IdParamsSchema,
  MessageResultSchema,
  calendarAlertProblem,
} from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import { NotFoundError, ValidationError } from '../../domain-errors';
import { countAlerts, deleteAlert, insertAlert, listAlerts } from './alerts-repository';
import { findSeriesId } from './series-repository';

/** Enough for every figure a trader follows; a runaway script stops here. */
export const MAX_ALERTS_PER_USER = 100;
export const TOO_MANY_ALERTS = `At most ${MAX_ALERTS_PER_USER} calendar alerts`;
export const ALERT_NOT_FOUND = 'Alert not found';

export const calendarAlertsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/economic_calendar/alerts',
    { schema: { response: { 200: CalendarAlertsResultSchema } }, config: { auth: 'required' } },
    async (request) => ({ result: await listAlerts(ctx.db, requireAuth(request).user.id) }),
  );

  app.post(
    '/economic_calendar/alerts',
    {
      schema: { body: CalendarAlertBodySchema, response: { 200: CalendarAlertResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const body = request.body;
      const problem = calendarAlertProblem(body);
      if (problem) throw new ValidationError(problem);
      const alert = await ctx.db.transaction(async (tx) => {
        if ((await countAlerts(tx, userId)) >= MAX_ALERTS_PER_USER)
          throw new ValidationError(TOO_MANY_ALERTS);
        let seriesId: number | null = null;
        if (body.series !== undefined) {
          seriesId = await findSeriesId(tx, body.series);
          if (seriesId === null)
            throw new ValidationError(CALENDAR_ALERT_ERRORS.series, {
              series: CALENDAR_ALERT_ERRORS.series,
            });
        }
        return insertAlert(tx, userId, seriesId, body);
      });
      return { result: alert };
    },
  );

  app.delete(
    '/economic_calendar/alerts/:id',
    {
      schema: { params: IdParamsSchema, response: { 200: MessageResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const removed = await deleteAlert(ctx.db, requireAuth(request).user.id, request.params.id);
      if (!removed) throw new NotFoundError(ALERT_NOT_FOUND);
      return { result: { message: 'Alert removed' } };
    },
  );
};
