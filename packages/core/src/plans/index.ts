// Subscription plans on the client, its own entry (`@savdo/core/plans`): the typed calls and the
// query stores only the plans widget uses, kept out of the shared core chunk partner widgets load.
export * as plansApi from './api';
export * from './queries';
