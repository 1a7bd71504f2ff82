/**
 * Seeds a trader's journal for the reports benches: `count` trades over a choice of symbols,
 * setup and mistake tags, an entry every 2.3 hours, about 55 % winners. Written straight to
 * the table, 500 rows a statement (the create call would take minutes for 10,000).
 */
import { seededRandom } from '@savdo/server/seed/seeded-random';
import type { TestServer } from '../kit/server/helpers';

export interface TradeMix {
  symbols: readonly string[];
  setups: readonly string[];
  mistakes: readonly string[];
}

export const SMALL_MIX: TradeMix = {
  symbols: ['EURUSD', 'GBPUSD', 'XAUUSD', 'BTCUSD', 'US30'],
  setups: ['breakout', 'pullback', 'reversal', 'range', 'news'],
  mistakes: ['fomo', 'late entry', 'moved stop', 'oversized'],
};

/** Names `prefix1` .. `prefixN`. */
export const names = (prefix: string, n: number): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

export async function seedJournalTrades(
  server: TestServer,
  userId: number,
  count: number,
  mix: TradeMix = SMALL_MIX,
): Promise<void> {
  const next = seededRandom(318);
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < count; i += 500) {
    const values: string[] = [];
    const params: unknown[] = [];
    for (let j = i; j < Math.min(count, i + 500); j += 1) {
      const entry = new Date(start + j * 3_600_000 * 2.3);
      const pnl = Math.round((next() < 0.55 ? next() * 120 : -next() * 90) * 100) / 100;
      const row = [
        userId,
        mix.symbols[j % mix.symbols.length],
        entry.toISOString().slice(0, 10),
        pnl,
        Math.round(next() * 60 * 100) / 100,
        pnl > 0,
        [mix.setups[j % mix.setups.length]],
        next() < 0.3 ? [mix.mistakes[j % mix.mistakes.length]] : [],
        entry.toISOString(),
      ];
      const base = params.length;
      params.push(...row);
      values.push(
        `($${base + 1}, $${base + 2}, $${base + 3}, 'long', $${base + 4}, $${base + 5}, 0, $${base + 6}, 't1', 't2', $${base + 7}, $${base + 8}, $${base + 9})`,
      );
    }
    await server.db.query(
      `INSERT INTO journal_entries (user_id, symbol, trade_date, direction, pnl, risk, rr, win,
         before_title_1, before_title_2, setup_tags, mistake_tags, entry_time) VALUES ${values.join(', ')}`,
      params,
    );
  }
}
