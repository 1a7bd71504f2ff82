/**
 * The trade fields of create, update and import (prices, size, fees, stop, times, tags) as
 * stored values, and the figures they give: with entry, exit and size the P&L and the win flag
 * are computed, and with a stop the risk (docs/decisions/0317-journal-figures-from-prices.md);
 * without prices the typed figures are required as before. The formula is the contract's, the
 * same the form shows live.
 */
import {
  JOURNAL_MESSAGES,
  VALIDATION_MESSAGES,
  journalFiguresFromPrices,
  journalPriceProblem,
  parseJournalTags,
  type JournalClearableField,
  type JournalCreateQuery,
  type JournalFigures,
  type JournalPriceFields,
  type JournalUpdateQuery,
  type TradeDirection,
} from '@savdo/contract';
import type { JournalRow, JournalWrite } from './repository';
import type { RuleErrors } from './rules';

const PRICE_FIELDS = [
  'entry_price',
  'exit_price',
  'size',
  'point_value',
  'fees',
  'stop_price',
] as const;
type PriceField = (typeof PRICE_FIELDS)[number];

const stored = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** The fields as supplied (create, update or an import row); an update's null clears. */
export type TradeQuery = Omit<Partial<JournalCreateQuery>, JournalClearableField> &
  Pick<JournalUpdateQuery, JournalClearableField>;

export interface TradeValues {
  values: JournalWrite;
  errors: RuleErrors;
  /** The computed P&L and win flag (also in values), when the prices gave them. */
  computed?: { pnl: number; win: boolean };
}

function tagValues(query: TradeQuery, errors: RuleErrors): JournalWrite {
  const out: JournalWrite = {};
  for (const field of ['setup_tags', 'mistake_tags'] as const) {
    const text = query[field];
    if (text === undefined) continue;
    const tags = parseJournalTags(text);
    if (tags) out[field] = tags;
    else errors[field] = JOURNAL_MESSAGES.tags;
  }
  return out;
}

function timeErrors(entry: string | null, exit: string | null): RuleErrors {
  if (entry && exit && Date.parse(exit) < Date.parse(entry))
    return { exit_time: JOURNAL_MESSAGES.exitBeforeEntry };
  return {};
}

const asIso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** The supplied value (null clears it), else the stored one. */
const suppliedOr = <T>(value: T | null | undefined, kept: T | null | undefined): T | null =>
  value !== undefined ? value : (kept ?? null);

/** The figures the stored entry's prices gave (null for a typed entry or on create). */
function storedFigures(current: JournalRow | null): JournalFigures | null {
  if (!current) return null;
  const fields: Omit<JournalPriceFields, 'direction'> = {};
  for (const field of PRICE_FIELDS) fields[field] = stored(current[field]);
  return journalFiguresFromPrices({ direction: current.direction, ...fields });
}

/**
 * The stored values of the trade fields and the figures, checked. `current` is the stored entry
 * of an update (null on create): an update keeps what it does not supply, and recomputes the
 * figures only when it changes a price field or the direction.
 */
export function tradeValues(query: TradeQuery, current: JournalRow | null): TradeValues {
  const errors: RuleErrors = {};
  const values: JournalWrite = { ...tagValues(query, errors) };
  const merged: Omit<JournalPriceFields, 'direction'> = {};
  for (const field of PRICE_FIELDS) {
    const value = query[field];
    if (value !== undefined) values[field] = value;
    merged[field] = suppliedOr(value, stored(current?.[field as PriceField]));
  }
  for (const field of ['entry_time', 'exit_time'] as const) {
    const value = query[field];
    if (value !== undefined) values[field] = asIso(value);
  }
  Object.assign(
    errors,
    timeErrors(
      asIso(suppliedOr(query.entry_time, current?.entry_time)),
      asIso(suppliedOr(query.exit_time, current?.exit_time)),
    ),
  );
  const problem = journalPriceProblem(merged);
  if (problem) {
    const field = problem === 'stopWithoutEntry' ? 'stop_price' : 'entry_price';
    errors[field] = JOURNAL_MESSAGES[problem];
    return { values, errors };
  }
  const direction: TradeDirection = query.direction ?? current?.direction ?? 'long';
  const figures = journalFiguresFromPrices({ direction, ...merged });
  const changed =
    current === null ||
    query.direction !== undefined ||
    PRICE_FIELDS.some((f) => query[f] !== undefined);
  const before = storedFigures(current);
  if (figures && changed) {
    values.pnl = figures.pnl;
    values.win = figures.win;
    // A risk the old stop computed is not kept as if typed once the stop is cleared (0325).
    const typedRisk = before?.risk != null ? null : stored(current?.risk);
    values.risk = figures.risk ?? query.risk ?? typedRisk ?? 0;
    values.rr = query.rr ?? stored(current?.rr) ?? 0;
    return { values, errors, computed: { pnl: figures.pnl, win: figures.win } };
  }
  if (!figures && before) {
    // The prices that computed the P&L are cleared: the trade is typed again and its figures
    // are typed with it, never the stale computed ones (docs/decisions/0325-journal-clearing-prices.md).
    const needed: ('pnl' | 'win' | 'risk')[] =
      before.risk === null ? ['pnl', 'win'] : ['pnl', 'win', 'risk'];
    for (const field of needed)
      if (query[field] === undefined) errors[field] = VALIDATION_MESSAGES.required;
  }
  if (!figures && current === null) {
    // A typed trade (no prices): the four figures are required, as they always were.
    const missing = (['pnl', 'risk', 'rr', 'win'] as const).filter((f) => query[f] === undefined);
    for (const field of missing) errors[field] = VALIDATION_MESSAGES.required;
  }
  return { values, errors };
}
