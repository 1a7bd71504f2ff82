/**
 * The fields of a trading signal that only a viewer whose plan covers it receives (decision
 * 0052): listed ONCE here and used by the server (which sends them as null) and the signals
 * widget (which keeps them when a locked live copy of a signal it shows in full arrives).
 * A new premium field is one line here.
 */
import type { TradingSignal } from './signals';

export const PREMIUM_SIGNAL_FIELDS = [
  'entry_price',
  'stop_loss',
  'take_profit',
  'potential_profit',
  'potential_loss',
  'description',
  'chart_image',
] as const satisfies readonly (keyof TradingSignal)[];

export type PremiumSignalField = (typeof PREMIUM_SIGNAL_FIELDS)[number];

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
