/**
 * A MetaTrader statement's closed trades as journal entries
 * (docs/decisions/0319-journal-statement-import.md), read by algo's statement parser through
 * its face. The broker's net profit is the P&L (it already holds the contract size and the
 * account currency); the point value is derived from it, so a stop in the report gives the
 * risk, and R follows. Each trade is keyed by its ticket, symbol and open time: importing the
 * same statement twice adds it once.
 */
import { Compile } from 'typebox/compile';
import {
  JournalCreateQuerySchema,
  journalRisk,
  type JournalImportRowError,
  type TradeDirection,
} from '@savdo/contract';
import { readableErrors } from '../../http/validation';
import type { StatementTrade } from '../algo';
import type { JournalWrite } from './repository';
import { normalSymbol } from './rules';

const checkQuery = Compile(JournalCreateQuerySchema);

export interface StatementEntry {
  key: string;
  values: JournalWrite;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Account dollars per 1.0 of price per lot, from the broker's own gross profit (EURUSD:
 * 100,000). Six significant digits: a contract size is a round number, and a profit rounded to
 * cents cannot tell more. Null when the trade closed at its entry price.
 */
function pointValueOf(gross: number, move: number, size: number): number | null {
  if (move === 0 || size <= 0) return null;
  const value = gross / (move * size);
  return value > 0 && Number.isFinite(value) ? Number(value.toPrecision(6)) : null;
}

export function statementEntries(trades: readonly StatementTrade[]): {
  valid: StatementEntry[];
  errors: JournalImportRowError[];
} {
  const valid: StatementEntry[] = [];
  const errors: JournalImportRowError[] = [];
  trades.forEach((t, index) => {
    const direction: TradeDirection = t.type === 'buy' ? 'long' : 'short';
    const openDay = t.open_time.slice(0, 10);
    const net = cents(t.profit);
    const fees = cents(-((t.commission ?? 0) + (t.swap ?? 0)));
    // What the schema checks of a typed entry applies to an imported one too.
    const query = {
      symbol: t.symbol,
      trade_date: openDay,
      direction,
      entry_price: t.open_price,
      exit_price: t.close_price ?? undefined,
      size: t.volume,
      fees,
      stop_price: t.stop_loss ?? undefined,
      entry_time: t.open_time,
      exit_time: t.close_time ?? undefined,
      before_title_1: '15-minute chart',
      before_title_2: '1-hour chart',
    };
    if (!checkQuery.Check(query) || t.close_price === null || t.close_price === undefined) {
      const found = readableErrors(JournalCreateQuerySchema, [...checkQuery.Errors(query)]);
      const first = found[0] ?? { field: 'exit_price', message: 'The trade has no close price' };
      errors.push({ row: index + 1, field: first.field, message: first.message });
      return;
    }
    const sign = direction === 'long' ? 1 : -1;
    const pointValue = pointValueOf(net + fees, sign * (t.close_price - t.open_price), t.volume);
    const risk =
      pointValue === null
        ? null
        : journalRisk({
            direction,
            entry_price: t.open_price,
            stop_price: t.stop_loss,
            size: t.volume,
            point_value: pointValue,
          });
    valid.push({
      key: `statement:${t.ticket}:${normalSymbol(t.symbol)}:${t.open_time}`,
      values: {
        symbol: normalSymbol(t.symbol),
        trade_date: openDay,
        direction,
        pnl: net,
        win: net > 0,
        risk: risk ?? 0,
        rr: 0,
        entry_price: t.open_price,
        exit_price: t.close_price,
        size: t.volume,
        point_value: pointValue,
        fees,
        stop_price: t.stop_loss,
        entry_time: new Date(t.open_time).toISOString(),
        exit_time: t.close_time ? new Date(t.close_time).toISOString() : null,
        before_title_1: '15-minute chart',
        before_title_2: '1-hour chart',
        notes: `MetaTrader #${t.ticket}`,
        source: 'statement',
      },
    });
  });
  return { valid, errors };
}
