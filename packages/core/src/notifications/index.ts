// Notifications, banners and instructions on the client, their own entry
// (`@savdo/core/notifications`): the typed calls and query stores only the bell, the sidebar,
// the carousel and the help widgets use, out of the shared core chunk (as `@savdo/core/algo`).
export * as notificationsApi from './api';
export * from './queries';
export * from './browser-notifications';
