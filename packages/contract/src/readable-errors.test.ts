// A form in the browser and the server's 400 answer say the same thing for the same input: both
// take their messages from readableErrors over the contract's schema.
import { describe, expect, it } from 'vitest';
import { AdminBalanceBodySchema } from './ledger';
import { formErrors } from './readable-errors';

describe('formErrors', () => {
  it('is empty for a value the schema accepts', () => {
    expect(
      formErrors(AdminBalanceBodySchema, { amount: 5000, reason: 'Refund of a course' }),
    ).toEqual({});
  });

  it("names each failed field with the schema's own message, in the schema's field order", () => {
    const errors = formErrors(AdminBalanceBodySchema, { amount: 0, reason: 'no' });
    expect(errors).toEqual({
      amount: 'amount must be a non-zero whole number of UZS',
      reason: 'Give a reason of at least 3 characters',
    });
    expect(Object.keys(errors)).toEqual(['amount', 'reason']);
  });

  it('says which field is missing and which is not known', () => {
    const errors = formErrors(AdminBalanceBodySchema, { amount: 100, colour: 'red' });
    expect(errors.reason).toBeTruthy();
    expect(errors.colour).toBe('colour is not a known field');
  });
});
