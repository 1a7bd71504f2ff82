// The browser's notification permission, as both notification settings show it (the settings
// page's preferences and the signals widget's own): enabled, blocked or not asked yet, a button
// to ask, 'Notification permission denied' when the user refuses, and how to allow it once
// blocked. Each caller keeps the permission's state; this draws it.
import styled from 'styled-components';
import type { BrowserPermission } from '@savdo/core/notifications';
import { useT } from '../i18n/language-context';
import { permissionStrings } from './browser-permission-strings';
import { token } from '../theme/tokens';
import { Button } from './button';
import { Badge } from './card';

const Row = styled.div`
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

const TONE = {
  enabled: 'success',
  blocked: 'danger',
  default: 'neutral',
  unsupported: 'neutral',
} as const;

export interface BrowserPermissionRowProps {
  permission: BrowserPermission;
  /** The user was asked just now and refused. */
  refused: boolean;
  onAsk: () => void;
}

export function BrowserPermissionRow({ permission, refused, onAsk }: BrowserPermissionRowProps) {
  const t = useT(permissionStrings);
  return (
    <>
      <Row data-permission={permission}>
        <span>{t('label')}:</span>
        <span data-testid="notification-permission">
          <Badge tone={TONE[permission]}>{t(permission)}</Badge>
        </span>
        {permission === 'default' ? (
          <Button size="sm" variant="secondary" onClick={onAsk}>
            {t('ask')}
          </Button>
        ) : null}
      </Row>
      {refused ? (
        <Note $danger role="alert">
          {t('denied')}
        </Note>
      ) : permission === 'blocked' ? (
        <Note>{t('blockedHint')}</Note>
      ) : null}
    </>
  );
}
