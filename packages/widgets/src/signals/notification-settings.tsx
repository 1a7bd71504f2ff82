// Notification settings: one switch per asset type (which raise a browser notification for a
// new signal) and the browser permission (ui's BrowserPermissionRow, as the settings page shows
// it).
import { useState } from 'react';
import styled from 'styled-components';
import { BrowserPermissionRow, Checkbox, token, useT } from '@savdo/ui';
import { ASSET_TYPES } from './signal-filters';
import { signalsStrings } from './strings';
import type { SignalNotifications } from './use-signal-notifications';

const Box = styled.details`
  padding: ${token('space-3')} ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  summary:focus-visible {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  margin-top: ${token('space-3')};
`;

const Types = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${token('space-2')};
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
`;

export function NotificationSettings({ notifications }: { notifications: SignalNotifications }) {
  const t = useT(signalsStrings);
  const [refused, setRefused] = useState(false);
  const { permission, settings, setEnabled, requestPermission } = notifications;
  const ask = async () => setRefused(await requestPermission());
  return (
    <Box part="notifications">
      <summary>{t('notifications.title')}</summary>
      <Body>
        <Types>
          <legend>{t('notifications.hint')}</legend>
          {ASSET_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={t(`assetType.${type}`)}
              checked={settings[type]}
              onChange={(e) => setEnabled(type, e.currentTarget.checked)}
            />
          ))}
        </Types>
        <BrowserPermissionRow permission={permission} refused={refused} onAsk={() => void ask()} />
      </Body>
    </Box>
  );
}
