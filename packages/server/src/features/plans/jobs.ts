/**
 * The renewal job (renewals.ts) every minute, with the balances it debited and the renewals'
 * receipts pushed live (their mails leave through the outbox).
 */
import type { ServerJob } from '../feature';
import { publishBalance } from '../ledger';
import { deliverNotifications } from '../notifications';
import { renewDueSubscriptions } from './renewals';

export const RENEWAL_EVERY_MS = 60_000;

export const renewalJob: ServerJob = {
  name: 'subscription-renewals',
  everyMs: RENEWAL_EVERY_MS,
  async run(ctx) {
    const report = await renewDueSubscriptions(ctx.db, ctx.purchases);
    for (const moved of report.moved) publishBalance(ctx.live, moved);
    await deliverNotifications(
      { db: ctx.db, publish: ctx.live.publish.bind(ctx.live) },
      report.receipts,
    );
    if (report.receipts.length > 0) await ctx.outbox.flush().catch(() => 0);
  },
};
