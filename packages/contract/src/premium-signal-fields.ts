/**
 * The fields of a trading signal that only a viewer whose plan covers it receives (decision
 * 0052): decided ONCE here and used by the server (which sends them as null) and the signals
 * widget (which keeps them when a locked live copy of a signal it shows in full arrives).
 *
 * Every field of the signal schema is placed here as premium or open, so a new field in
 * TradingSignalSchema does not compile until someone decides which it is (decision 0120).
 */
import type { TradingSignal } from './signals';

type SignalFieldAccess = 'premium' | 'open';

/** Each field of TradingSignal: sent to every viewer ('open') or only to plan holders. */
export const SIGNAL_FIELD_ACCESS = {
  id: 'open',
  symbol: 'open',
  type: 'open',
  asset_type: 'open',
  status: 'open',
  entry_price: 'premium',
  stop_loss: 'premium',
  take_profit: 'premium',
  potential_profit: 'premium',
  potential_loss: 'premium',
  description: 'premium',
  chart_image: 'premium',
  analysis_type: 'open',
  timeframe: 'open',
  expert_id: 'open',
  created_at: 'open',
  closed_at: 'open',
  risk_reward_ratio: 'open',
  is_premium: 'open',
  required_plan_id: 'open',
  result: 'open',
  locked: 'open',
  required_plan_name: 'open',
  expert_name: 'open',
  /** Holds the analysis text, which is premium like `description`. */
  translations: 'premium',
} as const satisfies Record<keyof TradingSignal, SignalFieldAccess>;

export type PremiumSignalField = {
  [K in keyof typeof SIGNAL_FIELD_ACCESS]: (typeof SIGNAL_FIELD_ACCESS)[K] extends 'premium'
    ? K
    : never;
}[keyof typeof SIGNAL_FIELD_ACCESS];

/** The premium fields, in the order above. */
export const PREMIUM_SIGNAL_FIELDS: readonly PremiumSignalField[] = (
  Object.keys(SIGNAL_FIELD_ACCESS) as (keyof TradingSignal)[]
).filter((field): field is PremiumSignalField => SIGNAL_FIELD_ACCESS[field] === 'premium');

/** What a locked signal carries in place of each premium field. */
export const LOCKED_PREMIUM_FIELDS = Object.fromEntries(
  PREMIUM_SIGNAL_FIELDS.map((field) => [field, null]),
) as { [K in PremiumSignalField]: null };

/** The premium fields of a signal, to copy onto another version of it. */
export function premiumFieldsOf(signal: TradingSignal): Pick<TradingSignal, PremiumSignalField> {
  return Object.fromEntries(PREMIUM_SIGNAL_FIELDS.map((field) => [field, signal[field]])) as Pick<
    TradingSignal,
    PremiumSignalField
  >;
}
