/**
 * The two HTML statements MetaTrader writes (decision 0187), read from their rows (html-rows.ts):
 * - MT4's detailed statement (Account History > Save as Detailed Report): the section
 *   "Closed Transactions:" with the header Ticket, Open Time, Type, Size, Item, Price, S / L,
 *   T / P, Close Time, Price, Commission, Taxes, Swap, Profit;
 * - MT5's history report (History > Report > HTML): the section "Positions" with the same
 *   columns as the Positions CSV.
 * A section runs from its title row to the next title row (one cell with text).
 */
import { MT5_POSITION_COLUMNS } from './statement-csv';
import {
  badStatement,
  columnsOf,
  statementTradeOf,
  stopColumnOf,
  type ColumnNames,
  type StatementTrade,
} from './statement-rows';

export const MT4_CLOSED_COLUMNS = {
  ticket: ['ticket'],
  openTime: ['open time'],
  type: ['type'],
  volume: ['size'],
  symbol: ['item'],
  openPrice: ['price'],
  closeTime: ['close time'],
  closePrice: ['price', 1],
  commission: ['commission'],
  taxes: ['taxes'],
  swap: ['swap'],
  profit: ['profit'],
} satisfies ColumnNames;

const MT4_TITLE = /^closed transactions:?$/i;
const MT5_TITLE = /^positions$/i;

const isTitle = (row: readonly string[]) => row.length === 1 && row[0] !== '';

function sectionOf(rows: readonly string[][], title: RegExp): string[][] | null {
  const start = rows.findIndex((r) => isTitle(r) && title.test(r[0]!));
  if (start < 0) return null;
  const end = rows.findIndex((r, i) => i > start && isTitle(r));
  return rows.slice(start + 1, end < 0 ? rows.length : end);
}

function tradesOf(
  section: string[][],
  headerHas: string,
  wanted: ColumnNames,
  table: string,
): StatementTrade[] {
  const at = section.findIndex((r) => r.some((c) => c.toLowerCase() === headerHas));
  if (at < 0) throw badStatement(`The ${table} table has no header row`);
  const cols = columnsOf(section[at]!, wanted, table);
  const stop = stopColumnOf(section[at]!);
  const trades: StatementTrade[] = [];
  for (const row of section.slice(at + 1)) {
    const trade = statementTradeOf(row, cols, stop);
    if (trade) trades.push(trade);
  }
  return trades;
}

export const HTML_FORMAT_MESSAGE =
  'The HTML file has neither the MT4 Closed Transactions table nor the MT5 Positions table';

export function parseStatementHtml(rows: readonly string[][]): StatementTrade[] {
  const mt4 = sectionOf(rows, MT4_TITLE);
  if (mt4) return tradesOf(mt4, 'ticket', MT4_CLOSED_COLUMNS, 'MT4 Closed Transactions');
  const mt5 = sectionOf(rows, MT5_TITLE);
  if (mt5) return tradesOf(mt5, 'position', MT5_POSITION_COLUMNS, 'MT5 Positions');
  throw badStatement(HTML_FORMAT_MESSAGE);
}
