/** Balances and their ledger: the user's history, the admin's credit and debit. */
import { defineFeature } from '../feature';
import { creditCommand, debitCommand, ledgerCommand } from './admin';
import { ledgerAdminRoutes } from './admin-routes';
import { ledgerRoutes } from './routes';

export const ledgerFeature = defineFeature({
  name: 'ledger',
  routes: [ledgerRoutes, ledgerAdminRoutes],
  adminCommands: [creditCommand, debitCommand, ledgerCommand],
  // A balance is one user's: the publisher names them.
  liveAudiences: { balance: 'explicit' },
});
