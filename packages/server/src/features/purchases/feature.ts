/**
 * The purchases table and the one purchase service (service.ts). It sells nothing itself:
 * features list their `purchasables` (plans, course modules, resources, algo trades). Its routes
 * are the back office's: a user's purchases and an admin's refund.
 */
import { defineFeature } from '../feature';
import { purchasesAdminRoutes } from './admin-routes';

export const purchasesFeature = defineFeature({
  name: 'purchases',
  routes: [purchasesAdminRoutes],
});
