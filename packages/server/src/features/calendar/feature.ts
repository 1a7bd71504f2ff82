/** The economic calendar: the week's events, imports, and actual values pushed live. */
import { PUBLIC } from '../../live/audience';
import { defineFeature } from '../feature';
import { calendarActualCommand, calendarImportCommand, calendarListCommand } from './admin';
import { calendarAdminListRoutes } from './admin-list-routes';
import { calendarRoutes } from './routes';
import { seedDemoCalendar } from './seed';

export const calendarFeature = defineFeature({
  name: 'calendar',
  routes: [calendarRoutes, calendarAdminListRoutes],
  seed: (db) => seedDemoCalendar(db),
  adminCommands: [calendarImportCommand, calendarActualCommand, calendarListCommand],
  liveAudiences: { 'calendar.actual': () => PUBLIC },
});
