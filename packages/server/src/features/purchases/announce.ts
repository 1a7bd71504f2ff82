/**
 * What a route tells the buyer after a purchase's transaction has committed: the new balance
 * (the live `balance` event) and the receipt (the live notification); and it sends the receipt's
 * mail from the outbox at once (the outbox's timer would within seconds). Nothing is told of a
 * repeat answered again by its Idempotency-Key, nor of a purchase that rolled back.
 */
import type { AppContext } from '../../context';
import { publishBalance } from '../ledger';
import { deliverNotifications } from '../notifications';
import type { PurchaseDone } from './service';

export async function announcePurchase(
  ctx: Pick<AppContext, 'db' | 'live' | 'outbox'>,
  done: PurchaseDone,
): Promise<void> {
  if (done.repeated) return;
  if (done.purchase.charged > 0)
    publishBalance(ctx.live, { userId: done.purchase.user_id, balance: done.balance });
  await deliverNotifications({ db: ctx.db, publish: ctx.live.publish.bind(ctx.live) }, [
    done.receipt,
  ]);
  await ctx.outbox.flush().catch(() => 0);
}
