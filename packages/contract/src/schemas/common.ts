/** Building blocks of every request and response schema (decision 4 shapes). */
import { Type, type TSchema } from 'typebox';
import { MAX_PAGE_SIZE } from '../constants';

/** Every error answer: the client reads `message`; `detail` maps form fields to messages. */
export const ApiErrorSchema = Type.Object({
  message: Type.String(),
  detail: Type.Optional(Type.Record(Type.String(), Type.String())),
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
  page: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const MessageResultSchema = ResultOf(Type.Object({ message: Type.String() }));

/** A nullable value: `T | null`. */
export const Nullable = <T extends TSchema>(item: T) => Type.Union([item, Type.Null()]);
