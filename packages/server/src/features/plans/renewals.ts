/**
 * The renewal job (decision 0153): every minute (and on `npm run admin -- subscriptions-renew`)
 * each subscription whose period has run out is settled. A cancelled one expires. One that
 * renews is bought again through the purchase service when the balance covers the price, and
 * otherwise waits as 'pending_payment' (premium stays off) and is retried on every run until
 * the balance allows, for PENDING_DAYS days, after which it expires. Premium access never
 * depends on this job: access checks read `expires_at` against the database clock.
 */
import type { Db } from '../../db/adapter';
import { lockBuyer, type PurchaseCatalog, purchaseIn } from '../purchases';
import type { BalanceMoved } from '../ledger';
import type { NotificationRow } from '../notifications';
import {
  currentSubscription,
  endSubscription,
  findPlanById,
  updateSubscription,
} from './repository';
import { planTerms } from './subscription-terms';

/** How long a renewal waits for money before the subscription expires. */
export const PENDING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RenewalReport {
  renewed: number;
  pending: number;
  expired: number;
  /** Balances the renewals debited, for the live `balance` event. */
  moved: BalanceMoved[];
  /** The renewals' receipts, to push after their commits. */
  receipts: NotificationRow[];
}

export async function renewDueSubscriptions(
  db: Db,
  catalog: PurchaseCatalog,
): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, pending: 0, expired: 0, moved: [], receipts: [] };
  const due = await db.query<{ user_id: number }>(
    `SELECT user_id FROM user_subscriptions
     WHERE (status = 'active' AND expires_at <= now()) OR status = 'pending_payment'
     ORDER BY user_id`,
  );
  for (const { user_id: userId } of due.rows) {
    await db.transaction(async (tx) => {
      // The buyer's row first, as every purchase locks it, then the subscription.
      const buyer = await lockBuyer(tx, userId);
      const current = await currentSubscription(tx, userId, true);
      if (!buyer || !current || current.expires_at === null) return;
      const now = buyer.now;
      const lapsed = current.status === 'active' && current.expires_at.getTime() <= now.getTime();
      if (!lapsed && current.status !== 'pending_payment') return;
      const since = current.pending_since ?? current.expires_at;
      if (!current.auto_renew || now.getTime() - since.getTime() > PENDING_DAYS * DAY_MS) {
        await endSubscription(tx, current.id, 'expired');
        report.expired += 1;
        return;
      }
      const plan = await findPlanById(tx, current.plan_id);
      const terms = plan && planTerms(current, plan, 'renew', now);
      if (!terms || terms.charge > buyer.balance) {
        if (current.status !== 'pending_payment') {
          await updateSubscription(tx, current.id, {
            status: 'pending_payment',
            pending_since: current.expires_at,
          });
        }
        report.pending += 1;
        return;
      }
      const done = await purchaseIn(tx, catalog, {
        userId,
        kind: 'plan',
        itemId: current.plan_id,
        options: { action: 'renew' },
      });
      report.renewed += 1;
      if (done.purchase.charged > 0) report.moved.push({ userId, balance: done.balance });
      if (done.receipt) report.receipts.push(done.receipt);
    });
  }
  return report;
}
