/** credit / debit: moves a balance with a ledger reason; list-ledger shows the history. */
import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/command';
import { parse, positional, stringFlag } from '../../cli/args';
import { listLedgerEntries } from './repository';
import { adjustBalance, resolveUser } from '../users';

function amountOf(text: string): number {
  const amount = Number(text.replace(/[_\s]/g, ''));
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new UsageError('<amount> must be a positive whole number of UZS');
  }
  return amount;
}

function balanceCommand(name: 'credit' | 'debit', sign: 1 | -1): AdminCommand {
  return {
    name,
    summary: `${name} a user's balance in UZS, with a ledger reason`,
    usage: `${name} <user id | username | email> <amount UZS> --reason <text> [--reference <id>]`,
    async run(args, { db, out }) {
      const p = parse(args, { reason: { type: 'string' }, reference: { type: 'string' } });
      const user = await resolveUser(db, positional(p, 0, 'user'));
      const amount = amountOf(positional(p, 1, 'amount'));
      const reason = stringFlag(p, 'reason');
      if (!reason || reason.trim().length < 3)
        throw new UsageError('--reason of at least 3 characters is required');
      const entry = await adjustBalance(
        db,
        user,
        sign * amount,
        reason.trim(),
        stringFlag(p, 'reference') ?? null,
      );
      out(
        `${name}: ${user.username} ${sign * amount} UZS (${reason.trim()}); balance now ${entry.balance_after} UZS`,
      );
    },
  };
}

export const creditCommand = balanceCommand('credit', 1);
export const debitCommand = balanceCommand('debit', -1);

export const ledgerCommand: AdminCommand = {
  name: 'ledger',
  readOnly: true,
  summary: "show a user's latest ledger entries",
  usage: 'ledger <user id | username | email> [--limit <n>]',
  async run(args, { db, out }) {
    const p = parse(args, { limit: { type: 'string' } });
    const user = await resolveUser(db, positional(p, 0, 'user'));
    const limit = Math.min(Number(stringFlag(p, 'limit') ?? 20) || 20, 1000);
    const { rows, total } = await listLedgerEntries(db, user.id, limit, 0);
    out(`${user.username}: balance ${user.balance} UZS, ${total} ledger entries`);
    for (const e of rows)
      out(
        `  ${e.created_at}  ${String(e.amount).padStart(12)}  -> ${e.balance_after}  ${e.reason}`,
      );
  },
};
