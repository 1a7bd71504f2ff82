/**
 * A follow's copied trades as its follower sees them (contract CopiedTrades,
 * docs/decisions/0307-copied-trades-in-algo-trades.md): the trades its terminal bridge posted with
 * the follow's key, counted and summed by the metrics every account's figures use
 * (trade-figures.ts), and the latest few.
 */
import { COPIED_TRADES_SHOWN, type CopiedTrades } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { presentTrade } from './metrics-view';
import { countOpenTrades, listRecentTrades } from './repository';
import { tradeFigures } from './trade-figures';

export async function copiedTrades(q: Queryable, followId: number): Promise<CopiedTrades> {
  const owner = { follow: followId };
  // No deposit is known for a follow's account; the count, profit and win rate need none.
  const { report } = await tradeFigures(q, owner, 0);
  return {
    trades: report.trades,
    open_trades: await countOpenTrades(q, owner),
    closed_profit: report.netProfit,
    win_rate: report.winRate,
    recent: (await listRecentTrades(q, owner, COPIED_TRADES_SHOWN)).map(presentTrade),
  };
}
