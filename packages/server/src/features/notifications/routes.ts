/**
 * GET /notification (20 a page, with the unread count), PATCH /notification/{id}/read,
 * POST /notification/read-all, GET and PATCH /notification/preferences. Texts are rendered in
 * the language the request asks for (Accept-Language; the client sends its interface language).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MarkAllReadResultSchema,
  MarkNotificationReadBodySchema,
  NotificationIdParamsSchema,
  NotificationPreferencesResultSchema,
  NotificationResultSchema,
  NotificationsQuerySchema,
  NotificationsResultSchema,
  UpdateNotificationPreferencesBodySchema,
} from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import { requestLanguage } from '../../http/error-handler';
import { readPreferences, updatePreferences } from './preferences';
import { markAllRead, markRead, myNotifications } from './service';

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/notification',
    {
      schema: {
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await myNotifications(
        ctx.db,
        requireAuth(request).user.id,
        request.query,
        requestLanguage(request.headers['accept-language']),
      ),
    }),
  );

  app.patch(
    '/notification/:notification_id/read',
    {
      schema: {
        params: NotificationIdParamsSchema,
        body: MarkNotificationReadBodySchema,
        response: { 200: NotificationResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await markRead(
        ctx.db,
        requireAuth(request).user.id,
        request.params.notification_id,
        request.body.is_read,
        requestLanguage(request.headers['accept-language']),
      ),
    }),
  );

  app.post(
    '/notification/read-all',
    { schema: { response: { 200: MarkAllReadResultSchema } }, config: { auth: 'required' } },
    async (request) => ({ result: await markAllRead(ctx.db, requireAuth(request).user.id) }),
  );

  app.get(
    '/notification/preferences',
    {
      schema: { response: { 200: NotificationPreferencesResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({ result: await readPreferences(ctx.db, requireAuth(request).user.id) }),
  );

  app.patch(
    '/notification/preferences',
    {
      schema: {
        body: UpdateNotificationPreferencesBodySchema,
        response: { 200: NotificationPreferencesResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await updatePreferences(ctx.db, requireAuth(request).user.id, request.body),
    }),
  );
};
