/**
 * An account statement's closed trades (decision 0183). One format: the CSV MetaTrader 5 saves
 * from History > Positions ("Report > Open XML/CSV"), whose header is
 *   Time,Position,Symbol,Type,Volume,Price,S / L,T / P,Time,Price,Commission,Swap,Profit
 * (the first Time/Price open the trade, the second close it; comma, semicolon or tab separated;
 * times `YYYY.MM.DD HH:MM[:SS]`, taken as UTC). Rows that are not buy or sell (balance
 * operations) are skipped; anything else wrong is refused per row by the ingestion's checks.
 * HTML statements are not read yet.
 */
import type { IngestTrade } from '@savdo/contract';
import { ValidationError } from '../../domain-errors';

export const STATEMENT_FORMAT_MESSAGE =
  'Upload the MT5 History > Positions report saved as CSV (Time, Position, Symbol, Type, Volume, Price, ..., Profit)';

function separatorOf(header: string): string {
  return [';', '\t', ','].reduce((best, sep) =>
    header.split(sep).length > header.split(best).length ? sep : best,
  );
}

function timeOf(text: string): string {
  const m = /^(\d{4})[.-](\d{2})[.-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}Z` : text.trim();
}

const num = (text: string | undefined): number => Number((text ?? '').replace(/\s/g, ''));

export function parseStatementCsv(text: string): IngestTrade[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = lines[0];
  if (!header)
    throw new ValidationError(STATEMENT_FORMAT_MESSAGE, { file: STATEMENT_FORMAT_MESSAGE });
  const sep = separatorOf(header);
  const names = header.split(sep).map((h) => h.trim().toLowerCase());
  const at = (name: string, nth = 0): number =>
    names.reduce<number[]>((found, n, i) => (n === name ? [...found, i] : found), [])[nth] ?? -1;
  const cols = {
    openTime: at('time'),
    ticket: at('position'),
    symbol: at('symbol'),
    type: at('type'),
    volume: at('volume'),
    openPrice: at('price'),
    closeTime: at('time', 1),
    closePrice: at('price', 1),
    commission: at('commission'),
    swap: at('swap'),
    profit: at('profit'),
  };
  if (Object.values(cols).some((i) => i < 0))
    throw new ValidationError(STATEMENT_FORMAT_MESSAGE, { file: STATEMENT_FORMAT_MESSAGE });
  const trades: IngestTrade[] = [];
  for (const line of lines.slice(1)) {
    const cells = line.split(sep).map((c) => c.trim());
    const type = (cells[cols.type] ?? '').toLowerCase();
    if (type !== 'buy' && type !== 'sell') continue;
    const commission = num(cells[cols.commission]) || 0;
    const swap = num(cells[cols.swap]) || 0;
    trades.push({
      ticket: (cells[cols.ticket] ?? '').slice(0, 40),
      symbol: (cells[cols.symbol] ?? '').slice(0, 30),
      type,
      volume: num(cells[cols.volume]),
      open_time: timeOf(cells[cols.openTime] ?? '').slice(0, 40),
      open_price: num(cells[cols.openPrice]),
      close_time: timeOf(cells[cols.closeTime] ?? '').slice(0, 40),
      close_price: num(cells[cols.closePrice]),
      // The report's Profit is gross: the stored profit is net of commission and swap.
      profit: num(cells[cols.profit]) + commission + swap,
      commission,
      swap,
    });
  }
  return trades;
}
