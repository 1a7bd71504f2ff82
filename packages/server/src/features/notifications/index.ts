/**
 * What other features use: `notify` (record and push one), `recordNotification` and
 * `deliverNotifications` (inside a transaction, then after its commit), `notifyMany`.
 */
export {
  deliverNotifications,
  notify,
  notifyMany,
  recordNotification,
  type NotifyDeps,
  type NotifyInput,
} from './service';
export type { NotificationRow } from './repository';
export { userIdsFollowingAsset } from './repository';
