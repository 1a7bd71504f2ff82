/**
 * `GET /trading-journal/reports` (the list's filters, plus utc_offset): the journal's trades
 * grouped by setup tag, mistake tag, weekday, hour of entry and symbol, each group with its
 * trades, win rate, net P&L, average R and profit factor
 * (docs/decisions/0318-journal-tags-and-reports.md). `GET /trading-journal/tags`: the user's
 * own tags of each kind, most used first, for the form's suggestions.
 */
import { Type, type Static } from 'typebox';
import { Nullable, ResultOf } from './common';
import { JOURNAL_MESSAGES, JournalFiltersSchema } from './journal';

export const JournalReportsQuerySchema = Type.Object(
  {
    ...JournalFiltersSchema.properties,
    /**
     * Minutes east of UTC of the trader's clock (Tashkent: 300), so the hour report and the
     * weekday of a timed trade are the trader's own. Default 0.
     */
    utc_offset: Type.Optional(
      Type.Integer({ minimum: -840, maximum: 840, errorMessage: JOURNAL_MESSAGES.utcOffset }),
    ),
  },
  { additionalProperties: false },
);
export type JournalReportsQuery = Static<typeof JournalReportsQuerySchema>;

export const JournalReportRowSchema = Type.Object({
  /** The tag, the symbol, the weekday (1 Monday .. 7 Sunday) or the hour (0..23), as text. */
  key: Type.String(),
  trades: Type.Integer(),
  wins: Type.Integer(),
  /** Percent, 0 to 100. */
  win_rate: Type.Number(),
  net_pnl: Type.Number(),
  /** Mean R over the group's trades with a risk; null when none has one. */
  average_r: Nullable(Type.Number()),
  /** Gross profit / gross loss; null without a loss. */
  profit_factor: Nullable(Type.Number()),
});
export type JournalReportRow = Static<typeof JournalReportRowSchema>;

export const JOURNAL_REPORT_KINDS = ['setup', 'mistake', 'weekday', 'hour', 'symbol'] as const;
export type JournalReportKind = (typeof JOURNAL_REPORT_KINDS)[number];

export const JournalReportsSchema = Type.Object({
  setup: Type.Array(JournalReportRowSchema),
  mistake: Type.Array(JournalReportRowSchema),
  weekday: Type.Array(JournalReportRowSchema),
  /** Only trades with an entry time. */
  hour: Type.Array(JournalReportRowSchema),
  symbol: Type.Array(JournalReportRowSchema),
});
export type JournalReports = Static<typeof JournalReportsSchema>;
export const JournalReportsResultSchema = ResultOf(JournalReportsSchema);
export type JournalReportsResponse = Static<typeof JournalReportsResultSchema>;

export const JournalTagsSchema = Type.Object({
  setup: Type.Array(Type.String()),
  mistake: Type.Array(Type.String()),
});
export type JournalTags = Static<typeof JournalTagsSchema>;
export const JournalTagsResultSchema = ResultOf(JournalTagsSchema);
export type JournalTagsResponse = Static<typeof JournalTagsResultSchema>;
