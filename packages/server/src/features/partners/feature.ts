/**
 * Partner keys: which origins may embed the widgets in public mode, and how often they call; the
 * partner accounts that own them, with their usage and referrals (the /partner portal).
 */
import { defineFeature } from '../feature';
import { partnerCreateCommand, partnerListCommand, partnerRevokeCommand } from './admin';
import { partnersRoutes } from './routes';
import { partnerPortalRoutes } from './portal-routes';
import { partnerApplicationRoutes } from './application-routes';

export const partnersFeature = defineFeature({
  name: 'partners',
  routes: [partnersRoutes, partnerPortalRoutes, partnerApplicationRoutes],
  adminCommands: [partnerCreateCommand, partnerListCommand, partnerRevokeCommand],
});
