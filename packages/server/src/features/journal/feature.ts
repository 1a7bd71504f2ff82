/** The trading journal (issue 15): entries with chart images, statistics, CSV export and import. */
import { defineFeature } from '../feature';
import { journalRoutes } from './routes';
import { seedDemoJournal } from './seed';

export const journalFeature = defineFeature({
  name: 'journal',
  routes: [journalRoutes],
  seed: (db) => seedDemoJournal(db),
});
