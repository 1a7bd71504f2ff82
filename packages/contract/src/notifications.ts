/** In-app notifications (section 3) and the client's unread state. No server route yet. */
import { Type, type Static } from 'typebox';
import { LiteralUnion, PageOf, ResultOf } from './common';

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

export const AppNotificationSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  is_read: Type.Boolean(),
  created_at: Type.String(),
});
export type AppNotification = Static<typeof AppNotificationSchema>;

/** A page of notifications, with the unread count beside it. */
export const NotificationsResultSchema = Type.Object({
  ...PageOf(AppNotificationSchema).properties,
  unread: Type.Optional(Type.Integer()),
});
export type NotificationsResponse = Static<typeof NotificationsResultSchema>;
export const MarkNotificationReadBodySchema = Type.Object({ is_read: Type.Literal(true) });
export type MarkNotificationReadRequest = Static<typeof MarkNotificationReadBodySchema>;
export const NotificationResultSchema = ResultOf(AppNotificationSchema);
export type NotificationResponse = Static<typeof NotificationResultSchema>;

/** Client-only: the bell's unread count and panel state (never on the wire). */
export interface NotificationState {
  unreadCount: number;
  isOpen: boolean;
}
