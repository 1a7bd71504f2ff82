/**
 * Balance top-up through Payme and Click (docs/decisions/0150-payments.md): the checkout-link
 * calls, the providers' merchant endpoints, the sandbox checkout pages (development only) and the
 * reconciliation, and the back office's orders, reconciliation and top-up refunds.
 */
import { defineFeature } from '../feature';
import { paymentsReconcileCommand } from './admin';
import { paymentsAdminRoutes } from './admin-routes';
import { paymentsRoutes } from './routes';
import { paymentSandboxPages } from './sandbox-pages';

export const paymentsFeature = defineFeature({
  name: 'payments',
  routes: [paymentsRoutes, paymentsAdminRoutes],
  pages: [paymentSandboxPages],
  adminCommands: [paymentsReconcileCommand],
});
