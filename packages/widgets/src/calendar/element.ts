// Importing this module defines <savdo-economic-calendar> and <savdo-todays-events> (the embed
// loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { EconomicCalendar } from './economic-calendar';
import { economicCalendarManifest, todaysEventsManifest } from './manifest';
import { TodaysEvents } from './todays-events';

defineWidget(economicCalendarManifest, EconomicCalendar);
defineWidget(todaysEventsManifest, TodaysEvents);
