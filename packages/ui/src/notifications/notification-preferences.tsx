// The notification preferences (the settings page mounts it): which kinds also raise a browser
// notification, email on or off, which asset types a new signal notifies about (all stored on
// the server), and the browser's permission (BrowserPermissionRow: enabled, blocked, or a button
// to ask, with 'Notification permission denied' when the user refuses).
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useStore } from '@nanostores/react';
import {
  ASSET_TYPES,
  NOTIFICATION_KINDS,
  type UpdateNotificationPreferencesRequest,
} from '@savdo/contract';
import { toast } from '@savdo/core';
import {
  $notificationPreferences,
  browserPermission,
  requestBrowserPermission,
  saveNotificationPreferences,
  type BrowserPermission,
} from '@savdo/core/notifications';
import { BrowserPermissionRow } from '../primitives/browser-permission-row';
import { Card } from '../primitives/card';
import { Checkbox } from '../primitives/checkbox';
import { LoadFailed } from '../primitives/states';
import { Skeleton } from '../primitives/skeleton';
import { token } from '../theme/tokens';
import { useT } from '../i18n/language-context';
import { notificationsStrings } from './notifications-strings';

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
`;

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')} ${token('space-4')};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${token('space-2')};
    font-weight: 600;
    font-size: ${token('font-size-sm')};
  }
`;

export function NotificationPreferencesForm() {
  const t = useT(notificationsStrings);
  const value = useStore($notificationPreferences);
  const [permission, setPermission] = useState<BrowserPermission>(browserPermission);
  const [refused, setRefused] = useState(false);
  const [saving, setSaving] = useState(false);

  // The permission may change in the browser's settings while the page is open.
  useEffect(() => {
    const recheck = () => setPermission(browserPermission());
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, []);

  if (value.error && !value.loading)
    return (
      <LoadFailed
        size="sm"
        title={t('prefs.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void $notificationPreferences.invalidate()}
      />
    );
  const prefs = value.data?.result;
  if (!prefs) return <Skeleton height="160px" />;

  const save = async (patch: UpdateNotificationPreferencesRequest) => {
    setSaving(true);
    try {
      await saveNotificationPreferences(patch);
      toast.success(t('prefs.saved'));
    } catch {
      toast.error(t('prefs.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  const toggle = <T extends string>(list: readonly T[], item: T, on: boolean): T[] =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
  const ask = async () => {
    const after = await requestBrowserPermission();
    setPermission(after);
    setRefused(after === 'blocked');
  };

  return (
    <Card part="notification-preferences">
      <Form aria-busy={saving}>
        <BrowserPermissionRow permission={permission} refused={refused} onAsk={() => void ask()} />
        <Group>
          <legend>{t('prefs.browserHint')}</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={t(`kind.${kind}`)}
              checked={prefs.browser_kinds.includes(kind)}
              disabled={saving}
              onChange={(e) =>
                void save({
                  browser_kinds: toggle(prefs.browser_kinds, kind, e.currentTarget.checked),
                })
              }
            />
          ))}
        </Group>
        <Group>
          <legend>{t('prefs.assetsHint')}</legend>
          {ASSET_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={t(`asset.${type}`)}
              checked={prefs.signal_asset_types.includes(type)}
              disabled={saving}
              onChange={(e) =>
                void save({
                  signal_asset_types: toggle(
                    prefs.signal_asset_types,
                    type,
                    e.currentTarget.checked,
                  ),
                })
              }
            />
          ))}
        </Group>
        <Checkbox
          label={t('prefs.email')}
          checked={prefs.email}
          disabled={saving}
          onChange={(e) => void save({ email: e.currentTarget.checked })}
        />
      </Form>
    </Card>
  );
}
