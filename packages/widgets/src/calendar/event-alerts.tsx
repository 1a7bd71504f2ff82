// The event detail's alerts (docs/decisions/0312-calendar-alerts.md): "remind me N minutes
// before" and "tell me the actual" on this event's series, for a signed-in user on our own
// origin; a guest (or a partner page, which never has a session) sees a sign-in link.
import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  ALERT_MINUTES,
  calendarAlertProblem,
  type AlertMinutes,
  type CalendarAlert,
  type CalendarAlertRequest,
} from '@savdo/contract';
import { addAlert, calendarAlertsQuery, removeAlert } from '@savdo/core/calendar-detail';
import {
  Button,
  SignInNotice,
  token,
  useOwnSession,
  useStore,
  useT,
  type Translate,
} from '@savdo/ui';
import { eventDetailStrings } from './event-detail-strings';

// label.check: the box stays beside its text when the text wraps (a 360 px phone in uz or ru).
const Form = styled.form`
  display: grid;
  gap: ${token('space-2')};
  label {
    display: flex;
    gap: ${token('space-2')};
    align-items: center;
    flex-wrap: wrap;
  }
  label.check {
    flex-wrap: nowrap;
    align-items: flex-start;
  }
  label.check input {
    flex: none;
    margin: 0.2em 0 0;
  }
  select {
    font: inherit;
    min-height: 36px;
    padding: 0 ${token('space-2')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${token('space-1')};
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${token('space-2')};
  }
  [role='status'],
  [role='alert'] {
    margin: 0;
    font-size: ${token('font-size-sm')};
  }
`;

function describe(alert: CalendarAlert, t: Translate) {
  const parts: string[] = [];
  if (alert.minutes_before !== null) parts.push(t('minutes', { count: alert.minutes_before }));
  if (alert.on_actual) parts.push(t('alertActual'));
  return parts.join(' · ');
}

export function EventAlerts({ series }: { series: string }) {
  const t = useT(eventDetailStrings);
  const { signedIn, apiBase } = useOwnSession();
  if (!signedIn) {
    return (
      <SignInNotice
        data-calendar-alerts="sign-in"
        text={t('signInText')}
        linkText={t('signIn')}
        href={`${apiBase}/auth`}
      />
    );
  }
  return <AlertForm series={series} />;
}

function AlertForm({ series }: { series: string }) {
  const t = useT(eventDetailStrings);
  const $alerts = useMemo(() => calendarAlertsQuery(), []);
  const alerts = (useStore($alerts).data ?? []).filter((a) => a.series === series);
  const [minutes, setMinutes] = useState<AlertMinutes | null>(10);
  const [onActual, setOnActual] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    const body: CalendarAlertRequest = { series, minutes_before: minutes, on_actual: onActual };
    if (calendarAlertProblem(body)) {
      setMessage({ ok: false, text: t('chooseSomething') });
      return;
    }
    setBusy(true);
    try {
      await addAlert(body);
      setMessage({ ok: true, text: t('saved') });
    } catch {
      setMessage({ ok: false, text: t('saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={save} data-calendar-alerts="form" aria-label={t('alerts')}>
      <label>
        {t('remindBefore')}
        <select
          name="minutes_before"
          value={minutes ?? ''}
          onChange={(e) =>
            setMinutes(e.target.value === '' ? null : (Number(e.target.value) as AlertMinutes))
          }
        >
          <option value="">{t('remindNone')}</option>
          {ALERT_MINUTES.map((m) => (
            <option key={m} value={m}>
              {t('minutes', { count: m })}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          name="on_actual"
          checked={onActual}
          onChange={(e) => setOnActual(e.target.checked)}
        />
        {t('tellActual')}
      </label>
      <div>
        <Button type="submit" disabled={busy}>
          {t('save')}
        </Button>
      </div>
      {message ? <p role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
      {alerts.length > 0 ? (
        <>
          <strong>{t('yourAlerts')}</strong>
          <ul>
            {alerts.map((a) => (
              <li key={a.id} data-alert-id={a.id}>
                <span>{describe(a, t)}</span>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    removeAlert(a.id).catch(() => setMessage({ ok: false, text: t('saveFailed') }));
                  }}
                >
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Form>
  );
}
