/** Requests of the journal's server tests: the spec's query-plus-multipart shape. */
import type { JournalEntry } from '@savdo/contract';
import { demoChartPng } from '@savdo/server/features/journal/demo-chart-png';
import { call, type TestServer } from './helpers';

export const PNG = demoChartPng(7, 1);

/** Every required text field, as query parameters. */
export function entryQuery(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    symbol: 'eurusd',
    trade_date: '2026-03-10',
    direction: 'long',
    pnl: '150',
    risk: '50',
    rr: '3',
    win: 'true',
    before_title_1: '15-minute chart',
    before_title_2: '1-hour chart',
    ...overrides,
  };
}

export interface PartsSpec {
  images?: Record<string, Uint8Array | { data: Uint8Array; type: string; name?: string }>;
  lists?: Record<string, string[]>;
  fields?: Record<string, string>;
}

export function formOf(spec: PartsSpec): FormData {
  const form = new FormData();
  for (const [field, items] of Object.entries(spec.lists ?? {}))
    for (const item of items) form.append(field, item);
  for (const [field, value] of Object.entries(spec.fields ?? {})) form.append(field, value);
  for (const [field, image] of Object.entries(spec.images ?? {})) {
    const { data, type, name } =
      image instanceof Uint8Array
        ? { data: image, type: 'image/png', name: `${field}.png` }
        : image;
    form.append(field, new Blob([new Uint8Array(data)], { type }), name ?? 'file.png');
  }
  return form;
}

export function createEntry(
  server: TestServer,
  token: string,
  query: Record<string, string> = entryQuery(),
  parts?: PartsSpec,
) {
  return call<{ result: JournalEntry }>(server, 'POST', '/trading-journal/new', {
    token,
    query,
    ...(parts ? { body: formOf(parts) } : {}),
  });
}

export function patchEntry(
  server: TestServer,
  token: string,
  id: number,
  query: Record<string, string>,
  parts?: PartsSpec,
) {
  return call<{ result: JournalEntry }>(server, 'PATCH', `/trading-journal/${id}`, {
    token,
    query,
    ...(parts ? { body: formOf(parts) } : {}),
  });
}

export async function fileCount(server: TestServer): Promise<number> {
  const res = await server.db.query<{ n: number | string }>(
    "SELECT count(*) AS n FROM files WHERE purpose = 'journal'",
  );
  return Number(res.rows[0]?.n ?? 0);
}
