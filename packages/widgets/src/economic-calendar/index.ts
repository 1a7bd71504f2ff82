// The economic-calendar widgets: components, strings, manifests and their pure helpers
// (element.ts defines the elements).
export {
  EconomicCalendar,
  SEARCH_DEBOUNCE_MS,
  type EconomicCalendarProps,
} from './economic-calendar';
export { TodaysEvents, type TodaysEventsProps } from './todays-events';
export { economicCalendarManifest, todaysEventsManifest } from './manifest';
export { CALENDAR_NAMESPACE, calendarStrings } from './strings';
export {
  loadCalendarEvents,
  liveCalendarActuals,
  useCalendarEvents,
  type CalendarLoader,
  type LiveActualSource,
} from './use-calendar-events';
export { compareActual, parseFigure, lowerIsBetter, type Comparison } from './compare-actual';
export { countdownTo, countdownText, nextEvent, type Countdown } from './next-event';
export { dayKey, groupByDay, utcOffsetOf, weekdayOf } from './calendar-days';
export {
  filterEvents,
  currencyChoices,
  withUpdatedEvent,
  type ImpactChoice,
} from './event-filters';
export { countryName } from './country-flag';
export { flagShapes, FLAG_SHAPES, type FlagShape } from './flag-shapes';
export { ROW_HEIGHT as CALENDAR_ROW_HEIGHT } from './event-table';
