/** The renewal job (renewals.ts) every minute, with the balances it debited pushed live. */
import type { ServerJob } from '../feature';
import { publishBalance } from '../ledger';
import { renewDueSubscriptions } from './renewals';

export const RENEWAL_EVERY_MS = 60_000;

export const renewalJob: ServerJob = {
  name: 'subscription-renewals',
  everyMs: RENEWAL_EVERY_MS,
  async run(ctx) {
    const report = await renewDueSubscriptions(ctx.db, ctx.purchases);
    for (const moved of report.moved) publishBalance(ctx.live, moved);
  },
};
