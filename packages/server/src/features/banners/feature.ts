/**
 * Banners and instructions (docs/product.md "Pages"): the dashboard carousel's banners inside their
 * active window, the per-page instructions in three languages, their admin API and command line,
 * and demo ones with real pictures.
 */
import { defineFeature } from '../feature';
import {
  bannerCreateCommand,
  bannerDeleteCommand,
  bannerEditCommand,
  bannerListCommand,
  instructionCreateCommand,
  instructionDeleteCommand,
  instructionEditCommand,
  instructionListCommand,
} from './admin';
import { instructionsAssistantSource } from './assistant-source';
import { dashboardBannerHint } from './page-hints';
import { bannersRoutes } from './routes';
import { seedDemoBanners } from './seed';

export const bannersFeature = defineFeature({
  name: 'banners',
  routes: [bannersRoutes],
  seed: seedDemoBanners,
  assistantSources: [instructionsAssistantSource],
  pageHints: [dashboardBannerHint],
  adminCommands: [
    bannerListCommand,
    bannerCreateCommand,
    bannerEditCommand,
    bannerDeleteCommand,
    instructionListCommand,
    instructionCreateCommand,
    instructionEditCommand,
    instructionDeleteCommand,
  ],
});
