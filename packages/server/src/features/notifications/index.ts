/**
 * The face of the notifications feature: what other features import from it, and nothing else
 * (decision 0274). Used by algo, courses, payments, plans, purchases and signals, and by telegram
 * (a delivery channel: `addNotificationChannel`, `renderNotification`) (`notify`, or
 * `recordNotification` inside a transaction and `deliverNotifications` after its commit). Its
 * descriptor is registered in features/index.ts.
 */
export {
  addNotificationChannel,
  deliverNotifications,
  notify,
  notifyMany,
  recordNotification,
} from './service';
export type { ChannelDelivery, NotificationChannel } from './service';
export { renderNotification } from './texts';
export type { NotificationRow } from './repository';
export { userIdsFollowingAsset } from './repository';
