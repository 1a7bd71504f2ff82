// The economic calendar on the client (feature `calendar`, decision 0274): the typed call, the
// query store and an event's name in the reader's language (shared by the calendar's entries:
// in core it rides in a chunk they load anyway, not a file of its own). The calendar is the widget partners embed first (decision 0082), so the root
// entry (`@savdo/core`) re-exports this folder; it has no entry of its own.
export * as calendarApi from './api';
export * from './queries';
export { eventName } from './event-name';
