/**
 * What every statement format shares (decision 0187): a row of cell texts becomes a closed trade
 * through named columns. The report's Profit is gross: the stored profit is net of commission,
 * taxes and swap (decision 0182). Rows that are not buy or sell (balance operations, cancelled
 * pending orders, totals) are skipped; anything else wrong is refused per trade by the
 * ingestion's checks, never here.
 */
import type { IngestTrade } from '@savdo/contract';
import { ValidationError } from '../../../domain-errors';

/** A refusal of the whole file, with its reason under `file`. */
export function badStatement(message: string): ValidationError {
  return new ValidationError(message, { file: message });
}

export interface TradeColumns {
  ticket: number;
  symbol: number;
  type: number;
  volume: number;
  openTime: number;
  openPrice: number;
  closeTime: number;
  closePrice: number;
  commission: number;
  swap: number;
  profit: number;
  /** MT4 only. */
  taxes?: number;
}

/** `YYYY.MM.DD HH:MM[:SS]` (the terminals' format) as ISO UTC; anything else as it is. */
export function timeOf(text: string): string {
  const m = /^(\d{4})[.-](\d{2})[.-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}Z` : text.trim();
}

/** A report's number: spaces (thousands) dropped; empty is NaN (the ingestion refuses it). */
export function numberOf(text: string | undefined): number {
  const t = (text ?? '').replace(/\s/g, '');
  return t === '' ? Number.NaN : Number(t);
}

/** Header names of the trade columns: a name, and which of its repeats (the close Time/Price). */
export type ColumnNames = { [K in keyof TradeColumns]: [name: string, nth?: number] };

/**
 * The index of each header name (lowercase; `nth` for the repeated Time / Price), or the
 * refusal naming the columns that are missing.
 */
export function columnsOf(
  header: readonly string[],
  wanted: ColumnNames,
  table: string,
): TradeColumns {
  const names = header.map((h) => h.trim().toLowerCase());
  const out: Partial<Record<keyof TradeColumns, number>> = {};
  const missing: string[] = [];
  for (const [key, spec] of Object.entries(wanted) as [keyof TradeColumns, [string, number?]][]) {
    const [name, nth = 0] = spec;
    const found = names.reduce<number[]>((all, n, i) => (n === name ? [...all, i] : all), []);
    const index = found[nth] ?? -1;
    if (index < 0) missing.push(nth ? `${name} (close)` : name);
    out[key] = index;
  }
  if (missing.length > 0)
    throw badStatement(`The ${table} table has no column: ${missing.join(', ')}`);
  return out as TradeColumns;
}

/**
 * A closed trade with the stop loss the report shows for it (null when none was set: the
 * terminals write 0). The journal reads it to compute a trade's risk; algo's ingestion takes
 * the IngestTrade alone.
 */
export type StatementTrade = IngestTrade & { stop_loss: number | null };

/** The index of the report's S / L column, or -1 (the stop is optional: nothing refuses it). */
export function stopColumnOf(header: readonly string[]): number {
  return header.findIndex((h) => h.replace(/\s/g, '').toLowerCase() === 's/l');
}

export function statementTradeOf(
  cells: readonly string[],
  cols: TradeColumns,
  stopColumn: number,
): StatementTrade | null {
  const trade = tradeOf(cells, cols);
  if (!trade) return null;
  const stop = stopColumn < 0 ? Number.NaN : numberOf(cells[stopColumn]);
  return { ...trade, stop_loss: stop > 0 ? stop : null };
}

export function tradeOf(cells: readonly string[], cols: TradeColumns): IngestTrade | null {
  const type = (cells[cols.type] ?? '').trim().toLowerCase();
  if (type !== 'buy' && type !== 'sell') return null;
  const extra = (i: number | undefined) => (i === undefined ? 0 : numberOf(cells[i]) || 0);
  const commission = extra(cols.commission);
  const swap = extra(cols.swap);
  const taxes = extra(cols.taxes);
  return {
    ticket: (cells[cols.ticket] ?? '').trim().slice(0, 40),
    symbol: (cells[cols.symbol] ?? '').trim().toUpperCase().slice(0, 30),
    type,
    volume: numberOf(cells[cols.volume]),
    open_time: timeOf(cells[cols.openTime] ?? '').slice(0, 40),
    open_price: numberOf(cells[cols.openPrice]),
    close_time: timeOf(cells[cols.closeTime] ?? '').slice(0, 40),
    close_price: numberOf(cells[cols.closePrice]),
    profit: numberOf(cells[cols.profit]) + commission + taxes + swap,
    // Taxes (MT4) travel with the commission: both are charges the broker took.
    commission: commission + taxes,
    swap,
  };
}
