/**
 * `npm run admin -- payments-reconcile`: the nightly-style check (docs/decisions/0150-payments.md)
 * that lists every top-up order whose provider record and ledger disagree. Exit status 1 when there
 * is one, so a scheduler can alert on it.
 */
import { CommandFailure, type AdminCommand } from '../../cli/command';
import { listDisagreements } from './repository';

export const paymentsReconcileCommand: AdminCommand = {
  name: 'payments-reconcile',
  summary: 'list top-up orders whose provider state and ledger disagree (exit 1 if any)',
  usage: 'payments-reconcile',
  async run(_args, { db, out }) {
    const rows = await listDisagreements(db);
    if (rows.length === 0) {
      out('payments-reconcile: every order agrees with its ledger');
      return;
    }
    for (const r of rows)
      out(
        `  order ${r.order_id} (${r.provider}, ${r.status}): provider ${r.provider_total} UZS, ledger ${r.ledger_total} UZS`,
      );
    throw new CommandFailure(`${rows.length} order(s) disagree`);
  },
};
