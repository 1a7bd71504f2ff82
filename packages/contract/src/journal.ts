/**
 * The trading journal (section 3). No server route yet: the schemas state the shapes once, and
 * the feature adds its limits (lengths, ranges) to them when it lands.
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Nullable, PageOf, ResultOf } from './common';

export const TRADE_DIRECTIONS = ['long', 'short'] as const;
export const TradeDirectionSchema = LiteralUnion(TRADE_DIRECTIONS);
export type TradeDirection = Static<typeof TradeDirectionSchema>;

const JournalFields = {
  symbol: Type.String(),
  trade_date: Type.String(),
  direction: TradeDirectionSchema,
  pnl: Type.Number(),
  risk: Type.Number(),
  rr: Type.Number(),
  win: Type.Boolean(),
  before_title_1: Type.String(),
  before_title_2: Type.String(),
  description_1: Type.Array(Type.String()),
  description_2: Type.Array(Type.String()),
};

/** A journal entry as the client sends it (section 3). Images are files in multipart. */
export const JournalEntryInputSchema = Type.Object({
  ...JournalFields,
  notes: Type.Optional(Type.String()),
});
export type JournalEntryInput = Static<typeof JournalEntryInputSchema>;

export const JournalEntrySchema = Type.Object({
  id: Type.Integer(),
  ...JournalFields,
  notes: Type.String(),
  before_image_1: Nullable(Type.String()),
  before_image_2: Nullable(Type.String()),
  after_image: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type JournalEntry = Static<typeof JournalEntrySchema>;

export const JournalListResultSchema = PageOf(JournalEntrySchema);
export type JournalListResponse = Static<typeof JournalListResultSchema>;
export const JournalEntryResultSchema = ResultOf(JournalEntrySchema);
export type JournalEntryResponse = Static<typeof JournalEntryResultSchema>;
