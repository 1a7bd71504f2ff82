// The events as a table: a header row per day (the weekday and date, marking today), then the
// day's events, every field of the economic event in its column. Rows whose actual value arrived
// live are highlighted once. A long week is windowed (docs/long-lists.md): every row has a
// fixed height and only the rows in view, plus an overscan, are in the DOM. Below 480 px an
// event row stacks into three lines (time, currency and impact; the event; the four figures
// under their names), a fixed height of its own, so every number shows without sideways
// scrolling (docs/decisions/0302-tables-stack-on-phones.md); a day's header stays one line.
// The rows come a few at a time (ui's useRowsInSteps): twelve at the table's first render and
// after a filter that brings rows back, eight more per task, the rest's place kept by the spacer
// below; laying out a week's rows at once was one task over 50 ms at 4x CPU throttling
// (docs/decisions/0330-interactions-bench.md).
import { memo, useMemo, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import type { EconomicEvent, Language, TimeZoneChoice } from '@savdo/contract';
import { eventName, formatDate, formatTime } from '@savdo/core';
import {
  firstRowsOf,
  focusRing,
  recycledRowKey,
  stackedCellLabel,
  token,
  useMediaQuery,
  useRowsInSteps,
  useRowWindow,
  useT,
  visuallyHidden,
  type Translate,
} from '@savdo/ui';
import { dayKey, groupByDay, weekdayOf } from './calendar-days';
import { useCalendarLabels, type CalendarLabels } from './calendar-labels';
import {
  ActualValue,
  CountryCurrency,
  EventFlags,
  eventCellStyles,
  FigureText,
  ImpactLabel,
} from './event-cells';
import type { LocalFilters } from './event-filters';
import { calendarStrings } from './strings';

// The table scrolls sideways on a phone. Scroll shadows say so: a shade at each edge with more
// columns behind it (the 'local' covers travel with the content and hide the shade at an end).
// position: relative keeps the visually hidden texts of the cells inside the scroll box, where
// they would otherwise widen the page.
const Scroll = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background:
    linear-gradient(to right, ${token('color-bg')} 30%, transparent) left / 32px 100% no-repeat
      local,
    linear-gradient(to left, ${token('color-bg')} 30%, transparent) right / 32px 100% no-repeat
      local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.28), transparent) left / 14px 100%
      no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.28), transparent) right / 14px 100%
      no-repeat scroll;
  ${focusRing}
`;

/** Every row's height, px: the window is arithmetic (rows never wrap, see the cells' CSS). */
export const ROW_HEIGHT = 40;

/** Below this width rows stack (decision 0302). */
export const PHONE_QUERY = '(max-width: 480px)';
/** A stacked row's height, px: 6 + 24 + 4 + 24 + 4 + 44 + 6. */
export const PHONE_ROW_HEIGHT = 112;
/** A day's header row's height there: one line, the wide table's rules' row and cell height. */
export const PHONE_DAY_HEIGHT = ROW_HEIGHT;

const flash = keyframes`
  from { background: ${token('color-info-soft')}; }
  to { background: transparent; }
