/**
 * The purchases table and the one purchase service (service.ts). It sells nothing itself:
 * features list their `purchasables` (plans today; course modules, resources, algo trades next).
 */
import { defineFeature } from '../feature';

export const purchasesFeature = defineFeature({ name: 'purchases' });
