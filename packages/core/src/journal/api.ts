// The trading journal's calls. Create and update send the text fields as
// QUERY parameters and the images and analysis lists as MULTIPART, exactly as the spec says:
// one multipart field per analysis point, one file per image field.
import type {
  JournalCreateQuery,
  JournalEntryResponse,
  JournalFilters,
  JournalImageField,
  JournalImportResponse,
  JournalListQuery,
  JournalListResponse,
  JournalReportsQuery,
  JournalReportsResponse,
  JournalStatsResponse,
  JournalTagsResponse,
  JournalUpdateQuery,
  MessageResponse,
} from '@savdo/contract';
import { JOURNAL_IMAGE_FIELDS } from '@savdo/contract';
import { mainApi, type QueryParams } from '../api/client';

/** What goes in the multipart body of create and update. */
export interface JournalEntryParts {
  images?: Partial<Record<JournalImageField, Blob>>;
  /** A list given (even empty) replaces the stored one; left out, it stays. */
  description_1?: readonly string[];
  description_2?: readonly string[];
}

/** The multipart body, or undefined when there is nothing to send in it. */
export function journalForm(parts: JournalEntryParts): FormData | undefined {
  const form = new FormData();
  let any = false;
  for (const field of ['description_1', 'description_2'] as const) {
    const items = parts[field];
    if (!items) continue;
    any = true;
    const kept = items.map((item) => item.trim()).filter((item) => item !== '');
    // An empty item tells the server the list is sent, with nothing in it.
    for (const item of kept.length > 0 ? kept : ['']) form.append(field, item);
  }
  for (const field of JOURNAL_IMAGE_FIELDS) {
    const image = parts.images?.[field];
    if (!image) continue;
    any = true;
    form.append(field, image, image instanceof File ? image.name : `${field}.png`);
  }
  return any ? form : undefined;
}

export function getJournalEntries(query: JournalListQuery = {}): Promise<JournalListResponse> {
  return mainApi.get<JournalListResponse>('/trading-journal/all', { params: query });
}

export function getJournalEntry(id: number): Promise<JournalEntryResponse> {
  return mainApi.get<JournalEntryResponse>(`/trading-journal/${id}`);
}

export function getJournalStats(filters: JournalFilters = {}): Promise<JournalStatsResponse> {
  return mainApi.get<JournalStatsResponse>('/trading-journal/stats', { params: filters });
}

/** Reports by tag, weekday, hour of entry and symbol (decision 0318); utc_offset: the viewer's clock. */
export function getJournalReports(
  query: JournalReportsQuery = {},
): Promise<JournalReportsResponse> {
  return mainApi.get<JournalReportsResponse>('/trading-journal/reports', { params: query });
}

/** The viewer's own setup and mistake tags, most used first (the form's suggestions). */
export function getJournalTags(): Promise<JournalTagsResponse> {
  return mainApi.get<JournalTagsResponse>('/trading-journal/tags');
}

export function createJournalEntry(
  fields: JournalCreateQuery,
  parts: JournalEntryParts = {},
): Promise<JournalEntryResponse> {
  return mainApi.post<JournalEntryResponse>('/trading-journal/new', journalForm(parts), {
    params: fields as QueryParams,
  });
}

/**
 * Only the supplied fields change; a null price or time is sent empty, which clears it
 * (docs/decisions/0325-journal-clearing-prices.md): the query leaves null values out.
 */
export function updateJournalEntry(
  id: number,
  fields: JournalUpdateQuery,
  parts: JournalEntryParts = {},
): Promise<JournalEntryResponse> {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(fields)) params[key] = value === null ? '' : value;
  return mainApi.patch<JournalEntryResponse>(`/trading-journal/${id}`, journalForm(parts), {
    params,
  });
}

export function deleteJournalEntry(id: number): Promise<MessageResponse> {
  return mainApi.delete<MessageResponse>(`/trading-journal/${id}`);
}

/** The filtered entries as CSV text (the caller offers it as a download). */
export function exportJournalCsv(filters: JournalFilters = {}): Promise<string> {
  return mainApi.get<string>('/trading-journal/export.csv', { params: filters });
}

/**
 * Checks a journal CSV or an MT4/MT5 statement (.htm, .html, MT5 Positions CSV) and imports it
 * (decision 0319); each trade once, the report counting those already there. Checks a CSV and imports it when every row is valid; with `acceptValid`, imports the valid
 * rows of a file that also has bad ones. The report lists each bad row's number and field.
 */
export function importJournalCsv(file: Blob, acceptValid = false): Promise<JournalImportResponse> {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'journal.csv');
  return mainApi.post<JournalImportResponse>('/trading-journal/import', form, {
    params: acceptValid ? { accept_valid: true } : {},
  });
}
