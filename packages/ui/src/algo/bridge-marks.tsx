// What the terminal bridge last said about an expert advisor or a copy follow, in a line of small
// marks for a list (docs/decisions/0282-expert-advisor-delivery.md,
// docs/decisions/0287-follow-heartbeat.md): offline since when (the offline job's pause), a
// heartbeat of the wrong account or platform, and when the terminal was last seen (or never).
import styled from 'styled-components';
import type { AlgoPlatform, BridgeConnection } from '@savdo/contract';
import { formatDateTime } from '@savdo/core';
import { useLanguage, useT } from '../i18n/language-context';
import { token } from '../theme/tokens';
import { bridgeStrings } from './bridge-strings';

const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-2')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  [data-mark='offline'],
  [data-mark='wrong_login'],
  [data-mark='wrong_platform'] {
    color: ${token('color-danger')};
    font-weight: 600;
  }
`;

export interface BridgeMarksProps {
  /** Absent on an answer of an older server: nothing is shown. */
  connection: BridgeConnection | undefined;
  /** What was bought or followed, named beside a wrong account. */
  login: string;
  platform: AlgoPlatform;
}

export function BridgeMarks({ connection: c, login, platform }: BridgeMarksProps) {
  const t = useT(bridgeStrings);
  const lang = useLanguage();
  if (!c) return null;
  const plain = { interpolation: { escapeValue: false } };
  const when = (iso: string) => formatDateTime(iso, lang);
  return (
    <Marks className="algo-bridge-marks" data-bridge-marks="">
      {c.offline_since ? (
        <span data-mark="offline">{t('offline', { time: when(c.offline_since), ...plain })}</span>
      ) : null}
      {c.problem ? (
        <span data-mark={c.problem}>
          {t(c.problem, { value: c.problem_value ?? '', login, platform, ...plain })}
        </span>
      ) : null}
      {c.last_heartbeat_at ? (
        <span data-mark="last-seen" data-last-seen={c.last_heartbeat_at}>
          {t('lastSeen', { time: when(c.last_heartbeat_at), ...plain })}
        </span>
      ) : (
        <span data-mark="never">{t('never')}</span>
      )}
    </Marks>
  );
}
