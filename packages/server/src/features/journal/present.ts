/** A stored entry as the API answers it. */
import type { JournalEntry } from '@savdo/contract';
import type { JournalRow } from './repository';
import type { StatsEntry } from './statistics';

function list(value: string[] | string): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

export function presentEntry(row: JournalRow): JournalEntry {
  return {
    id: Number(row.id),
    symbol: row.symbol,
    trade_date: row.trade_date,
    direction: row.direction,
    pnl: Number(row.pnl),
    risk: Number(row.risk),
    rr: Number(row.rr),
    win: row.win,
    before_title_1: row.before_title_1,
    before_title_2: row.before_title_2,
    description_1: list(row.description_1),
    description_2: list(row.description_2),
    notes: row.notes,
    before_image_1: row.before_image_1,
    before_image_2: row.before_image_2,
    after_image: row.after_image,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function statsEntryOf(row: JournalRow): StatsEntry {
  return {
    id: Number(row.id),
    trade_date: row.trade_date,
    pnl: Number(row.pnl),
    risk: Number(row.risk),
    win: row.win,
  };
}
