/** A stored entry as the API answers it. */
import { journalR, type JournalEntry } from '@savdo/contract';
import { fileIdFromUrl, type FileLinker } from '../files';
import type { JournalRow } from './repository';
import type { StatsEntry } from './statistics';

function list(value: string[] | string): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/**
 * A screenshot is private: the entry carries a signed link made now, never the file's plain
 * address (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
function image(url: string | null, link: FileLinker): string | null {
  const id = fileIdFromUrl(url);
  return id ? link(id) : url;
}

const numberOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

const timeOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function presentEntry(row: JournalRow, link: FileLinker): JournalEntry {
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
    before_image_1: image(row.before_image_1, link),
    before_image_2: image(row.before_image_2, link),
    after_image: image(row.after_image, link),
    entry_price: numberOrNull(row.entry_price),
    exit_price: numberOrNull(row.exit_price),
    size: numberOrNull(row.size),
    point_value: numberOrNull(row.point_value),
    fees: numberOrNull(row.fees),
    stop_price: numberOrNull(row.stop_price),
    entry_time: timeOrNull(row.entry_time),
    exit_time: timeOrNull(row.exit_time),
    setup_tags: row.setup_tags ?? [],
    mistake_tags: row.mistake_tags ?? [],
    r: journalR(Number(row.pnl), Number(row.risk)),
    source: row.source,
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
