import { beforeEach, describe, expect, it } from 'vitest';
import {
  $notifications,
  decrementNotificationsUnread,
  incrementNotificationsUnread,
  resetNotifications,
  resetNotificationsUnread,
  setNotificationsOpen,
  setNotificationsUnreadCount,
  toggleNotifications,
} from '@savdo/core';

beforeEach(() => {
  resetNotifications();
});

describe('notification unread count', () => {
  it('starts at 0 with the sidebar closed', () => {
    expect($notifications.get()).toEqual({ unreadCount: 0, isOpen: false });
  });

  it('can be set', () => {
    setNotificationsUnreadCount(12);
    expect($notifications.get().unreadCount).toBe(12);
  });

  it('increments by one, or by a given amount', () => {
    incrementNotificationsUnread();
    incrementNotificationsUnread(3);
    expect($notifications.get().unreadCount).toBe(4);
  });

  it('decrements, never below 0', () => {
    setNotificationsUnreadCount(2);
    decrementNotificationsUnread();
    expect($notifications.get().unreadCount).toBe(1);
    decrementNotificationsUnread();
    decrementNotificationsUnread();
    decrementNotificationsUnread(5);
    expect($notifications.get().unreadCount).toBe(0);
  });

  it('a negative set or increment cannot push it below 0', () => {
    setNotificationsUnreadCount(-4);
    expect($notifications.get().unreadCount).toBe(0);
    incrementNotificationsUnread(-2);
    expect($notifications.get().unreadCount).toBe(0);
  });

  it('resets to 0', () => {
    setNotificationsUnreadCount(9);
    resetNotificationsUnread();
    expect($notifications.get().unreadCount).toBe(0);
  });

  it('the sidebar toggles open and closed, keeping the count', () => {
    setNotificationsUnreadCount(3);
    toggleNotifications();
    expect($notifications.get()).toEqual({ unreadCount: 3, isOpen: true });
    toggleNotifications();
    expect($notifications.get().isOpen).toBe(false);
    setNotificationsOpen(true);
    expect($notifications.get().isOpen).toBe(true);
  });
});
