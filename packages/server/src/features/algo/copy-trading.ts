/**
 * The copy-trading page (docs/decisions/0181-expert-advisors-and-the-bridge-key.md): bots with a
 * live signal account, their verified figures, a risk score and how many follow them (decision 0181
 * for the score); a strategy's own page (docs/decisions/0283-copy-trading-follow.md). Followers are
 * the follows copying now (copy_follows), not expert advisor buyers.
 */
import { COPY_MESSAGES, type CopyStrategy, type CopyStrategyDetails } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { followerCounts } from './follow-repository';
import type { AlgoMetricsReport } from './metrics';
import { equityCurve, monthlyReturns, presentTrade } from './metrics-view';
import { findBot, listBots, listOpenTrades, type BotRow } from './repository';
import { tradeFigures } from './trade-figures';

/** Population standard deviation. */
function spread(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
}

/**
 * 1 (calm) to 10 (wild): half from the maximum drawdown (40 % and over scores the full 5), half
 * from the spread of monthly returns (20 points of standard deviation and over scores 5).
 */
export function riskScore(report: AlgoMetricsReport): number {
  const drawdown = Math.min(report.maxDrawdownPercent / 40, 1) * 5;
  const volatility = Math.min(spread(report.monthly.map((m) => m.gainPercent)) / 20, 1) * 5;
  const score = Math.round(drawdown + volatility);
  return Math.min(10, Math.max(1, Number.isFinite(score) ? score : 1));
}

async function strategyOf(
  q: Queryable,
  bot: BotRow,
  followers: number,
): Promise<{ strategy: CopyStrategy; report: AlgoMetricsReport }> {
  const { report, metrics, sparkline } = await tradeFigures(q, { bot: bot.id }, bot.signal_deposit);
  const strategy: CopyStrategy = {
    algo_trade_id: bot.id,
    name: bot.name,
    translations: bot.translations,
    type: bot.type,
    metrics,
    equity_sparkline: sparkline,
    risk_score: riskScore(report),
    months: report.monthly.length,
    followers,
  };
  return { strategy, report };
}

export async function copyStrategies(q: Queryable): Promise<CopyStrategy[]> {
  const out: CopyStrategy[] = [];
  const counts = await followerCounts(q);
  for (const bot of await listBots(q)) {
    if (!bot.live_signal) continue;
    out.push((await strategyOf(q, bot, counts.get(bot.id) ?? 0)).strategy);
  }
  return out.sort((a, b) => b.metrics.gain_percent - a.metrics.gain_percent);
}

/** A listed bot with a live signal account, or 404: only those are strategies. */
export async function findStrategy(q: Queryable, id: number): Promise<BotRow> {
  const bot = await findBot(q, id);
  if (!bot || !bot.live_signal) throw new NotFoundError(COPY_MESSAGES.strategyNotFound);
  return bot;
}

export async function copyStrategyDetails(q: Queryable, id: number): Promise<CopyStrategyDetails> {
  const bot = await findStrategy(q, id);
  const counts = await followerCounts(q);
  const { strategy, report } = await strategyOf(q, bot, counts.get(bot.id) ?? 0);
  return {
    ...strategy,
    author: bot.author,
    platforms: bot.platforms,
    equity_curve: equityCurve(report),
    monthly_returns: monthlyReturns(report),
    open_trades: (await listOpenTrades(q, { bot: bot.id })).map(presentTrade),
  };
}
