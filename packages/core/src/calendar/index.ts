// The economic calendar on the client (feature `calendar`, decision 0274): the typed call and
// the query store. The calendar is the widget partners embed first (decision 0082), so the root
// entry (`@savdo/core`) re-exports this folder; it has no entry of its own.
export * as calendarApi from './api';
export * from './queries';
