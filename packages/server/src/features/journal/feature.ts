/** The trading journal (docs/decisions/0200-journal-entries-and-images.md): entries with chart images, statistics, CSV export and import. */
import { defineFeature } from '../feature';
import { journalRoutes } from './routes';
import { seedDemoJournal } from './seed';

export const journalFeature = defineFeature({
  name: 'journal',
  routes: [journalRoutes],
  seed: (db) => seedDemoJournal(db),
});
