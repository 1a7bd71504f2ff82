/** The balance and its history: every change is a ledger entry; money is integer UZS. */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { LiteralUnion, Nullable, PageOf, ResultOf } from './common';
import { LEDGER_REASON_CODES } from './ledger-reasons';

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

export const LedgerReasonCodeSchema = LiteralUnion(LEDGER_REASON_CODES);

/**
 * A ledger entry as the back office shows it: the reason in the reader's language and its code
 * and parameters (null for an admin's typed reason), and the external reference.
 */
export const AdminLedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  amount: Type.Integer(),
  balance_after: Type.Integer(),
  reason: Type.String(),
  reason_code: Nullable(LedgerReasonCodeSchema),
  reason_params: Nullable(Type.Record(Type.String(), Type.String())),
  reference: Nullable(Type.String()),
  created_at: Type.String(),
});
export type AdminLedgerEntry = Static<typeof AdminLedgerEntrySchema>;

/** GET /admin/users/{id}/ledger: newest first by default. */
export const AdminLedgerQuerySchema = AdminListQuery(['created_at', 'amount'], {
  reason_code: Type.Optional(LedgerReasonCodeSchema),
});
export type AdminLedgerQuery = Static<typeof AdminLedgerQuerySchema>;
export const AdminLedgerPageSchema = PageOf(AdminLedgerEntrySchema);
export type AdminLedgerPage = Static<typeof AdminLedgerPageSchema>;

/** POST /admin/users/{id}/balance answers the new balance and the entry it wrote. */
export const AdminBalanceResultSchema = ResultOf(
  Type.Object({
    balance: Type.Integer(),
    entry_id: Type.Integer(),
    amount: Type.Integer(),
    entry: AdminLedgerEntrySchema,
  }),
);
export type AdminBalanceResult = Static<typeof AdminBalanceResultSchema>;
