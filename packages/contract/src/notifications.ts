/**
 * In-app notifications (sections 3, 4, 7): GET /notification, PATCH /notification/{id}/read,
 * POST /notification/read-all, GET/PATCH /notification/preferences, the live `notification`
 * event, and the client's unread state.
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Nullable, PageOf, PageQuerySchema, ResultOf } from './common';
import { AssetTypeSchema } from './signals';

/**
 * What raises a notification (issue 16): one kind per real event. The notifications feature
 * creates them; the settings page lets a trader choose which kinds raise a browser notification.
 */
export const NOTIFICATION_KINDS = [
  'payment_credited',
  'payment_failed',
  'module_access_ending',
  'module_access_ended',
  'subscription_ending',
  'signal_new',
  'expert_advisor_status',
  'support_reply',
] as const;
export const NotificationKindSchema = LiteralUnion(NOTIFICATION_KINDS, {
  errorMessage: `kind must be one of: ${NOTIFICATION_KINDS.join(', ')}`,
});
export type NotificationKind = Static<typeof NotificationKindSchema>;

/**
 * The values a notification's text is rendered from (an amount, a module's title, a status).
 * Written as plain JSON Schema through Type.Unsafe, not Type.Record: this schema rides in the
 * live event union every page loads, and Type.Record pulls TypeBox's whole type engine
 * (~13 KB gzip) into the shared first-load chunk.
 */
export const NotificationParamsSchema = Type.Unsafe<
  Record<string, string | number | boolean | null>
>({
  type: 'object',
  additionalProperties: {
    anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }],
  },
});
export type NotificationParams = Static<typeof NotificationParamsSchema>;

/**
 * One notification. The server stores its kind and params and renders `title` and `body` in
 * the reader's language (the request's Accept-Language; the user's language for a live push).
 */
export const AppNotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: NotificationKindSchema,
  title: Type.String(),
  body: Type.String(),
  params: NotificationParamsSchema,
  /** Where the notification leads inside the product (a path such as /balance-history). */
  link: Nullable(Type.String()),
  is_read: Type.Boolean(),
  created_at: Type.String(),
});
export type AppNotification = Static<typeof AppNotificationSchema>;

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
/** `is_read: true` marks it read (section 4); false marks it unread again. */
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

/** Client-only: the bell's unread count and panel state (never on the wire). */
export interface NotificationState {
  unreadCount: number;
  isOpen: boolean;
}
