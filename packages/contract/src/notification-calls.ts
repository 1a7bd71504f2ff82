/**
 * The notification calls: GET /notification (20 a page, with the unread count),
 * PATCH /notification/{notification_id}/read, POST /notification/read-all, and GET/PATCH
 * /notification/preferences. The entity and the kinds are in notifications.ts.
 */
import { Type, type Static } from 'typebox';
import { PageOf, PageQuerySchema, ResultOf } from './common';
import { AppNotificationSchema, NOTIFICATION_KINDS, NotificationKindSchema } from './notifications';
import { AssetTypeSchema } from './signals';

export const NotificationsQuerySchema = Type.Object({ ...PageQuerySchema.properties });
export type NotificationsQuery = Static<typeof NotificationsQuerySchema>;

/** A page of notifications (20 by default, newest first), with the unread count beside it. */
export const NotificationsResultSchema = ResultOf(
  Type.Object({
    ...PageOf(AppNotificationSchema).properties.result.properties,
    unread: Type.Integer({ minimum: 0 }),
  }),
);
export type NotificationsResponse = Static<typeof NotificationsResultSchema>;

export const NotificationIdParamsSchema = Type.Object({
  notification_id: Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    errorMessage: 'notification_id must be a positive whole number',
  }),
});
/** `is_read: true` marks it read; false marks it unread again. */
export const MarkNotificationReadBodySchema = Type.Object(
  { is_read: Type.Boolean({ errorMessage: 'is_read must be true or false' }) },
  { additionalProperties: false },
);
export type MarkNotificationReadRequest = Static<typeof MarkNotificationReadBodySchema>;
/** The notification as it is now, and the user's unread count after the change. */
export const NotificationResultSchema = ResultOf(
  Type.Object({ notification: AppNotificationSchema, unread: Type.Integer({ minimum: 0 }) }),
);
export type NotificationResponse = Static<typeof NotificationResultSchema>;
/** POST /notification/read-all: how many changed; unread is then 0. */
export const MarkAllReadResultSchema = ResultOf(
  Type.Object({ updated: Type.Integer({ minimum: 0 }), unread: Type.Integer({ minimum: 0 }) }),
);
export type MarkAllReadResponse = Static<typeof MarkAllReadResultSchema>;

/**
 * A user's notification preferences, kept on the server: which kinds also raise a browser
 * notification, whether notifications also go by email, and which asset types a new signal
 * notifies about (the signals widget's settings; decision 0231).
 */
export const NotificationPreferencesSchema = Type.Object({
  browser_kinds: Type.Array(NotificationKindSchema, { maxItems: NOTIFICATION_KINDS.length }),
  email: Type.Boolean(),
  signal_asset_types: Type.Array(AssetTypeSchema, { maxItems: 4 }),
});
export type NotificationPreferences = Static<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesResultSchema = ResultOf(NotificationPreferencesSchema);
export type NotificationPreferencesResponse = Static<typeof NotificationPreferencesResultSchema>;
/** PATCH: any of the three; what is left out stays. */
export const UpdateNotificationPreferencesBodySchema = Type.Object(
  {
    browser_kinds: Type.Optional(
      Type.Array(NotificationKindSchema, {
        maxItems: NOTIFICATION_KINDS.length,
        uniqueItems: true,
        errorMessage: `browser_kinds must list kinds among: ${NOTIFICATION_KINDS.join(', ')}`,
      }),
    ),
    email: Type.Optional(Type.Boolean({ errorMessage: 'email must be true or false' })),
    signal_asset_types: Type.Optional(
      Type.Array(AssetTypeSchema, {
        maxItems: 4,
        uniqueItems: true,
        errorMessage:
          'signal_asset_types must list asset types among: crypto, forex, stocks, commodities',
      }),
    ),
  },
  { additionalProperties: false },
);
export type UpdateNotificationPreferencesRequest = Static<
  typeof UpdateNotificationPreferencesBodySchema
>;
