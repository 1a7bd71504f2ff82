// What the notification bell, sidebar and settings share, its own entry
// (`@savdo/ui/notifications`), out of the shared ui chunk.
export { notificationsStrings, NOTIFICATIONS_NAMESPACE } from './notifications-strings';
export { NotificationsPanel, type NotificationsPanelProps } from './notifications-panel';
export { NotificationPreferencesForm } from './notification-preferences';
export { useNotificationBell } from './use-notification-bell';
export { relativeTime } from './relative-time';
