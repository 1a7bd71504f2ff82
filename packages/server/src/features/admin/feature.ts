/** The back office's own server part: the audit log of every admin write and its page. */
import { defineFeature } from '../feature';
import { auditRoutes } from './audit-routes';

export const adminFeature = defineFeature({
  name: 'admin',
  routes: [auditRoutes],
});
