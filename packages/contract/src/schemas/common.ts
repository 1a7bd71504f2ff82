/** Building blocks of every request and response schema (decision 4 shapes). */
import { Type, type TSchema } from 'typebox';
import { MAX_PAGE_SIZE } from '../constants';

/** Every error answer: the client reads `message`; `detail` maps form fields to messages. */
export const ApiErrorSchema = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  detail: Type.Optional(Type.Record(Type.String(), Type.String())),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});

/**
 * F8 (issue 10): every id and page a client sends is bounded, so a number past what the database
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

export const MessageResultSchema = ResultOf(Type.Object({ message: Type.String() }));

/** A nullable value: `T | null`. */
export const Nullable = <T extends TSchema>(item: T) => Type.Union([item, Type.Null()]);
