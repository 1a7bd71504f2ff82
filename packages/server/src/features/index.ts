/**
 * Every server feature, one line each. The API routes, the admin commands, the demo seed, the
 * user enrichers and the live audiences all derive from this list; migrations are found in
 * `features/<feature>/migrations/`. Order matters twice: seeds run in it (a feature after those
 * whose data it uses) and `npm run admin -- --help` lists commands in it.
 */
import { adminFeature } from './admin/feature';
import { algoFeature } from './algo/feature';
import { assistantFeature } from './assistant/feature';
import { authFeature } from './auth/feature';
import { bannersFeature } from './banners/feature';
import { calendarFeature } from './calendar/feature';
import { chatFeature } from './chat/feature';
import { coursesFeature } from './courses/feature';
import { filesFeature } from './files/feature';
import { journalFeature } from './journal/feature';
import { landingFeature } from './landing/feature';
import { ledgerFeature } from './ledger/feature';
import { marketDataFeature } from './market-data/feature';
import { partnersFeature } from './partners/feature';
import { paymentsFeature } from './payments/feature';
import { plansFeature } from './plans/feature';
import { purchasesFeature } from './purchases/feature';
import { resourcesFeature } from './resources/feature';
import { signalsFeature } from './signals/feature';
import { notificationsFeature } from './notifications/feature';
import { telegramFeature } from './telegram/feature';
import { usersFeature } from './users/feature';
import { videoFeature } from './video/feature';
import { widgetGalleryFeature } from './widget-gallery/feature';
import type { ServerFeature } from './feature';

const features = [
  authFeature,
  usersFeature,
  ledgerFeature,
  filesFeature,
  calendarFeature,
  partnersFeature,
  purchasesFeature,
  plansFeature,
  coursesFeature,
  signalsFeature,
  paymentsFeature,
  videoFeature,
  algoFeature,
  chatFeature,
  assistantFeature,
  marketDataFeature,
  resourcesFeature,
  journalFeature,
  notificationsFeature,
  telegramFeature,
  bannersFeature,
  widgetGalleryFeature,
  landingFeature,
  adminFeature,
] as const;

export const serverFeatures: readonly ServerFeature[] = features;
/** The list with each descriptor's literal type, for the check of live-audiences.ts. */
export type ServerFeatureList = typeof features;
export type { ServerFeature };
