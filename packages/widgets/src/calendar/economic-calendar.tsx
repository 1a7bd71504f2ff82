// <EconomicCalendar>: the economic events of a date range with search, date, impact, currency
// and time-zone filters, a countdown to the next event and actual values arriving live. Used by
// the host app's /economic-calendar page and, as <savdo-economic-calendar>, by partner pages.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { type CalendarDateFilter, type CalendarQuery, type TimeZoneChoice } from '@savdo/contract';
import { $timeZone, chooseTimeZone, isTimeZoneChoice } from '@savdo/core';
import {
  EmptyState,
  token,
  useDebouncedValue,
  useEmit,
  useStore,
  useSyncedState,
  useT,
  visuallyHidden,
  LoadFailed,
  WidgetTitle as Title,
} from '@savdo/ui';
import { utcOffsetOf } from './calendar-days';
import { CalendarFilters, isRangeReversed, type CalendarFilterValues } from './calendar-filters';
import { CalendarSkeleton } from './calendar-skeleton';
import {
  currencyChoices,
  filterEvents,
  isDateFilter,
  isImpactChoice,
  type ImpactChoice,
  type LocalFilters,
} from './event-filters';
import { EventTable } from './event-table';
import { NextEventCountdown, useNow } from './next-event-countdown';
import type { economicCalendarManifest } from './manifest';
import { calendarStrings } from './strings';
import { useCalendarEvents } from './use-calendar-events';

export interface EconomicCalendarProps {
  /** today, tomorrow, this_week (default), next_week or custom. */
  dateFilter?: CalendarDateFilter | string;
  /** YYYY-MM-DD, for a custom range. */
  fromDate?: string;
  toDate?: string;
  /** Search text: part of an event's name, or a currency code. */
  query?: string;
  /** all (default), high, medium or low. */
  impact?: ImpactChoice | string;
  /** A currency code like USD; empty for all. */
  currency?: string;
  /** tashkent (default), moscow, london, new_york or browser. */
  timeZone?: TimeZoneChoice | string;
  /** Hides the filter bar (a fixed view). */
  hideFilters?: boolean;
  /** Hides the heading (a page that has its own). */
  hideTitle?: boolean;
  /**
   * An event's name opens its detail: history chart, meaning, next release, alerts. Off by
   * default, so partner pages stay as they were (docs/decisions/0311-economic-event-series.md).
   */
  eventDetail?: boolean;
  /** The series whose detail is open (a page's /economic-calendar/event/{series}). */
  series?: string;
  /** A React host's hook for the same moment as savdo-event-open (the page's address follows). */
  onEventOpen?: (series: string | null) => void;
}

// The detail is its own chunk, fetched when an event is first opened: the calendar's first
// download stays within its budget (docs/decisions/0082-performance-targets.md).
const EventDetail = lazy(() => import('./event-detail').then((m) => ({ default: m.EventDetail })));

