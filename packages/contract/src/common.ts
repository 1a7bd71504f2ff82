/**
 * Building blocks every feature file uses: the answer envelopes of decision 4 (`{ result }`,
 * pages, errors), ids and paging, and the helpers that turn an `as const` list into a schema.
 * Each shape is stated once, as a TypeBox schema; its type is `Static<typeof ...Schema>`
 * (decision 0120).
 */
import {
  Type,
  type Static,
  type TLiteral,
  type TSchema,
  type TSchemaOptions,
  type TUnion,
} from 'typebox';
import { MAX_PAGE_SIZE } from './constants';

/** The literal schemas of an `as const` list, in its order (what `Type.Union` needs). */
type LiteralsOf<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/**
 * A union of the literals of an `as const` list: the list stays the one source of the values,
 * for the schema, the type, the widgets and the SQL CHECK (tests/server/contract-enums-in-sql).
 */
export function LiteralUnion<const T extends readonly string[]>(
  values: T,
  options?: TSchemaOptions,
): TUnion<LiteralsOf<T>> {
  // The map keeps the order and the length, which is what the mapped tuple type states.
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<LiteralsOf<T>>;
}

/** A nullable value: `T | null`. */
export const Nullable = <T extends TSchema>(item: T) => Type.Union([item, Type.Null()]);

/** Every error answer: the client reads `message`; `detail` maps form fields to messages. */
export const ApiErrorSchema = Type.Object({
  /** In the language the request asked for (Accept-Language), English by default. */
  message: Type.String(),
  /** A stable code for `message` (error-messages.ts), the same in every language. */
  code: Type.Optional(Type.String()),
  /** Form field -> message. */
  detail: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** Form field -> stable code of its message. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** A purchase the balance does not cover (402): how many UZS are missing. */
  shortfall: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ApiError = Static<typeof ApiErrorSchema>;

/**
 * F8: every id and page a client sends is bounded, so a number past what the database
 * holds answers 400 instead of failing the query. Ids are bigint columns; JavaScript numbers are
 * exact up to 2^53 - 1, which is far beyond any id we will hand out.
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** The last page any list may be asked for (100,000 pages of the largest page size). */
export const MAX_PAGE = 100_000;

/** A positive database id. */
export const IdSchema = (errorMessage = 'The id must be a positive whole number') =>
  Type.Integer({ minimum: 1, maximum: MAX_ID, errorMessage });

/** `:id` path parameters. */
export const IdParamsSchema = Type.Object({ id: IdSchema() });

/** A page number of a list call. */
export const PageNumberSchema = Type.Integer({
  minimum: 1,
  maximum: MAX_PAGE,
  errorMessage: `page must be a whole number from 1 to ${MAX_PAGE}`,
});

/** `{ result: T }`, the shape of every non-auth answer. */
export const ResultOf = <T extends TSchema>(item: T) => Type.Object({ result: item });

/** `{ result: { data, page, limit, total } }`, the shape of every list answer. */
export const PageOf = <T extends TSchema>(item: T) =>
  ResultOf(
    Type.Object({
      data: Type.Array(item),
      page: Type.Integer({ minimum: 1 }),
      limit: Type.Integer({ minimum: 0 }),
      total: Type.Integer({ minimum: 0 }),
    }),
  );

/** `limit` and `page` of list calls; the server caps `limit` (decision 17). */
export const PageQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  page: Type.Optional(PageNumberSchema),
});
export type PageQuery = Static<typeof PageQuerySchema>;

export const MessageResultSchema = ResultOf(Type.Object({ message: Type.String() }));
export type MessageResponse = Static<typeof MessageResultSchema>;

// The static side of ResultOf and PageOf, for code generic over the item type. A generic
// function's schema has no single Static, so these two are written out; they are the envelope
// only, never an entity.

/** `{ result: T }`: what `ResultOf(schema)` describes. */
export interface Result<T> {
  result: T;
}

/** `{ data, page, limit, total }`: the inside of what `PageOf(schema)` describes. */
export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export type PageResult<T> = Result<Page<T>>;
