// The query conversion before the schema check (validation.ts): an empty text clears a nullable
// field (docs/decisions/0325-journal-clearing-prices.md) and never reads as 0.
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { Nullable } from '@savdo/contract';
import { validatorCompiler } from './validation';

const schema = Type.Object({
  fees: Type.Optional(Nullable(Type.Number({ minimum: -10, errorMessage: 'fees' }))),
  price: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, errorMessage: 'price' }))),
  count: Type.Optional(Type.Integer()),
});
const check = validatorCompiler({ schema, httpPart: 'querystring', method: 'GET', url: '/' }) as (
  value: unknown,
) => { value?: unknown; error?: unknown };

describe('query conversion of nullable fields', () => {
  it('an empty text is null, whatever the member type would make of it', () => {
    expect(check({ fees: '', price: ' ' }).value).toEqual({ fees: null, price: null });
  });

  it('a number text is the number, 0 included (not null)', () => {
    expect(check({ fees: '0', price: '1.5' }).value).toEqual({ fees: 0, price: 1.5 });
  });

  it('a bad text is refused with the member message', () => {
    expect(check({ price: 'abc' }).error).toBeDefined();
    expect(check({ price: '-1' }).error).toBeDefined();
  });

  it('a whole-number field still refuses a fraction instead of truncating it', () => {
    expect(check({ count: '1.5' }).error).toBeDefined();
  });
});