/** The search waits for typing to pause this long before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const Wrap = styled.div`
  display: grid;
  gap: ${token('space-4')};
`;

const Announcer = styled.div`
  ${visuallyHidden}
`;

export function EconomicCalendar(props: EconomicCalendarProps) {
  const t = useT(calendarStrings);
  const emit = useEmit<typeof economicCalendarManifest>();
  const [query, setQuery] = useSyncedState(props.query ?? '');
  const [dateFilter, setDateFilter] = useSyncedState<CalendarDateFilter>(
    isDateFilter(props.dateFilter) ? props.dateFilter : 'this_week',
  );
  const [fromDate, setFromDate] = useSyncedState(props.fromDate ?? '');
  const [toDate, setToDate] = useSyncedState(props.toDate ?? '');
  const [impact, setImpact] = useSyncedState<ImpactChoice>(
    isImpactChoice(props.impact) ? props.impact : 'all',
  );
  const [currency, setCurrency] = useSyncedState((props.currency ?? '').toUpperCase());
  // A `time-zone` set by the host page wins; otherwise the time-zone preference (the profile's,
  // else this browser's, else Tashkent), which a choice here also changes.
  const preferredZone = useStore($timeZone);
  const [zone, setSyncedZone] = useSyncedState<TimeZoneChoice>(
    isTimeZoneChoice(props.timeZone) ? props.timeZone : preferredZone,
  );
  const setZone = (next: TimeZoneChoice) => {
    setSyncedZone(next);
    chooseTimeZone(next).catch(() => {
      // The profile could not be saved; the choice holds in this browser.
    });
  };
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const [openSeries, setOpenSeries] = useSyncedState(props.series ?? '');
  const openDetailNow = (series: string | null) => {
    setOpenSeries(series ?? '');
    emit('savdo-event-open', { series });
    props.onEventOpen?.(series);
  };
  // One function for the life of the widget (it calls the latest render's), so the table's
  // memoised rows stay untouched when the filters change (a new function each render made every
  // row render again: docs/decisions/0330-interactions-bench.md).
  const latestOpenDetail = useRef(openDetailNow);
  latestOpenDetail.current = openDetailNow;
  const openDetail = useCallback((series: string | null) => latestOpenDetail.current(series), []);

  // A custom range asks only once it has a date and its end is not before its start (the
  // filter shows why); until then the last view stays requested.
  const customReady =
    dateFilter !== 'custom' || (Boolean(fromDate || toDate) && !isRangeReversed(fromDate, toDate));
  const lastRequest = useRef<CalendarQuery | null>(null);
  const request = useMemo<CalendarQuery>(
    () =>
      !customReady && lastRequest.current
        ? lastRequest.current
        : {
            query: search || undefined,
            date_filter: customReady ? dateFilter : 'this_week',
            from_date: dateFilter === 'custom' ? fromDate || undefined : undefined,
            to_date: dateFilter === 'custom' ? toDate || undefined : undefined,
            utc_offset: utcOffsetOf(zone),
          },
    [customReady, search, dateFilter, fromDate, toDate, zone],
  );
  lastRequest.current = request;

  const { status, events, updatedIds, lastUpdate, reload } = useCalendarEvents(request);
  // The list follows the impact and currency filters a task after the select shows the choice:
  // a select changed by its arrow keys lays the page out again right after its change event, so
  // rows rendered inside that event made the key press one long task with a forced layout
  // (docs/decisions/0330-interactions-bench.md).
  const listFilter = useDebouncedValue(
    useMemo(() => ({ impact, currency }), [impact, currency]),
    0,
  );
  const visible = useMemo(() => filterEvents(events, listFilter), [events, listFilter]);
  const values: CalendarFilterValues = {
    query,
    dateFilter,
    fromDate,
    toDate,
    impact,
    currency,
    zone,
  };

  useEffect(() => {
    if (lastUpdate) emit('savdo-actual', { event: lastUpdate });
  }, [emit, lastUpdate]);

  function change(next: Partial<CalendarFilterValues>) {
    if (next.query !== undefined) setQuery(next.query);
    if (next.dateFilter !== undefined) setDateFilter(next.dateFilter);
    if (next.fromDate !== undefined) setFromDate(next.fromDate);
    if (next.toDate !== undefined) setToDate(next.toDate);
    if (next.impact !== undefined) setImpact(next.impact);
    if (next.currency !== undefined) setCurrency(next.currency);
    if (next.zone !== undefined) setZone(next.zone);
    const merged = { ...values, ...next };
    emit('savdo-filters-change', {
      query: merged.query,
      date_filter: merged.dateFilter,
      from_date: merged.fromDate || null,
      to_date: merged.toDate || null,
      impact: merged.impact,
      currency: merged.currency || null,
      time_zone: merged.zone,
    });
  }

  return (
    <Wrap data-status={status}>
      {props.hideTitle ? null : <Title part="title">{t('title')}</Title>}
      {props.hideFilters ? null : (
        <CalendarFilters
          values={values}
          currencies={currencyChoices(events, currency)}
          onChange={change}
        />
      )}
      <CalendarBody
        status={status}
        events={visible}
        filter={listFilter}
        zone={zone}
        updatedIds={updatedIds}
        onRetry={reload}
        onOpen={props.eventDetail ? openDetail : undefined}
      />
      {props.eventDetail && openSeries ? (
        <Suspense fallback={null}>
          <EventDetail series={openSeries} zone={zone} onClose={() => openDetail(null)} />
        </Suspense>
      ) : null}
      <Announcer aria-live="polite">
        {lastUpdate
          ? t('actualPublished', {
              currency: lastUpdate.currency,
              event: lastUpdate.event,
              actual: lastUpdate.actual ?? '',
            })
          : ''}
      </Announcer>
    </Wrap>
  );
}

interface BodyProps {
  status: ReturnType<typeof useCalendarEvents>['status'];
  events: ReturnType<typeof filterEvents>;
  /** The impact and currency the events are filtered by (the table's rows follow it in steps). */
  filter: LocalFilters;
  zone: TimeZoneChoice;
  updatedIds: ReadonlySet<number>;
  onRetry: () => void;
  onOpen?: (series: string) => void;
}

function CalendarBody({ status, events, filter, zone, updatedIds, onRetry, onOpen }: BodyProps) {
  const t = useT(calendarStrings);
  const now = useNow(60_000);
  if (status === 'loading') return <CalendarSkeleton />;
  if (status === 'error') {
    return <LoadFailed title={t('errorTitle')} retryLabel={t('tryAgain')} onRetry={onRetry} />;
  }
  if (events.length === 0) return <EmptyState title={t('emptyTitle')} text={t('emptyText')} />;
  return (
    <>
      <NextEventCountdown events={events} />
      <EventTable
        events={events}
        filter={filter}
        zone={zone}
        updatedIds={updatedIds}
        now={now}
        onOpen={onOpen}
      />
    </>
  );
}
