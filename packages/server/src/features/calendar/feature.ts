/**
 * The economic calendar: the week's events, imports, actual values pushed live, each event's
 * series (history, meaning, names) and the users' alerts on them.
 */
import { PUBLIC } from '../../live/audience';
import { defineFeature } from '../feature';
import { calendarActualCommand, calendarImportCommand, calendarListCommand } from './admin';
import { calendarAdminListRoutes } from './admin-list-routes';
import { calendarAlertsRoutes } from './alerts-routes';
import { calendarRemindersJob } from './alerts-job';
import { calendarRoutes } from './routes';
import { seedDemoCalendar } from './seed';

export const calendarFeature = defineFeature({
  name: 'calendar',
  routes: [calendarRoutes, calendarAlertsRoutes, calendarAdminListRoutes],
  seed: (db) => seedDemoCalendar(db),
  adminCommands: [calendarImportCommand, calendarActualCommand, calendarListCommand],
  liveAudiences: { 'calendar.actual': () => PUBLIC },
  // "Remind me N minutes before" (docs/decisions/0312-calendar-alerts.md).
  jobs: [calendarRemindersJob],
});
