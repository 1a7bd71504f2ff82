// Recipe step 1 (contract): schemas first, types derived, enumerations as const lists.
import { Type, type Static } from 'typebox';
import { IdSchema, LiteralUnion, PageOf, ResultOf } from '@savdo/contract';

export const WATCH_DIRECTIONS = ['long', 'short', 'neutral'] as const;
export const WatchDirectionSchema = LiteralUnion(WATCH_DIRECTIONS, {
  errorMessage: `direction must be one of: ${WATCH_DIRECTIONS.join(', ')}`,
});
export type WatchDirection = Static<typeof WatchDirectionSchema>;

export const WatchItemSchema = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  direction: WatchDirectionSchema,
  created_at: Type.String(),
});
export type WatchItem = Static<typeof WatchItemSchema>;

export const WatchItemInputSchema = Type.Object({
  symbol: Type.String({
    pattern: '^[A-Z0-9]{2,12}$',
    errorMessage: 'A symbol is 2 to 12 capital letters or digits',
  }),
  direction: WatchDirectionSchema,
});
export type WatchItemInput = Static<typeof WatchItemInputSchema>;

export const WatchItemResultSchema = ResultOf(WatchItemSchema);
export const WatchlistPageSchema = PageOf(WatchItemSchema);
export type WatchlistResponse = Static<typeof WatchlistPageSchema>;
export type WatchItemResponse = Static<typeof WatchItemResultSchema>;
export const WatchItemParamsSchema = Type.Object({ id: IdSchema() });
