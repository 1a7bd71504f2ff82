/**
 * The resource center (docs/decisions/0210-resource-center.md): categories, PDFs, articles and
 * video links, free or sold through the purchase service, the admin API and command line, the demo
 * library, and the texts the AI assistant indexes (search-documents.ts).
 */
import { defineFeature } from '../feature';
import {
  resourceCategorySetCommand,
  resourceCreateCommand,
  resourceEditCommand,
  resourceFileCommand,
  resourceListCommand,
} from './admin';
import { resourcesAdminRoutes } from './admin-routes';
import { resourcesAssistantSource } from './assistant-source';
import { resourcePurchasable } from './resource-purchasable';
import { resourcesRoutes } from './routes';
import { seedDemoResources } from './seed';

export const resourcesFeature = defineFeature({
  name: 'resources',
  // After users (the demo trader owns one) and files.
  seed: seedDemoResources,
  routes: [resourcesRoutes, resourcesAdminRoutes],
  adminCommands: [
    resourceListCommand,
    resourceCategorySetCommand,
    resourceCreateCommand,
    resourceEditCommand,
    resourceFileCommand,
  ],
  purchasables: [resourcePurchasable],
  assistantSources: [resourcesAssistantSource],
});
