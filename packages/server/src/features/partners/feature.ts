/** Partner keys: which origins may embed the widgets in public mode, and how often they call. */
import { defineFeature } from '../feature';
import { partnerCreateCommand, partnerListCommand, partnerRevokeCommand } from './admin';
import { partnersRoutes } from './routes';

export const partnersFeature = defineFeature({
  name: 'partners',
  routes: [partnersRoutes],
  adminCommands: [partnerCreateCommand, partnerListCommand, partnerRevokeCommand],
});
