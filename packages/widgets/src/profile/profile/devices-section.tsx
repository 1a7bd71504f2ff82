// The devices signed in to the account, newest activity first, this one marked; any other can
// be signed out (its session ends at once).
import styled from 'styled-components';
import type { Device } from '@savdo/contract';
import { $timeZone, formatDateTime } from '@savdo/core';
import { $devices, accountApi, devicesChanged } from '@savdo/core/profile';
import {
  Badge,
  Button,
  LoadFailed,
  Skeleton,
  hasAnswered,
  token,
  useLanguage,
  useReportSettled,
  useStore,
  useT,
} from '@savdo/ui';
import { Muted } from './section';
import { profileStrings } from './strings';
import type { ProfileAction } from './use-profile-action';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-2')};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  padding: ${token('space-3')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** A readable name from the user agent: browser on system. */
export function deviceName(userAgent: string): string | null {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? (userAgent.trim() ? userAgent.slice(0, 60) : null);
}

export function DevicesSection({ action }: { action: ProfileAction }) {
  const t = useT(profileStrings);
  const lang = useLanguage();
  const zone = useStore($timeZone);
  const value = useStore($devices);
  useReportSettled(hasAnswered(value));

  if (value.error !== undefined && !value.loading) {
    return (
      <LoadFailed
        size="sm"
        title={t('devices.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => $devices.invalidate()}
      />
    );
  }
  if (!value.data) return <Skeleton height={56} />;
  const devices: Device[] = value.data.result;
  if (devices.length === 0) return <Muted>{t('devices.empty')}</Muted>;

  const signOut = async (id: number) => {
    const answer = await action.run(() => accountApi.signOutDevice(id), t('devices.signedOut'));
    if (answer) devicesChanged(answer.result);
  };

  return (
    <List part="devices">
      {devices.map((d) => (
        <Row key={d.id} data-profile-device={d.id} data-current={d.current ? 'true' : 'false'}>
          <div style={{ display: 'grid', gap: 4 }}>
            <span>
              <Name>{deviceName(d.user_agent) ?? t('devices.unknownDevice')}</Name>{' '}
              {d.current ? <Badge tone="info">{t('devices.current')}</Badge> : null}
            </span>
            <Muted>
              {d.ip_address} ·{' '}
              {t('devices.lastSeen', { date: formatDateTime(d.last_seen_at, lang, zone) })}
            </Muted>
          </div>
          {d.current ? null : (
            <Button
              size="sm"
              variant="secondary"
              busy={action.busy}
              onClick={() => void signOut(d.id)}
            >
              {t('devices.signOut')}
            </Button>
          )}
        </Row>
      ))}
    </List>
  );
}
