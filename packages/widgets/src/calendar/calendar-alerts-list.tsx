// The signed-in user's calendar alerts for the settings page (docs/decisions/0312-calendar-alerts.md):
// each alert's event (in the reader's language) or currency and impact, what it tells, and a
// remove button. The host page mounts it in the settings' notifications section.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { CalendarAlert, Language } from '@savdo/contract';
import { eventName } from '@savdo/core';
import { calendarAlertsQuery, removeAlert } from '@savdo/core/calendar-detail';
import { Button, token, useLanguage, useStore, useT, type Translate } from '@savdo/ui';
import { eventDetailStrings } from './event-detail-strings';

const Section = styled.section`
  display: grid;
  gap: ${token('space-2')};
  h3 {
    margin: 0;
    font-size: ${token('font-size-md')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${token('space-2')};
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${token('space-2')};
    flex-wrap: wrap;
  }
  p {
    margin: 0;
    color: ${token('color-text-muted')};
  }
`;

function target(alert: CalendarAlert, lang: Language, t: Translate): string {
  if (alert.series && alert.series_event) {
    const currency = alert.series.slice(0, 3);
    return `${currency} ${eventName({ event: alert.series_event, event_names: alert.series_names ?? undefined }, lang)}`;
  }
  return t('allOf', {
    currency: alert.currency ?? '',
    impact: t(`impact.${alert.impact ?? 'high'}`),
  });
}

function what(alert: CalendarAlert, t: Translate): string {
  const parts: string[] = [];
  if (alert.minutes_before !== null) parts.push(t('minutes', { count: alert.minutes_before }));
  if (alert.on_actual) parts.push(t('alertActual'));
  return parts.join(' · ');
}

export function CalendarAlertsList() {
  const t = useT(eventDetailStrings);
  const lang = useLanguage();
  const $alerts = useMemo(() => calendarAlertsQuery(), []);
  const { data } = useStore($alerts);
  const [failed, setFailed] = useState(false);
  return (
    <Section data-calendar-alerts="list" aria-label={t('listTitle')}>
      <h3>{t('listTitle')}</h3>
      {data && data.length === 0 ? <p>{t('listEmpty')}</p> : null}
      <ul>
        {(data ?? []).map((alert) => (
          <li key={alert.id} data-alert-id={alert.id}>
            <span>
              <strong>{target(alert, lang, t)}</strong> — {what(alert, t)}
            </span>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setFailed(false);
                removeAlert(alert.id).catch(() => setFailed(true));
              }}
            >
              {t('remove')}
            </Button>
          </li>
        ))}
      </ul>
      {failed ? <p role="alert">{t('saveFailed')}</p> : null}
    </Section>
  );
}
