// Notification unread counter and sidebar: set, increment, decrement (never
// below 0), reset; the sidebar toggles open and closed.
import { atom } from 'nanostores';
import type { NotificationState } from '@savdo/contract';
import { toCount } from './chat-counter';

const INITIAL: NotificationState = { unreadCount: 0, isOpen: false };

export const $notifications = atom<NotificationState>(INITIAL);

function update(patch: Partial<NotificationState>): void {
  $notifications.set({ ...$notifications.get(), ...patch });
}

export function setNotificationsUnreadCount(count: number): void {
  update({ unreadCount: toCount(count) });
}

export function incrementNotificationsUnread(by = 1): void {
  update({ unreadCount: toCount($notifications.get().unreadCount + toCount(by)) });
}

/** One notification read (or `by`); the count stops at 0. */
export function decrementNotificationsUnread(by = 1): void {
  update({ unreadCount: toCount($notifications.get().unreadCount - toCount(by)) });
}

export function resetNotificationsUnread(): void {
  update({ unreadCount: 0 });
}

export function toggleNotifications(): void {
  update({ isOpen: !$notifications.get().isOpen });
}

export function setNotificationsOpen(isOpen: boolean): void {
  update({ isOpen });
}

/** Back to the start (sign-out). */
export function resetNotifications(): void {
  $notifications.set(INITIAL);
}
