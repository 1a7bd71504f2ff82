// Notification settings: one switch per asset type (which raise a browser notification for a
// new signal) and the browser permission, shown as enabled or blocked (spec section 4), with a
// button to ask for it and 'Notification permission denied' when the user refuses.
import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Checkbox, token, useT } from '@savdo/ui';
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

const Permission = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  font-size: ${token('font-size-sm')};
`;

const Note = styled.p<{ $danger?: boolean }>`
  margin: 0;
  font-size: ${token('font-size-sm')};
  color: ${(p) => (p.$danger ? token('color-danger') : token('color-text-muted'))};
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
        <Permission data-permission={permission}>
          <span>{t('notifications.permission')}:</span>
          {permission === 'enabled' ? (
            <Badge tone="success">{t('notifications.enabled')}</Badge>
          ) : null}
          {permission === 'blocked' ? (
            <Badge tone="danger">{t('notifications.blocked')}</Badge>
          ) : null}
          {permission === 'default' ? (
            <>
              <Badge>{t('notifications.notAsked')}</Badge>
              <Button size="sm" onClick={() => void ask()}>
                {t('notifications.enable')}
              </Button>
            </>
          ) : null}
          {permission === 'unsupported' ? <Note>{t('notifications.unsupported')}</Note> : null}
        </Permission>
        {refused ? (
          <Note $danger role="alert">
            {t('notifications.denied')}
          </Note>
        ) : null}
        {permission === 'blocked' && !refused ? (
          <Note>{t('notifications.blockedHint')}</Note>
        ) : null}
      </Body>
    </Box>
  );
}
