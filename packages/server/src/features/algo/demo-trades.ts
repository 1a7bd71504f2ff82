/**
 * Plausible demo trades, deterministic: a seeded random (mulberry32) so every demo database
 * shows the same history. Only for bots the seed marked `is_demo`.
 */
import type { NewTrade } from './repository';
import type { DemoBot } from './seed-content';
import { seededRandom } from '../../seed/seeded-random';

const BASE_PRICE: Record<string, number> = {
  EURUSD: 1.08,
  GBPUSD: 1.27,
  USDJPY: 151.2,
  XAUUSD: 2350,
  EURCHF: 0.96,
  AUDNZD: 1.09,
  US30: 39000,
  NAS100: 18000,
};

/** One closed trade at `closeAt`, its ticket given. */
export function demoTrade(
  bot: DemoBot,
  random: () => number,
  ticket: number,
  closeAt: number,
): NewTrade {
  const symbol = bot.symbols[Math.floor(random() * bot.symbols.length)] ?? 'EURUSD';
  const wins = random() < bot.winRate;
  const size = 0.5 + random();
  const profit = Math.round((wins ? bot.win : -bot.loss) * size * 100) / 100;
  const side = random() < 0.5 ? 'buy' : 'sell';
  const open = BASE_PRICE[symbol] ?? 1;
  const move = open * 0.002 * size * (wins === (side === 'buy') ? 1 : -1);
  const heldMs = Math.round((0.2 + random() * 8) * 3_600_000);
  const commission = -Math.round(size * 300) / 100;
  return {
    ticket: String(ticket),
    side,
    symbol,
    volume: Math.round(size * 10) / 10 || 0.1,
    open_time: new Date(closeAt - heldMs),
    open_price: open,
    close_time: new Date(closeAt),
    close_price: Math.round((open + move) * 100000) / 100000,
    profit,
    commission,
    swap: 0,
  };
}

/** `days` of history ending at `end`, about `tradesPerDay` a day. */
export function demoHistory(bot: DemoBot, seed: number, days: number, end: number): NewTrade[] {
  const random = seededRandom(seed);
  const trades: NewTrade[] = [];
  const start = end - days * 86_400_000;
  let ticket = 100_000;
  for (let day = 0; day < days; day++) {
    const count = Math.round(bot.tradesPerDay * 2 * random());
    for (let i = 0; i < count; i++) {
      const at = start + day * 86_400_000 + Math.floor(random() * 86_400_000);
      trades.push(demoTrade(bot, random, ticket++, at));
    }
  }
  return trades;
}
