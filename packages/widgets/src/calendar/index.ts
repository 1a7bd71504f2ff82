// Public names of the economic-calendar widgets: components and their props, manifests,
// strings, and the data hook both share (element.ts defines the elements).
// Internals (the calendar's pure rules, the table) are imported by path in tests.
export {
  EconomicCalendar,
  SEARCH_DEBOUNCE_MS,
  type EconomicCalendarProps,
} from './economic-calendar';
export { TodaysEvents, type TodaysEventsProps } from './todays-events';
export { CalendarAlertsList } from './calendar-alerts-list';
export { economicCalendarManifest, todaysEventsManifest } from './manifest';
export { CALENDAR_NAMESPACE, calendarStrings } from './strings';
export { useCalendarEvents, type CalendarEventsState } from './use-calendar-events';
export type { ImpactChoice } from './event-filters';
export type { CalendarFiltersChange } from './manifest';
/** The height of one table row: what a host reserves per row around a fixed-height calendar. */
export { ROW_HEIGHT as CALENDAR_ROW_HEIGHT } from './event-table';
