// The live connection of the signals feed: live or disconnected, with a
// reconnect button while it is down. Connecting shows as such, so a first load is not "down".
import styled from 'styled-components';
import { $liveState, reconnectLive } from '@savdo/core';
import { Button, token, useStore, useT } from '@savdo/ui';
import { signalsStrings } from './strings';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  font-size: ${token('font-size-sm')};
`;

const Dot = styled.span<{ $tone: 'live' | 'down' | 'wait' }>`
  width: 8px;
  height: 8px;
  border-radius: ${token('radius-pill')};
  background: ${(p) =>
    p.$tone === 'live'
      ? token('color-success')
      : p.$tone === 'down'
        ? token('color-danger')
        : token('color-warning')};
`;

export function ConnectionBadge() {
  const t = useT(signalsStrings);
  const state = useStore($liveState);
  const tone = state === 'connected' ? 'live' : state === 'connecting' ? 'wait' : 'down';
  const text =
    tone === 'live'
      ? t('connection.live')
      : tone === 'wait'
        ? t('connection.connecting')
        : state === 'failed'
          ? t('connection.failed')
          : t('connection.disconnected');
  return (
    <Row part="connection" role="status" aria-label={t('connection.label')} data-state={state}>
      <Dot $tone={tone} aria-hidden="true" />
      <span>{text}</span>
      {tone === 'down' ? (
        <Button size="sm" variant="ghost" onClick={reconnectLive}>
          {t('connection.reconnect')}
        </Button>
      ) : null}
    </Row>
  );
}
