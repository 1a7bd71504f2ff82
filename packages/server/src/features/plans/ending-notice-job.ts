/**
 * "Your subscription ends" (docs/decisions/0230-notifications.md): three days before an active
 * subscription's period runs out, its owner is told, with whether it renews by itself (then: keep
 * the price on the balance). Keyed by the subscription and its expiry, so each period notifies
 * once.
 */
import type { Queryable } from '../../db/adapter';
import type { PublishLive } from '../../live/publisher';
import { notify } from '../notifications';
import type { ServerJob } from '../feature';

/** How long before the end the notification goes. */
export const SUBSCRIPTION_NOTICE_DAYS = 3;

interface Ending {
  id: number;
  user_id: number;
  expires_at: Date;
  auto_renew: boolean;
  name: string;
  price: number;
}

export async function notifyEndingSubscriptions(
  db: Queryable,
  publish: PublishLive,
): Promise<number> {
  const { rows } = await db.query<Ending>(
    `SELECT s.id, s.user_id, s.expires_at, s.auto_renew, p.name, p.price
     FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
     WHERE s.status = 'active' AND s.expires_at > now()
       AND s.expires_at <= now() + make_interval(days => $1)
     ORDER BY s.expires_at LIMIT 1000`,
    [SUBSCRIPTION_NOTICE_DAYS],
  );
  let sent = 0;
  for (const row of rows) {
    const expires = new Date(row.expires_at);
    const stored = await notify(
      { db, publish },
      {
        userId: Number(row.user_id),
        kind: 'subscription_ending',
        params: {
          plan: row.name,
          price: Number(row.price),
          renews: row.auto_renew,
          expires_at: expires.toISOString(),
        },
        link: '/upgrade-plan',
        dedupeKey: `subscription_ending:${row.id}:${expires.getTime()}`,
      },
    );
    if (stored) sent += 1;
  }
  return sent;
}

export const subscriptionEndingJob: ServerJob = {
  name: 'subscription-ending-notices',
  everyMs: 15 * 60_000,
  async run(ctx) {
    await notifyEndingSubscriptions(ctx.db, (event, audience) => ctx.live.publish(event, audience));
  },
};
