// The trading journal, contract-typed: an entry factory, statistics computed like
// the server's, and the journal routes answering as the server does (list with filters and
// paging of 20, one entry, stats, create, update of the supplied query fields, delete,
// export and import). Images are not stored: a create or update records the multipart body.
import {
  JOURNAL_PAGE_SIZE,
  journalFiguresFromPrices,
  journalR,
  type JournalEntry,
  type JournalEntryResponse,
  type JournalImportResponse,
  type JournalListResponse,
  type JournalReports,
  type JournalReportsResponse,
  type JournalTagsResponse,
  type JournalStats,
  type JournalStatsResponse,
  type MessageResponse,
} from '@savdo/contract';
import { failure, ok, type FakeRequest, type RouteTable } from './fake-api';

let nextId = 1;
export function makeJournalEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  const id = overrides.id ?? nextId++;
  return {
    id,
    symbol: 'EURUSD',
    trade_date: '2026-03-10',
    direction: 'long',
    pnl: 150,
    risk: 50,
    rr: 3,
    win: true,
    before_title_1: '15-minute chart',
    before_title_2: '1-hour chart',
    description_1: ['Break of the range'],
    description_2: ['Trend up'],
    notes: '',
    before_image_1: null,
    before_image_2: null,
    after_image: null,
    entry_price: null,
    exit_price: null,
    size: null,
    point_value: null,
    fees: null,
    stop_price: null,
    entry_time: null,
    exit_time: null,
    setup_tags: [],
    mistake_tags: [],
    r: 3,
    source: null,
    created_at: '2026-03-10T12:00:00.000Z',
    updated_at: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

/** Figures as the server computes them (features/journal/statistics.ts), for fakes only. */
export function fakeJournalStats(entries: readonly JournalEntry[]): JournalStats {
  const ordered = [...entries].sort((a, b) =>
    a.trade_date === b.trade_date ? a.id - b.id : a.trade_date < b.trade_date ? -1 : 1,
  );
  const n = ordered.length;
  const wins = ordered.filter((e) => e.win).length;
  const total = ordered.reduce((s, e) => s + e.pnl, 0);
  const profit = ordered.filter((e) => e.pnl > 0).reduce((s, e) => s + e.pnl, 0);
  const loss = -ordered.filter((e) => e.pnl < 0).reduce((s, e) => s + e.pnl, 0);
  let running = 0;
  const days = new Map<string, { date: string; pnl: number; trades: number }>();
  for (const e of ordered) {
    const d = days.get(e.trade_date) ?? { date: e.trade_date, pnl: 0, trades: 0 };
    d.pnl += e.pnl;
    d.trades += 1;
    days.set(e.trade_date, d);
  }
  return {
    trades: n,
    wins,
    losses: n - wins,
    win_rate: n ? (wins / n) * 100 : null,
    total_pnl: total,
    average_pnl: n ? total / n : null,
    average_win: null,
    average_loss: null,
    profit_factor: loss > 0 ? profit / loss : null,
    expectancy: n ? total / n : null,
    average_r: null,
    largest_win: profit > 0 ? Math.max(...ordered.map((e) => e.pnl)) : null,
    largest_loss: loss > 0 ? Math.min(...ordered.map((e) => e.pnl)) : null,
    longest_win_streak: 0,
    longest_loss_streak: 0,
    current_streak: 0,
    curve: ordered.map((e) => ({
      entry_id: e.id,
      date: e.trade_date,
      pnl: e.pnl,
      cumulative_pnl: (running += e.pnl),
    })),
    daily: [...days.values()],
  };
}

export interface JournalServer {
  entries: JournalEntry[];
  /** The multipart bodies of creates and updates, as sent. */
  forms: FormData[];
  importReport?: JournalImportResponse['result'];
  /** What GET /trading-journal/reports answers (empty reports when not set). */
  reports?: JournalReports;
}

function filtered(server: JournalServer, q: URLSearchParams): JournalEntry[] {
  return server.entries
    .filter((e) => !q.get('symbol') || e.symbol === q.get('symbol')?.toUpperCase())
    .filter((e) => !q.get('direction') || e.direction === q.get('direction'))
    .filter((e) => !q.get('win') || String(e.win) === q.get('win'))
    .filter((e) => !q.get('from_date') || e.trade_date >= (q.get('from_date') ?? ''))
    .filter((e) => !q.get('to_date') || e.trade_date <= (q.get('to_date') ?? ''))
    .sort((a, b) =>
      a.trade_date === b.trade_date ? b.id - a.id : a.trade_date < b.trade_date ? 1 : -1,
    );
}

const TEXT = [
  'symbol',
  'trade_date',
  'direction',
  'before_title_1',
  'before_title_2',
  'notes',
] as const;
const NUMBERS = ['pnl', 'risk', 'rr'] as const;
const PRICES = ['entry_price', 'exit_price', 'size', 'point_value', 'fees', 'stop_price'] as const;

function applyQuery(entry: JournalEntry, q: URLSearchParams, body: unknown): JournalEntry {
  const next = { ...entry };
  for (const k of TEXT) {
    const v = q.get(k);
    if (v !== null) (next as Record<string, unknown>)[k] = k === 'symbol' ? v.toUpperCase() : v;
  }
  for (const k of NUMBERS) if (q.get(k) !== null) next[k] = Number(q.get(k));
  if (q.get('win') !== null) next.win = q.get('win') === 'true';
  // Prices as the server takes them: an empty value clears (decision 0325), and prices that
  // compute the figures replace the typed ones.
  for (const k of PRICES) {
    const v = q.get(k);
    if (v !== null) next[k] = v === '' ? null : Number(v);
  }
  const figures = journalFiguresFromPrices(next);
  if (figures && PRICES.some((k) => q.get(k) !== null)) {
    next.pnl = figures.pnl;
    next.win = figures.win;
    if (figures.risk !== null) next.risk = figures.risk;
  }
  next.r = journalR(next.pnl, next.risk);
  if (body instanceof FormData) {
    for (const k of ['description_1', 'description_2'] as const) {
      if (body.has(k)) next[k] = body.getAll(k).map(String).filter(Boolean);
    }
    for (const k of ['before_image_1', 'before_image_2', 'after_image'] as const) {
      if (body.has(k)) next[k] = `/api/v1/files/fake-${k}-${next.id}`;
    }
  }
  for (const k of (q.get('remove_images') ?? '').split(',').filter(Boolean))
    (next as Record<string, unknown>)[k] = null;
  return next;
}

export function journalRoutes(server: JournalServer): RouteTable {
  const find = (r: FakeRequest) => server.entries.find((e) => e.id === Number(r.params.id));
  return {
    'GET /trading-journal/all': (r) => {
      const page = Number(r.query.get('page') ?? 1);
      const limit = Number(r.query.get('limit') ?? JOURNAL_PAGE_SIZE);
      const all = filtered(server, r.query);
      return ok<JournalListResponse>({
        result: {
          data: all.slice((page - 1) * limit, page * limit),
          page,
          limit,
          total: all.length,
        },
      });
    },
    'GET /trading-journal/stats': (r) =>
      ok<JournalStatsResponse>({ result: fakeJournalStats(filtered(server, r.query)) }),
    'GET /trading-journal/export.csv': () => ok('id,trade_date\r\n'),
    'GET /trading-journal/reports': () =>
      ok<JournalReportsResponse>({
        result: server.reports ?? { setup: [], mistake: [], weekday: [], hour: [], symbol: [] },
      }),
    'GET /trading-journal/tags': () =>
      ok<JournalTagsResponse>({
        result: {
          setup: [...new Set(server.entries.flatMap((e) => e.setup_tags))],
          mistake: [...new Set(server.entries.flatMap((e) => e.mistake_tags))],
        },
      }),
    'POST /trading-journal/import': () =>
      ok<JournalImportResponse>({
        result: server.importReport ?? {
          total_rows: 0,
          valid_rows: 0,
          imported: 0,
          errors: [],
          duplicate: false,
          already_imported: 0,
          format: 'journal_csv',
        },
      }),
    'GET /trading-journal/:id': (r) => {
      const entry = find(r);
      return entry
        ? ok<JournalEntryResponse>({ result: entry })
        : failure(404, 'Journal entry not found');
    },
    'POST /trading-journal/new': (r) => {
      if (r.body instanceof FormData) server.forms.push(r.body);
      const entry = applyQuery(makeJournalEntry({ notes: '' }), r.query, r.body);
      server.entries.push(entry);
      return { ...ok<JournalEntryResponse>({ result: entry }), status: 201 };
    },
    'PATCH /trading-journal/:id': (r) => {
      const entry = find(r);
      if (!entry) return failure(404, 'Journal entry not found');
      if (r.body instanceof FormData) server.forms.push(r.body);
      const next = applyQuery(entry, r.query, r.body);
      server.entries = server.entries.map((e) => (e.id === next.id ? next : e));
      return ok<JournalEntryResponse>({ result: next });
    },
    'DELETE /trading-journal/:id': (r) => {
      if (!find(r)) return failure(404, 'Journal entry not found');
      server.entries = server.entries.filter((e) => e.id !== Number(r.params.id));
      return ok<MessageResponse>({ result: { message: 'Journal entry deleted' } });
    },
  };
}
