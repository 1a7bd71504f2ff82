/** The balance and its history: every change is a ledger entry; money is integer UZS. */
import { Type, type Static } from 'typebox';
import { PageOf, ResultOf } from './common';

export const LedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  reason: Type.String(),
  balance_after: Type.Integer(),
  created_at: Type.String(),
});
export type LedgerEntry = Static<typeof LedgerEntrySchema>;
export const LedgerPageSchema = PageOf(LedgerEntrySchema);

/** POST /admin/users/{id}/balance: integer UZS, positive credits, negative debits. */
export const AdminBalanceBodySchema = Type.Object(
  {
    amount: Type.Integer({
      minimum: -1_000_000_000_000,
      maximum: 1_000_000_000_000,
      not: { const: 0 },
      errorMessage: 'amount must be a non-zero whole number of UZS',
    }),
    reason: Type.String({
      minLength: 3,
      maxLength: 500,
      errorMessage: 'Give a reason of at least 3 characters',
    }),
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type AdminBalanceBody = Static<typeof AdminBalanceBodySchema>;

export const AdminBalanceResultSchema = ResultOf(
  Type.Object({ balance: Type.Integer(), entry_id: Type.Integer(), amount: Type.Integer() }),
);
