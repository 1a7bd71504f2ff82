/** In-app notifications (section 3) and the client's unread state. No server route yet. */
import { Type, type Static } from 'typebox';
import { PageOf, ResultOf } from './common';

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
