// <TodaysEvents>: today's economic events as a compact list with the countdown to the next one
// and live actual values — the dashboard's and a landing page's small calendar
// (<savdo-todays-events>).
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { DEFAULT_TIME_ZONE, type TimeZoneChoice } from '@savdo/contract';
import { eventName, formatTime, isTimeZoneChoice } from '@savdo/core';
import { EmptyState, TextLink, token, useEmit, useT, LoadFailed } from '@savdo/ui';
import { utcOffsetOf } from './calendar-days';
import { CalendarSkeleton } from './calendar-skeleton';
import { useCalendarLabels } from './calendar-labels';
import { ActualValue, CountryCurrency, eventCellStyles, ImpactLabel } from './event-cells';
import { filterEvents, isImpactChoice, type ImpactChoice } from './event-filters';
import { NextEventCountdown } from './next-event-countdown';
import type { todaysEventsManifest } from './manifest';
import { calendarStrings } from './strings';
import { useCalendarEvents } from './use-calendar-events';

export interface TodaysEventsProps {
  /** tashkent (default), moscow, london, new_york or browser. */
  timeZone?: TimeZoneChoice | string;
  /** Only events of this impact (default all). */
  impact?: ImpactChoice | string;
  /** At most this many events (default all of today's). */
  limit?: number;
  /** A link to the full calendar, shown under the list when set. */
  calendarHref?: string;
}

const Wrap = styled.section`
  display: grid;
  gap: ${token('space-3')};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
`;

const List = styled.ul`
  container-type: inline-size;
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  ${eventCellStyles}
`;

// On a narrow column (a phone, a partner's sidebar) the last two cells wrap under the name
// instead of widening the page.
// The wrapped impact pill takes the first two columns, so it never runs into the figure.
const Item = styled.li`
  display: grid;
  grid-template-columns: 44px auto minmax(0, 1fr) auto auto;
  @container (max-width: 360px) {
    grid-template-columns: 44px auto minmax(0, 1fr);
    & > [part='impact'] {
      grid-column: 1 / 3;
      justify-self: start;
    }
  }
  & > * {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  gap: ${token('space-2')} ${token('space-3')};
  align-items: center;
  padding: ${token('space-2')} ${token('space-3')};
  font-size: ${token('font-size-sm')};
  & + & {
    border-top: 1px solid ${token('color-border')};
  }
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${token('color-text-muted')};
`;

const CalendarLink = styled(TextLink)`
  justify-self: start;
`;

export function TodaysEvents({ timeZone, impact, limit, calendarHref }: TodaysEventsProps) {
  const t = useT(calendarStrings);
  const labels = useCalendarLabels();
  const lang = labels.lang;
  const zone = isTimeZoneChoice(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const level = isImpactChoice(impact) ? impact : 'all';
  const query = useMemo(
    () => ({ date_filter: 'today' as const, utc_offset: utcOffsetOf(zone) }),
    [zone],
  );
  const { status, events, updatedIds, lastUpdate, reload } = useCalendarEvents(query);
  const emit = useEmit<typeof todaysEventsManifest>();
  useEffect(() => {
    if (lastUpdate) emit('savdo-actual', { event: lastUpdate });
  }, [emit, lastUpdate]);
  const visible = useMemo(() => {
    const today = filterEvents(events, { impact: level, currency: '' });
    return limit && limit > 0 ? today.slice(0, limit) : today;
  }, [events, level, limit]);

  let body;
  if (status === 'loading') body = <CalendarSkeleton rows={3} />;
  else if (status === 'error')
    body = (
      <LoadFailed title={t('errorTitle')} retryLabel={t('tryAgain')} onRetry={reload} size="sm" />
    );
  else if (visible.length === 0)
    body = <EmptyState title={t('emptyTitle')} text={t('emptyToday')} />;
  else
    body = (
      <>
        <NextEventCountdown events={visible} />
        <List part="list" aria-label={t('todayTitle')}>
          {visible.map((event) => (
            <Item
              key={event.id}
              part="event-row"
              data-event-id={event.id}
              data-live-updated={updatedIds.has(event.id) ? '' : undefined}
            >
              <Time>{formatTime(event.time, lang, zone)}</Time>
              <CountryCurrency flag={event.flag} currency={event.currency} labels={labels} />
              <span>{eventName(event, lang)}</span>
              <ImpactLabel impact={event.impact} labels={labels} />
              <ActualValue event={event} labels={labels} />
            </Item>
          ))}
        </List>
      </>
    );

  return (
    <Wrap data-status={status} aria-busy={status === 'loading'}>
      <Title part="title">{t('todayTitle')}</Title>
      {body}
      {calendarHref ? (
        <CalendarLink part="calendar-link" href={calendarHref}>
          {t('openCalendar')}
        </CalendarLink>
      ) : null}
    </Wrap>
  );
}
