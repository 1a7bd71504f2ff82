// Notifications (contract notifications.ts): the list with the unread count, read and
// mark all read, and the user's preferences; banners and instructions (contract banners.ts).
import {
  PAGE_SIZE,
  type BannerQuery,
  type BannersResponse,
  type InstructionQuery,
  type InstructionsResponse,
  type MarkAllReadResponse,
  type NotificationPreferencesResponse,
  type NotificationResponse,
  type NotificationsQuery,
  type NotificationsResponse,
  type UpdateNotificationPreferencesRequest,
} from '@savdo/contract';
import { mainApi } from '../api/client';

export function getNotifications(query: NotificationsQuery = {}): Promise<NotificationsResponse> {
  return mainApi.get<NotificationsResponse>('/notification', {
    params: { limit: query.limit ?? PAGE_SIZE.notifications, page: query.page },
  });
}

/** A notification is marked read by setting is_read to true. */
export function markNotificationRead(id: number, isRead = true): Promise<NotificationResponse> {
  return mainApi.patch<NotificationResponse>(`/notification/${id}/read`, { is_read: isRead });
}

export function markAllNotificationsRead(): Promise<MarkAllReadResponse> {
  return mainApi.post<MarkAllReadResponse>('/notification/read-all');
}

export function getNotificationPreferences(): Promise<NotificationPreferencesResponse> {
  return mainApi.get<NotificationPreferencesResponse>('/notification/preferences');
}

export function updateNotificationPreferences(
  patch: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferencesResponse> {
  return mainApi.patch<NotificationPreferencesResponse>('/notification/preferences', patch);
}

export function getBanners(query: BannerQuery = {}): Promise<BannersResponse> {
  return mainApi.get<BannersResponse>('/banner', {
    params: { limit: query.limit ?? PAGE_SIZE.banners, page: query.page },
  });
}

/** The client asks for 10000 and gets all of them (decision 17). */
export function getInstructions(query: InstructionQuery = {}): Promise<InstructionsResponse> {
  return mainApi.get<InstructionsResponse>('/instruction', {
    params: {
      limit: query.limit ?? PAGE_SIZE.instructions,
      page: query.page,
      location: query.location,
    },
  });
}
