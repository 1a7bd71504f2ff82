/**
 * The CSV MetaTrader 5 saves from History > Positions ("Report > Open XML/CSV"), whose header is
 *   Time,Position,Symbol,Type,Volume,Price,S / L,T / P,Time,Price,Commission,Swap,Profit
 * (the first Time/Price open the trade, the second close it; comma, semicolon or tab separated;
 * times `YYYY.MM.DD HH:MM[:SS]`, taken as UTC). Decision 0182.
 */
import {
  columnsOf,
  statementTradeOf,
  stopColumnOf,
  type ColumnNames,
  type StatementTrade,
} from './statement-rows';

function separatorOf(header: string): string {
  return [';', '\t', ','].reduce((best, sep) =>
    header.split(sep).length > header.split(best).length ? sep : best,
  );
}

export const MT5_POSITION_COLUMNS = {
  openTime: ['time'],
  ticket: ['position'],
  symbol: ['symbol'],
  type: ['type'],
  volume: ['volume'],
  openPrice: ['price'],
  closeTime: ['time', 1],
  closePrice: ['price', 1],
  commission: ['commission'],
  swap: ['swap'],
  profit: ['profit'],
} satisfies ColumnNames;

export function parseStatementCsv(text: string): StatementTrade[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0] ?? '';
  const sep = separatorOf(header);
  const cols = columnsOf(header.split(sep), MT5_POSITION_COLUMNS, 'MT5 Positions CSV');
  const stop = stopColumnOf(header.split(sep));
  const trades: StatementTrade[] = [];
  for (const line of lines.slice(1)) {
    const trade = statementTradeOf(
      line.split(sep).map((c) => c.trim()),
      cols,
      stop,
    );
    if (trade) trades.push(trade);
  }
  return trades;
}
