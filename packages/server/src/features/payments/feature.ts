/**
 * Balance top-up through Payme and Click (docs/decisions/0150-payments.md): the checkout-link
 * calls, the providers' merchant endpoints, the sandbox checkout pages (development only) and the
 * reconciliation.
 */
import { defineFeature } from '../feature';
import { paymentsReconcileCommand } from './admin';
import { paymentsRoutes } from './routes';
import { paymentSandboxPages } from './sandbox-pages';

export const paymentsFeature = defineFeature({
  name: 'payments',
  routes: [paymentsRoutes],
  pages: [paymentSandboxPages],
  adminCommands: [paymentsReconcileCommand],
});