`;

// Fixed layout with set column widths: the browser need not measure 2,000 rows to size the
// columns, which made the first render of a big week several times slower. An event's name that
// opens its detail is a button, one box that the cell's ellipsis cannot cut into (a long name was
// clipped mid-letter): it carries its own ellipsis, and the detail shows the name whole. The
// table's least width leaves room for the name on a phone, where the table scrolls sideways.
const Table = styled.table`
  width: 100%;
  min-width: 940px;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  th,
  td {
    box-sizing: border-box;
    padding: 0 ${token('space-3')};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${token('color-border')};
  }
  tbody tr {
    height: ${ROW_HEIGHT}px;
  }
  tbody td,
  tbody th {
    height: ${ROW_HEIGHT}px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  tr.spacer td {
    padding: 0;
    border: 0;
  }
  button.open-event {
    all: unset;
    display: inline-block;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: bottom;
    cursor: pointer;
    color: ${token('color-accent')};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  button.open-event:focus-visible {
    outline: 2px solid ${token('color-accent')};
    outline-offset: 2px;
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
  td.time {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tr[data-live-updated] {
    animation: ${flash} 2.5s ease-out 1;
  }
  @media (prefers-reduced-motion: reduce) {
    tr[data-live-updated] {
      animation: none;
      background: ${token('color-info-soft')};
    }
  }
  ${eventCellStyles}
  @media ${PHONE_QUERY} {
    display: block;
    min-width: 0;
    thead {
      ${visuallyHidden}
    }
    colgroup {
      display: none;
    }
    tbody {
      display: block;
    }
    tbody tr[part~='event-row'] {
      box-sizing: border-box;
      height: ${PHONE_ROW_HEIGHT}px;
      border-bottom: 1px solid ${token('color-border')};
      display: grid;
      grid-template-columns: repeat(4, minmax(0, 1fr));
      grid-template-rows: 24px 24px 44px;
      grid-template-areas:
        'time currency impact impact'
        'event event event event'
        'actual forecast previous consensus';
      row-gap: 4px;
      padding: 6px 0;
    }
    tbody tr[data-day],
    tbody tr.spacer {
      display: block;
    }
    tbody tr[data-day] th {
      display: flex;
      align-items: center;
      width: 100%;
    }
    tbody tr[part~='event-row'] td {
      display: block;
      height: auto;
      min-width: 0;
      line-height: 24px;
      padding: 0 ${token('space-2')};
      border: 0;
    }
    tbody tr[part~='event-row'] td.num {
      text-align: left;
      line-height: 22px;
    }
    tbody td.num::before {
      ${stackedCellLabel}
      display: block;
      font-size: ${token('font-size-xs')};
      font-weight: 600;
    }
    td.time {
      grid-area: time;
    }
    td.currency {
      grid-area: currency;
    }
    td.event {
      grid-area: event;
    }
    td.impact {
      grid-area: impact;
    }
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

export interface EventTableProps {
  events: readonly EconomicEvent[];
  /** What the events are filtered by: a new filter with more rows draws them in steps again. */
  filter?: LocalFilters;
  zone: TimeZoneChoice;
  updatedIds: ReadonlySet<number>;
  /** The current moment, for the "today" mark. */
  now: number;
  /** When given, an event's name opens its detail (docs/decisions/0311-economic-event-series.md). */
  onOpen?: (series: string) => void;
}

interface RowProps {
  event: EconomicEvent;
  zone: TimeZoneChoice;
  labels: CalendarLabels;
  updated: boolean;
  onOpen?: (series: string) => void;
}

const EventRow = memo(function EventRow({ event, zone, labels, updated, onOpen }: RowProps) {
  const name = eventName(event, labels.lang);
  const series = event.series;
  return (
    <tr
      part="event-row"
      data-event-id={event.id}
      data-impact={event.impact}
      data-live-updated={updated ? '' : undefined}
    >
      <td className="time">{formatTime(event.time, labels.lang, zone)}</td>
      <td className="currency">
        <CountryCurrency flag={event.flag} currency={event.currency} labels={labels} />
      </td>
      <td className="event" title={event.event}>
        {onOpen && series ? (
          <button
            type="button"
            className="open-event"
            part="event-open"
            onClick={() => onOpen(series)}
          >
            {name}
          </button>
        ) : (
          name
        )}
        <EventFlags event={event} labels={labels} />
      </td>
      <td className="impact">
        <ImpactLabel impact={event.impact} labels={labels} />
      </td>
      <td className="num" data-label={labels.figures.actual}>
        <ActualValue event={event} labels={labels} />
      </td>
      <td className="num" data-label={labels.figures.forecast}>
        <FigureText value={event.forecast} />
      </td>
      <td className="num" data-label={labels.figures.previous}>
        <FigureText value={event.previous} />
      </td>
      <td className="num" data-label={labels.figures.consensus}>
        <FigureText value={event.consensus} />
      </td>
    </tr>
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
] as const;
const NUMERIC = new Set<string>(['actual', 'forecast', 'previous', 'consensus']);
/** Column widths of the fixed layout; the event's name takes the rest. */
const WIDTHS: Record<string, string | undefined> = {
  time: '72px',
  // Wide enough for the header 'CURRENCY' (and 'ВАЛЮТА', 'VALYUTA') in capitals at desktop size.
  currency: '104px',
  // The badge's three dots and ru's 'Высокое' / 'Среднее'; uz's pending 'Kutilmoqda'; figures
  // with a scale word ('-16,1 млрд', '17,4 mlrd ▼'). The desktop browser test checks none is cut.
  impact: '140px',
  actual: '128px',
  forecast: '108px',
  previous: '108px',
  consensus: '112px',
};

function dayTitle(day: string, lang: Language, t: Translate): string {
  return `${t(`weekdays.${weekdayOf(day)}`)}, ${formatDate(`${day}T12:00:00Z`, lang, 'london')}`;
}

type Item = { kind: 'day'; day: string } | { kind: 'event'; event: EconomicEvent };

/** Rows drawn at once, then per task: a 900 px screen shows about twelve below the filters. */
const ROW_STEPS = { first: 12, step: 8 } as const;

export function EventTable({ events, filter, zone, updatedIds, now, onOpen }: EventTableProps) {
  const t = useT(calendarStrings);
  const labels = useCalendarLabels();
  const lang = labels.lang;
  const today = dayKey(new Date(now), zone);
  // One flat list of rows (day headers and events), so the window counts rows alike.
  const items = useMemo<Item[]>(
    () =>
      groupByDay(events, zone).flatMap(({ day, events: dayEvents }) => [
        { kind: 'day' as const, day },
        ...dayEvents.map((event) => ({ kind: 'event' as const, event })),
      ]),
    [events, zone],
  );
  const body = useRef<HTMLTableSectionElement>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  // On phones a day's header is a line and an event a stacked block: the window takes each
  // row's top. Elsewhere every row is one height.
  const phoneTops = useMemo(() => {
    if (!phone) return undefined;
    let y = 0;
    return [
      0,
      ...items.map((item) => (y += item.kind === 'day' ? PHONE_DAY_HEIGHT : PHONE_ROW_HEIGHT)),
    ];
  }, [items, phone]);
  const win = useRowWindow(body, items.length, ROW_HEIGHT, phoneTops);
  // The rows not drawn yet keep their place: nothing below the table moves as they arrive. A
  // windowed (long) list draws its window whole: a scroll right after the first rows would
  // otherwise reach rows still to come (the calendar-render bench's scroll to the end).
  const windowed = win.before + win.after > 0;
  const steps = useRowsInSteps(win.end - win.start, { ...ROW_STEPS, restartOn: filter });
  const { end, after } = firstRowsOf(win, windowed ? win.end - win.start : steps, (row) =>
    phoneTops ? phoneTops[row]! : row * ROW_HEIGHT,
  );
  // A list short enough not to window: each row keeps its own key, so a filter removes and adds
  // rows and leaves the others untouched; a windowed list recycles keys (docs/long-lists.md,
  // docs/decisions/0330-interactions-bench.md).
  const key = (i: number, own: string | number) =>
    windowed ? recycledRowKey(win.start + i, win) : own;
  return (
    <Scroll part="table" tabIndex={0} role="region" aria-label={t('title')}>
      <Table aria-rowcount={items.length + 1}>
        <colgroup>
          {COLUMNS.map((c) => (
            <col key={c} style={WIDTHS[c] ? { width: WIDTHS[c] } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={NUMERIC.has(c) ? 'num' : undefined}>
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body}>
          {win.before > 0 ? (
            <tr className="spacer" aria-hidden="true" style={{ height: win.before }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          ) : null}
          {items.slice(win.start, end).map((item, i) =>
            item.kind === 'day' ? (
              <tr key={key(i, item.day)} data-day={item.day}>
                <DayHeader colSpan={COLUMNS.length} scope="colgroup">
                  {dayTitle(item.day, lang, t)}
                  {item.day === today ? <TodayMark>({t('todayMark')})</TodayMark> : null}
                </DayHeader>
              </tr>
            ) : (
              <EventRow
                key={key(i, item.event.id)}
                event={item.event}
                zone={zone}
                labels={labels}
                updated={updatedIds.has(item.event.id)}
                onOpen={onOpen}
              />
            ),
          )}
          {after > 0 ? (
            <tr className="spacer" aria-hidden="true" style={{ height: after }}>
              <td colSpan={COLUMNS.length} />
            </tr>
          ) : null}
        </tbody>
      </Table>
    </Scroll>
  );
}
