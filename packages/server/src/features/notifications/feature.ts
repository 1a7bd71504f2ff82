/**
 * Notifications (docs/decisions/0230-notifications.md): the list, read state and preferences, and
 * `notify`, which the
 * features whose events a trader must hear about call (payments, courses, plans, signals, algo;
 * the chat's support reply). The live `notification` event's audience is always named by
 * `notify` (one user), so the platform's 'explicit' rule covers it.
 */
import { defineFeature } from '../feature';
import { notificationsRoutes } from './routes';
import { seedDemoNotifications } from './seed';
// Registers the chat's support replies as notifications (a listener, when this module loads).
import './support-reply-notice';

export const notificationsFeature = defineFeature({
  name: 'notifications',
  routes: [notificationsRoutes],
  // After users: the demo trader's bell.
  seed: (db) => seedDemoNotifications(db),
});
