/**
 * In-app notifications: the kinds, the notification itself (also the live
 * `notification` event's payload) and the client's unread state. The calls' requests and
 * answers are in notification-calls.ts, so the live event union every page loads does not
 * carry them.
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Nullable } from './common';

/**
 * What raises a notification: one kind per real event. The notifications feature
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
  'purchase_receipt',
  'purchase_refunded',
  'top_up_refunded',
  // docs/decisions/0312-calendar-alerts.md
  'calendar_reminder',
  'calendar_actual',
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

/** Client-only: the bell's unread count and panel state (never on the wire). */
export interface NotificationState {
  unreadCount: number;
  isOpen: boolean;
}
