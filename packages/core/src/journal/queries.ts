// The trading journal's query stores: a page of entries with its filters, one entry, and the
// statistics over the same filters. Every answer is the viewer's own (keyed per viewer by the
// query client). A write refetches every journal answer, keeping the old ones on screen.
import type {
  JournalEntryResponse,
  JournalFilters,
  JournalListQuery,
  JournalListResponse,
  JournalReportsQuery,
  JournalReportsResponse,
  JournalStatsResponse,
  JournalTagsResponse,
} from '@savdo/contract';
import {
  getJournalEntries,
  getJournalEntry,
  getJournalReports,
  getJournalStats,
  getJournalTags,
} from './api';
import { createQuery, keyOf, refreshQueries, type QueryStore } from '../query/query-client';

export const JOURNAL_QUERIES = 'journal/';
export const JOURNAL_LIST_QUERY = 'journal/list';
export const JOURNAL_ENTRY_QUERY = 'journal/entry';
export const JOURNAL_STATS_QUERY = 'journal/stats';
export const JOURNAL_REPORTS_QUERY = 'journal/reports';
export const JOURNAL_TAGS_QUERY = 'journal/tags';

export function journalEntriesQuery(query: JournalListQuery): QueryStore<JournalListResponse> {
  return createQuery(JOURNAL_LIST_QUERY, query, getJournalEntries);
}

export function journalEntryQuery(id: number): QueryStore<JournalEntryResponse> {
  return createQuery(JOURNAL_ENTRY_QUERY, id, getJournalEntry);
}

/** The statistics call for the journal and, later, the analytics page. */
export function journalStatsQuery(filters: JournalFilters): QueryStore<JournalStatsResponse> {
  return createQuery(JOURNAL_STATS_QUERY, filters, getJournalStats);
}

/** The reports panel's answer for the journal's filters (decision 0318). */
export function journalReportsQuery(
  query: JournalReportsQuery,
): QueryStore<JournalReportsResponse> {
  return createQuery(JOURNAL_REPORTS_QUERY, query, getJournalReports);
}

/** The form's tag suggestions. */
export function journalTagsQuery(): QueryStore<JournalTagsResponse> {
  return createQuery(JOURNAL_TAGS_QUERY, 'all', () => getJournalTags());
}

/** After a create, update, delete or import: every list, entry and statistic refetches. */
export function journalChanged(): void {
  refreshQueries(keyOf(JOURNAL_QUERIES));
}
