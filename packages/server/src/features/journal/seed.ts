/**
 * The demo trader's journal: 24 trades over the last six weeks across forex, gold and crypto,
 * about three in five profitable, with analysis points and notes; the latest six carry chart
 * images (15 minutes, 1 hour, after the trade). Seeded once: nothing is added when the demo
 * trader already has entries.
 */
import { JOURNAL_IMAGE_FIELDS, type TradeDirection } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { fileUrl, insertFile } from '../files';
import { findUserByUsername } from '../users';
import { demoChartPng } from './demo-chart-png';
import { insertEntry } from './repository';

const SYMBOLS = ['EURUSD', 'XAUUSD', 'GBPUSD', 'BTCUSDT', 'USDJPY', 'EURUSD'];
const SETUPS = [
  ['Break and retest of the Asian range high', 'RSI divergence on the 15-minute chart'],
  ['Price at the daily support zone', 'Bullish engulfing candle'],
  ['Trend line break', 'Volume above average'],
  ['Pullback to the 50 EMA', 'Higher lows since London open'],
];
const CONTEXT = [
  ['1-hour trend up, above the 200 EMA', 'No high-impact news for 2 hours'],
  ['1-hour range, trading the edges', 'Key level from last week'],
  ['1-hour downtrend, lower highs', 'DXY strong'],
];
const NOTES = [
  'Followed the plan. Moved the stop to break-even after 1R.',
  'Entered early, before the candle closed. Wait for the close next time.',
  'Good patience: waited for the retest.',
  'Cut the trade before news; the setup was still valid.',
  '',
];
const DAY_MS = 24 * 60 * 60_000;

export const DEMO_JOURNAL_COUNT = 24;

export async function seedDemoJournal(db: Db, now = new Date()): Promise<void> {
  const trader = await findUserByUsername(db, 'trader');
  if (!trader) return;
  const existing = await db.query<{ n: number | string }>(
    'SELECT count(*) AS n FROM journal_entries WHERE user_id = $1',
    [trader.id],
  );
  if (Number(existing.rows[0]?.n ?? 0) > 0) return;

  await db.transaction(async (tx) => {
    for (let i = 0; i < DEMO_JOURNAL_COUNT; i++) {
      const daysAgo = Math.round((DEMO_JOURNAL_COUNT - 1 - i) * 1.75) + 1;
      const date = new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
      const win = [0, 2, 3, 5, 7, 8, 10, 12, 13, 15, 16, 18, 19, 21, 23].includes(i);
      const risk = [50, 75, 100][i % 3] ?? 50;
      const rr = [1.5, 2, 2.5, 3][i % 4] ?? 2;
      const pnl = win
        ? Math.round(risk * rr * (0.6 + (i % 5) * 0.1))
        : -risk * (i % 4 === 1 ? 0.5 : 1);
      const direction: TradeDirection = i % 3 === 2 ? 'short' : 'long';
      const images: Partial<Record<(typeof JOURNAL_IMAGE_FIELDS)[number], string>> = {};
      if (i >= DEMO_JOURNAL_COUNT - 6) {
        const trend = direction === 'long' ? 1 : -1;
        const pictures = [
          demoChartPng(1000 + i, trend * 0.3),
          demoChartPng(2000 + i, trend * 0.6),
          demoChartPng(3000 + i, (win ? trend : -trend) * 0.8, null),
        ];
        for (const [k, field] of JOURNAL_IMAGE_FIELDS.entries()) {
          const id = await insertFile(tx, {
            ownerId: trader.id,
            purpose: 'journal',
            contentType: 'image/png',
            data: pictures[k] ?? pictures[0]!,
          });
          images[field] = fileUrl(id);
        }
      }
      await insertEntry(tx, trader.id, {
        symbol: SYMBOLS[i % SYMBOLS.length],
        trade_date: date,
        direction,
        pnl,
        risk,
        rr,
        win,
        before_title_1: '15-minute chart',
        before_title_2: '1-hour chart',
        description_1: SETUPS[i % SETUPS.length] ?? [],
        description_2: CONTEXT[i % CONTEXT.length] ?? [],
        notes: NOTES[i % NOTES.length] ?? '',
        ...images,
      });
    }
  });
}
