/**
 * One purchase service for everything sold from the balance: course modules,
 * resources, algo trades and subscription plans. A purchase debits the balance with a ledger row
 * and grants what was bought, in one transaction. When the balance falls short the answer is 402
 * with the exact insufficient-balance text and the shortfall as a number (`ApiError.shortfall`).
 */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { IdParamsSchema, LiteralUnion, Nullable, PageOf, ResultOf } from './common';
import { AdminLedgerEntrySchema } from './ledger';
import type { Language } from './constants';
import { groupThousands } from './money-format';

/** What can be bought; the purchases.kind CHECK lists the same. */
export const PURCHASE_KINDS = ['plan', 'course_module', 'resource', 'algo_trade'] as const;
export const PurchaseKindSchema = LiteralUnion(PURCHASE_KINDS);
export type PurchaseKind = Static<typeof PurchaseKindSchema>;

/** One purchase, as its call answers it. */
export const PurchaseSchema = Type.Object({
  id: Type.Integer(),
  kind: PurchaseKindSchema,
  item_id: Type.Integer(),
  /** What was bought, in English (the item's own call has it in every language). */
  title: Type.String(),
  /** The list price, integer UZS. */
  price: Type.Integer({ minimum: 0 }),
  /** What the balance paid: the price less any credit (an upgrade's unused days). */
  charged: Type.Integer({ minimum: 0 }),
  /** The balance after the purchase. */
  balance: Type.Integer({ minimum: 0 }),
  created_at: Type.String(),
});
export type Purchase = Static<typeof PurchaseSchema>;

/**
 * The header a client sends with a purchase so that a retried request (a lost answer, a second
 * click) is answered with the first purchase instead of charging again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The insufficient-balance sentence in each language, `{1}` for the shortfall. The server's error
 * catalogue (error-messages.ts) and the purchase dialog both word it from here, and the dialog
 * imports only this small file, not the whole catalogue.
 */
export const INSUFFICIENT_BALANCE_TEXTS: Record<Language, string> = {
  en: 'Insufficient balance. You need {1} UZS more to purchase this item. Please top up your balance.',
  uz: "Balans yetarli emas. Bu xaridni amalga oshirish uchun yana {1} so'm kerak. Iltimos, balansingizni to'ldiring.",
  ru: 'Недостаточно средств. Для этой покупки не хватает {1} сум. Пожалуйста, пополните баланс.',
};

/** The insufficient-balance sentence, the shortfall written as money is shown (decision 14). */
export function insufficientBalanceMessage(shortfall: number, lang: Language = 'en'): string {
  return INSUFFICIENT_BALANCE_TEXTS[lang].replace('{1}', groupThousands(shortfall));
}

/**
 * A purchase as the back office shows it, with its refund once made
 * (docs/decisions/0289-admin-refunds.md).
 */
export const AdminPurchaseSchema = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  kind: PurchaseKindSchema,
  item_id: Type.Integer(),
  /** The item's name, in English. */
  title: Type.String(),
  price: Type.Integer({ minimum: 0 }),
  charged: Type.Integer({ minimum: 0 }),
  /** The top-up order that paid for it straight through a provider, if any. */
  payment_order_id: Nullable(Type.String()),
  created_at: Type.String(),
  refunded: Type.Boolean(),
  refunded_at: Nullable(Type.String()),
  refund_reason: Nullable(Type.String()),
});
export type AdminPurchase = Static<typeof AdminPurchaseSchema>;

/** GET /admin/users/{id}/purchases: newest first by default; search matches the item's name. */
export const AdminPurchasesQuerySchema = AdminListQuery(['created_at', 'price'], {
  kind: Type.Optional(PurchaseKindSchema),
  refunded: Type.Optional(Type.Boolean()),
});
export type AdminPurchasesQuery = Static<typeof AdminPurchasesQuerySchema>;
export const AdminPurchasesPageSchema = PageOf(AdminPurchaseSchema);
export type AdminPurchasesPage = Static<typeof AdminPurchasesPageSchema>;

export const AdminPurchaseParamsSchema = IdParamsSchema;

/** The body of both refunds (a purchase's, a top-up's): why, as the operator words it. */
export const AdminRefundBodySchema = Type.Object(
  {
    reason: Type.String({
      minLength: 3,
      maxLength: 500,
      errorMessage: 'Give a reason of at least 3 characters',
    }),
  },
  { additionalProperties: false },
);
export type AdminRefundBody = Static<typeof AdminRefundBodySchema>;

/**
 * POST /admin/purchases/{id}/refund: the purchase, marked refunded; the credit's ledger entry
 * (null when the purchase cost the balance nothing) and the buyer's balance after.
 */
export const AdminPurchaseRefundSchema = Type.Object({
  purchase: AdminPurchaseSchema,
  entry: Nullable(AdminLedgerEntrySchema),
  balance: Type.Integer({ minimum: 0 }),
});
export type AdminPurchaseRefund = Static<typeof AdminPurchaseRefundSchema>;
export const AdminPurchaseRefundResultSchema = ResultOf(AdminPurchaseRefundSchema);
