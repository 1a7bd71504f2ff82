// The notifications widget: the component and its manifest (element.ts defines the element).
// Its strings are @savdo/ui/notifications' (shared with the host app's bell).
export { Notifications, type NotificationsProps } from './notifications';
export { notificationsManifest } from './manifest';
export { NotificationPreferencesForm } from '@savdo/ui/notifications';
