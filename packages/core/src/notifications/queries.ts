// Notifications, banners and instructions as query stores. The bell's unread count
// is core's notification counter: set from each answer's `unread`, +1 on a
// live `notification`, -1 on marking one read (never below 0), reset on mark all read. The
// language is part of each key: the server renders the texts in the reader's language.
import type {
  AppNotification,
  BannersResponse,
  InstructionLocation,
  InstructionsResponse,
  Language,
  NotificationPreferences,
  NotificationPreferencesResponse,
  NotificationsResponse,
  UpdateNotificationPreferencesRequest,
} from '@savdo/contract';
import { BANNERS_PAGE_DATA } from '@savdo/contract';
import {
  getBanners,
  getInstructions,
  getNotificationPreferences,
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationPreferences,
} from './api';
import {
  decrementNotificationsUnread,
  incrementNotificationsUnread,
  resetNotificationsUnread,
  setNotificationsUnreadCount,
} from '../counters/notification-counter';
import { takePageData } from '../page-data/page-data';
import { liveFanOut } from '../query/live-fan-out';
import {
  createQuery,
  fetchQuery,
  primeQuery,
  invalidateQueries,
  keyOf,
  updateQueries,
  type QueryStore,
} from '../query/query-client';

export const NOTIFICATIONS_QUERY = 'notifications/list';
export const NOTIFICATION_PREFERENCES_QUERY = 'notifications/preferences';
export const BANNERS_QUERY = 'banners/list';
export const INSTRUCTIONS_QUERY = 'instructions/all';

/** One page of my notifications (20), in `lang`. */
export function notificationsQuery(
  page: number,
  lang: Language,
): QueryStore<NotificationsResponse> {
  return createQuery(NOTIFICATIONS_QUERY, { page, lang }, (p) =>
    getNotifications({ page: p.page }),
  );
}

/** The bell follows the server's count whenever a page arrives. */
export function syncUnreadCount(answer: NotificationsResponse | undefined): void {
  if (answer) setNotificationsUnreadCount(answer.result.unread);
}

export const $notificationPreferences = createQuery<NotificationPreferencesResponse>(
  NOTIFICATION_PREFERENCES_QUERY,
  undefined,
  getNotificationPreferences,
);

function patchCachedNotification(id: number, patch: Partial<AppNotification>): void {
  updateQueries<NotificationsResponse>(keyOf(NOTIFICATIONS_QUERY), (answer) => ({
    result: {
      ...answer.result,
      data: answer.result.data.map((n) => (n.id === id ? { ...n, ...patch } : n)),
    },
  }));
}

/** Marks one read: the bell drops by one at once, the server's count then settles it. */
export async function readNotification(notification: AppNotification): Promise<void> {
  if (notification.is_read) return;
  patchCachedNotification(notification.id, { is_read: true });
  decrementNotificationsUnread();
  try {
    const answer = await markNotificationRead(notification.id, true);
    setNotificationsUnreadCount(answer.result.unread);
  } catch (error) {
    patchCachedNotification(notification.id, { is_read: false });
    incrementNotificationsUnread();
    throw error;
  }
}

export async function readAllNotifications(): Promise<void> {
  const answer = await markAllNotificationsRead();
  resetNotificationsUnread();
  setNotificationsUnreadCount(answer.result.unread);
  updateQueries<NotificationsResponse>(keyOf(NOTIFICATIONS_QUERY), (cached) => ({
    result: {
      ...cached.result,
      unread: 0,
      data: cached.result.data.map((n) => ({ ...n, is_read: true })),
    },
  }));
}

export async function saveNotificationPreferences(
  patch: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const answer = await updateNotificationPreferences(patch);
  updateQueries<NotificationPreferencesResponse>(
    keyOf(NOTIFICATION_PREFERENCES_QUERY),
    () => answer,
  );
  return answer.result;
}

/**
 * Live `notification` events: +1 on the bell and the cached pages dropped (fetched again when
 * shown), once per event however many widgets listen; then each listener is told (a toast, a
 * browser notification).
 */
export const subscribeNotifications = liveFanOut(['notification'], () => {
  incrementNotificationsUnread();
  invalidateQueries(keyOf(NOTIFICATIONS_QUERY));
});

/**
 * The dashboard's page carries the banner list (server page hints, decision 0267): the first
 * store of a language shows it at once instead of asking.
 */
function primeBanners(lang: Language): void {
  const carried = takePageData<BannersResponse>(BANNERS_PAGE_DATA(lang));
  if (carried) primeQuery(BANNERS_QUERY, { lang }, carried, { perViewer: false });
}

/** The dashboard's banners (active ones, 10), the same for every viewer. */
export function bannersQuery(lang: Language): QueryStore<BannersResponse> {
  primeBanners(lang);
  return createQuery(BANNERS_QUERY, { lang }, () => getBanners(), { perViewer: false });
}

/**
 * Asks for the banners now, into the query cache the carousel reads: the dashboard starts this
 * with its own chunk, because the banner image is its largest paint (Lighthouse's LCP).
 */
export function prefetchBanners(lang: Language): Promise<void> {
  primeBanners(lang);
  return fetchQuery(BANNERS_QUERY, { lang }, () => getBanners(), { perViewer: false }).then(
    () => undefined,
    () => undefined,
  );
}

/** Every instruction in `lang` (one request; the help panel and the FAQ filter it). */
export function instructionsQuery(lang: Language): QueryStore<InstructionsResponse> {
  return createQuery(INSTRUCTIONS_QUERY, { lang }, () => getInstructions(), { perViewer: false });
}

/** The instructions of one page location, in their order. */
export function instructionsAt(
  answer: InstructionsResponse | undefined,
  location: InstructionLocation,
) {
  return (answer?.result.data ?? []).filter((i) => i.location === location);
}
