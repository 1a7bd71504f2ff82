/**
 * A signal as a viewer may see it (docs/decisions/0052-premium-signal-gating.md): an open premium
 * signal the viewer's plan does not cover goes out with its levels, the potential figures, the
 * analysis text and the chart as null and `locked: true`. Not hidden by the client: never sent.
 */
import { LOCKED_PREMIUM_FIELDS, type TradingSignal } from '@savdo/contract';
import type { SignalRow } from './repository';

export interface SignalViewer {
  isAdmin: boolean;
  /** Highest plan level the viewer holds now; 0 for none (anonymous, partner pages). */
  planLevel: number;
}

export const PUBLIC_VIEWER: SignalViewer = { isAdmin: false, planLevel: 0 };
export const FULL_VIEWER: SignalViewer = { isAdmin: true, planLevel: Number.MAX_SAFE_INTEGER };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A derived figure, or null when the stored prices make it meaningless (zero, overflow). */
const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);

/** The percent move from `from` to `to`. */
const percentMove = (from: number, to: number) =>
  finiteOrNull(round2((Math.abs(to - from) / from) * 100));

export function mayViewLevels(row: SignalRow, viewer: SignalViewer): boolean {
  if (!row.is_premium || viewer.isAdmin) return true;
  // A closed signal can no longer be traded on; its levels are its track record, which anyone
  // may check (docs/decisions/0304-closed-premium-signals-show-their-levels.md).
  if (row.status === 'closed') return true;
  return row.required_level !== null && viewer.planLevel >= row.required_level;
}

/** Reward over risk: distance to the take profit over distance to the stop. */
export function riskRewardRatio(row: Pick<SignalRow, 'entry_price' | 'stop_loss' | 'take_profit'>) {
  const risk = Math.abs(row.entry_price - row.stop_loss);
  return risk === 0
    ? null
    : finiteOrNull(round2(Math.abs(row.take_profit - row.entry_price) / risk));
}

export function presentSignal(row: SignalRow, viewer: SignalViewer): TradingSignal {
  const open = mayViewLevels(row, viewer);
  const full: TradingSignal = {
    id: row.id,
    symbol: row.symbol,
    type: row.type,
    asset_type: row.asset_type,
    status: row.status,
    entry_price: row.entry_price,
    stop_loss: row.stop_loss,
    take_profit: row.take_profit,
    description: row.description,
    chart_image: row.chart_image,
    analysis_type: row.analysis_type,
    timeframe: row.timeframe,
    expert_id: row.expert_id,
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at ? row.closed_at.toISOString() : null,
    risk_reward_ratio: riskRewardRatio(row),
    // Percent moves from the entry to the take profit and to the stop.
    potential_profit: percentMove(row.entry_price, row.take_profit),
    potential_loss: percentMove(row.entry_price, row.stop_loss),
    is_premium: row.is_premium,
    required_plan_id: row.required_plan_id,
    result: row.result,
    locked: false,
    required_plan_name: row.required_plan_name,
    expert_name: row.expert_name,
    translations: row.translations,
  };
  // The premium fields are listed once, in contract (PREMIUM_SIGNAL_FIELDS).
  return open ? full : { ...full, ...LOCKED_PREMIUM_FIELDS, locked: true };
}
