/**
 * Demo notifications: the demo trader's bell holds three, as a trader's would after a day of use
 * (a top-up credited two hours ago, a new signal half an hour ago, a calendar figure yesterday),
 * each written in the reader's language when read (texts.ts), each with its time. Seeded once:
 * the dedupe keys make a second run add nothing.
 */
import type { NotificationKind, NotificationParams } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { findUserByUsername } from '../users';
import { insertNotification } from './repository';

const MINUTE = 60_000;

interface DemoNotification {
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  /** How long before the seed it arrived. */
  ago: number;
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  {
    kind: 'calendar_actual',
    params: {
      currency: 'USD',
      event: 'Non-Farm Payrolls',
      actual: '227K',
      forecast: '200K',
      previous: '36K',
    },
    link: '/economic-calendar',
    ago: 26 * 60 * MINUTE,
  },
  {
    kind: 'payment_credited',
    params: { amount: 500_000, provider: 'Payme' },
    link: '/dashboard',
    ago: 2 * 60 * MINUTE,
  },
  {
    kind: 'signal_new',
    params: { symbol: 'XAUUSD', side: 'buy', asset_type: 'commodities' },
    link: '/trading-signals',
    ago: 25 * MINUTE,
  },
];

export async function seedDemoNotifications(db: Db, now: Date = new Date()): Promise<void> {
  const trader = await findUserByUsername(db, 'trader');
  if (!trader) return;
  for (const [i, n] of DEMO_NOTIFICATIONS.entries()) {
    await insertNotification(db, {
      userId: trader.id,
      kind: n.kind,
      params: n.params,
      link: n.link,
      dedupeKey: `demo:${i + 1}`,
      createdAt: new Date(now.getTime() - n.ago),
    });
  }
}
