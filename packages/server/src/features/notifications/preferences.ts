/**
 * A user's notification preferences (decision 0231). No row means the defaults: every kind
 * raises a browser notification (when the browser allows it), no email, and new signals of
 * every asset type, as the signals widget always defaulted to.
 */
import {
  ASSET_TYPES,
  NOTIFICATION_KINDS,
  type AssetType,
  type NotificationKind,
  type NotificationPreferences,
  type UpdateNotificationPreferencesRequest,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { findPreferences, upsertPreferences } from './repository';

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  browser_kinds: [...NOTIFICATION_KINDS],
  email: false,
  signal_asset_types: [...ASSET_TYPES],
};

/** In the contract's order, whatever order they were sent in. */
const inOrder = <T extends string>(all: readonly T[], chosen: readonly string[]): T[] =>
  all.filter((value) => chosen.includes(value));

export async function readPreferences(
  q: Queryable,
  userId: number,
): Promise<NotificationPreferences> {
  const row = await findPreferences(q, userId);
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    browser_kinds: inOrder<NotificationKind>(NOTIFICATION_KINDS, row.browser_kinds),
    email: row.email,
    signal_asset_types: inOrder<AssetType>(ASSET_TYPES, row.signal_asset_types),
  };
}

export async function updatePreferences(
  q: Queryable,
  userId: number,
  patch: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const current = await readPreferences(q, userId);
  const next: NotificationPreferences = {
    browser_kinds: patch.browser_kinds
      ? inOrder(NOTIFICATION_KINDS, patch.browser_kinds)
      : current.browser_kinds,
    email: patch.email ?? current.email,
    signal_asset_types: patch.signal_asset_types
      ? inOrder(ASSET_TYPES, patch.signal_asset_types)
      : current.signal_asset_types,
  };
  await upsertPreferences(q, userId, next);
  return next;
}
