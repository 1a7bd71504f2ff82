/**
 * The copy-trading page (docs/decisions/0181-expert-advisors-and-the-bridge-key.md): bots with a
 * live signal account, their verified figures, a risk score and how many follow them (decision 0181
 * for the score).
 */
import type { CopyStrategy } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { AlgoMetricsReport } from './metrics';
import { listBots } from './repository';
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

export async function copyStrategies(q: Queryable): Promise<CopyStrategy[]> {
  const out: CopyStrategy[] = [];
  for (const bot of await listBots(q)) {
    if (!bot.live_signal) continue;
    const { report, metrics, sparkline } = await tradeFigures(
      q,
      { bot: bot.id },
      bot.signal_deposit,
    );
    out.push({
      algo_trade_id: bot.id,
      name: bot.name,
      translations: bot.translations,
      type: bot.type,
      metrics,
      equity_sparkline: sparkline,
      risk_score: riskScore(report),
      months: report.monthly.length,
      followers: bot.followers,
    });
  }
  return out.sort((a, b) => b.metrics.gain_percent - a.metrics.gain_percent);
}
