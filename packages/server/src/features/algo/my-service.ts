/**
 * My expert advisors (docs/product.md "Pages"), for their owner only: another user's id reads as
 * not found. Figures come from the expert advisor's own stored trades.
 */
import type {
  AlgoMetrics,
  AlgoPurchase,
  AlgoPurchaseDetails,
  AlgoTrade,
  HistoricalTradesQuery,
  ProfitPeriod,
  ProfitStat,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError, ValidationError } from '../../domain-errors';
import { presentConnection } from './bridge-connection';
import { listEaFiles } from './delivery-repository';
import { presentTrade, profitStats } from './metrics-view';
import {
  findUserEa,
  listClosedTrades,
  listOpenTrades,
  listUserEas,
  setEaStatus,
  type ExpertAdvisorView,
} from './repository';
import { tradeFigures } from './trade-figures';

export const EA_NOT_FOUND = 'Expert advisor not found';

async function ownEa(q: Queryable, userId: number, id: number): Promise<ExpertAdvisorView> {
  const ea = await findUserEa(q, userId, id);
  if (!ea) throw new NotFoundError(EA_NOT_FOUND);
  return ea;
}

async function present(q: Queryable, ea: ExpertAdvisorView): Promise<AlgoPurchase> {
  const { report } = await tradeFigures(q, { ea: ea.id }, ea.deposit);
  return {
    id: ea.id,
    algo_trade_id: ea.bot_id,
    name: ea.bot_name,
    version: ea.bot_version,
    status: ea.status,
    platform: ea.platform,
    type: ea.bot_type,
    access: ea.plan_name,
    broker: ea.broker,
    account_name: ea.account_name,
    login: ea.login,
    server: ea.server,
    deposit: ea.deposit,
    risk: ea.risk,
    purchased_at: ea.purchased_at.toISOString(),
    expires_at: ea.expires_at ? ea.expires_at.toISOString() : null,
    status_changed_at: ea.status_changed_at.toISOString(),
    gain_percent: report.totalGainPercent,
    profit: report.netProfit,
    connection: presentConnection(ea),
  };
}

/** The list card (no key, no files): what the live `expert_advisor.status` event carries. */
export const presentCard = present;

export async function myPurchases(q: Queryable, userId: number, limit = 20) {
  const { rows, total } = await listUserEas(q, userId, limit);
  const data = [];
  for (const ea of rows) data.push(await present(q, ea));
  return { data, page: 1, limit, total };
}

export async function myPurchase(
  q: Queryable,
  userId: number,
  id: number,
): Promise<AlgoPurchaseDetails> {
  return presentDetails(q, await ownEa(q, userId, id));
}

export async function presentDetails(
  q: Queryable,
  ea: ExpertAdvisorView,
): Promise<AlgoPurchaseDetails> {
  return {
    ...(await present(q, ea)),
    bridge_key: ea.bridge_key,
    files: await listEaFiles(q, ea.bot_id, ea.bot_version, ea.platform),
  };
}

/** Deleting deactivates and hides it: its trades and purchase stay for the record. */
export async function deleteMyPurchase(q: Queryable, userId: number, id: number) {
  const ea = await ownEa(q, userId, id);
  return setEaStatus(q, ea.id, 'deactivated', true);
}

export async function myMetrics(q: Queryable, userId: number, id: number): Promise<AlgoMetrics> {
  const ea = await ownEa(q, userId, id);
  return (await tradeFigures(q, { ea: ea.id }, ea.deposit)).metrics;
}

function timeOf(value: string | undefined, field: string): Date | null {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new ValidationError(`${field} is not a date`, { [field]: `${field} is not a date` });
  return date;
}

export async function myHistoricalTrades(
  q: Queryable,
  userId: number,
  id: number,
  query: HistoricalTradesQuery,
) {
  const ea = await ownEa(q, userId, id);
  const from = timeOf(query.from, 'from');
  const to = timeOf(query.to, 'to');
  const limit = query.limit ?? 20;
  const page = query.page ?? 1;
  const { rows, total } = await listClosedTrades(
    q,
    { ea: ea.id },
    { from, to, symbol: query.symbol, limit, offset: (page - 1) * limit },
  );
  return { data: rows.map(presentTrade), page, limit, total };
}

export async function myOpenTrades(q: Queryable, userId: number, id: number): Promise<AlgoTrade[]> {
  const ea = await ownEa(q, userId, id);
  return (await listOpenTrades(q, { ea: ea.id })).map(presentTrade);
}

export async function myProfitStats(
  q: Queryable,
  userId: number,
  id: number,
  period: ProfitPeriod,
): Promise<{ period: ProfitPeriod; data: ProfitStat[] }> {
  const ea = await ownEa(q, userId, id);
  const { report } = await tradeFigures(q, { ea: ea.id }, ea.deposit);
  return { period, data: profitStats(report, period) };
}

export async function myStatus(q: Queryable, userId: number, id: number) {
  const ea = await ownEa(q, userId, id);
  return { status: ea.status, status_changed_at: ea.status_changed_at.toISOString() };
}
