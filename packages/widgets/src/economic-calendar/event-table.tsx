// The events as a table, one body per day (a header row names the weekday and date, marking
// today), every field of the economic event in its column. Rows whose actual value arrived
// live are highlighted once.
import { memo } from 'react';
import styled, { keyframes } from 'styled-components';
import type { EconomicEvent, Language, TimeZoneChoice } from '@savdo/contract';
import { formatDate, formatTime } from '@savdo/core';
import { focusRing, token, useLanguage, useT, type Translate } from '@savdo/ui';
import { dayKey, groupByDay, weekdayOf } from './calendar-days';
import { ActualValue, CountryCurrency, EventFlags, FigureText, ImpactBadge } from './event-cells';
import { CALENDAR_NAMESPACE } from './strings';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  ${focusRing}
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  th,
  td {
    padding: ${token('space-2')} ${token('space-3')};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${token('color-border')};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${token('color-surface')};
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-xs')};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.02em;
    white-space: nowrap;
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
  }
`;

const DayHeader = styled.th`
  background: ${token('color-surface')};
  font-weight: 700;
  color: ${token('color-text')};
`;

const TodayMark = styled.span`
  margin-left: ${token('space-2')};
  color: ${token('color-accent')};
  font-weight: 600;
`;

const flash = keyframes`
  from { background: ${token('color-info-soft')}; }
  to { background: transparent; }
`;

const Row = styled.tr`
  &[data-live-updated] {
    animation: ${flash} 2.5s ease-out 1;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-live-updated] {
      animation: none;
      background: ${token('color-info-soft')};
    }
  }
`;

const Time = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface EventTableProps {
  events: readonly EconomicEvent[];
  zone: TimeZoneChoice;
  updatedIds: ReadonlySet<number>;
  /** The current moment, for the "today" mark. */
  now: number;
}

interface RowProps {
  event: EconomicEvent;
  zone: TimeZoneChoice;
  lang: Language;
  updated: boolean;
}

const EventRow = memo(function EventRow({ event, zone, lang, updated }: RowProps) {
  return (
    <Row
      part="event-row"
      data-event-id={event.id}
      data-impact={event.impact}
      data-live-updated={updated ? '' : undefined}
    >
      <Time>{formatTime(event.time, lang, zone)}</Time>
      <td>
        <CountryCurrency flag={event.flag} currency={event.currency} />
      </td>
      <td>
        {event.event}
        <EventFlags event={event} />
      </td>
      <td>
        <ImpactBadge impact={event.impact} />
      </td>
      <td className="num">
        <ActualValue event={event} />
      </td>
      <td className="num">
        <FigureText value={event.forecast} />
      </td>
      <td className="num">
        <FigureText value={event.previous} />
      </td>
      <td className="num">
        <FigureText value={event.consensus} />
      </td>
    </Row>
  );
});

const COLUMNS = [
  'time',
  'currency',
  'event',
  'impact',
  'actual',
  'forecast',
  'previous',
  'consensus',
];
const NUMERIC = new Set(['actual', 'forecast', 'previous', 'consensus']);

function dayTitle(day: string, lang: Language, t: Translate): string {
  return `${t(`weekdays.${weekdayOf(day)}`)}, ${formatDate(`${day}T12:00:00Z`, lang, 'london')}`;
}

export function EventTable({ events, zone, updatedIds, now }: EventTableProps) {
  const t = useT(CALENDAR_NAMESPACE);
  const lang = useLanguage();
  const today = dayKey(new Date(now), zone);
  return (
    <Scroll part="table" tabIndex={0} role="region" aria-label={t('title')}>
      <Table>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={NUMERIC.has(c) ? 'num' : undefined}>
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        {groupByDay(events, zone).map(({ day, events: dayEvents }) => (
          <tbody key={day} data-day={day}>
            <tr>
              <DayHeader colSpan={COLUMNS.length} scope="colgroup">
                {dayTitle(day, lang, t)}
                {day === today ? <TodayMark>({t('todayMark')})</TodayMark> : null}
              </DayHeader>
            </tr>
            {dayEvents.map((event) => (
              <EventRow
                key={event.id}
                event={event}
                zone={zone}
                lang={lang}
                updated={updatedIds.has(event.id)}
              />
            ))}
          </tbody>
        ))}
      </Table>
    </Scroll>
  );
}
