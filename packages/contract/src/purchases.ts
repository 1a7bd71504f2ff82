/**
 * One purchase service for everything sold from the balance: course modules,
 * resources, algo trades and subscription plans. A purchase debits the balance with a ledger row
 * and grants what was bought, in one transaction. When the balance falls short the answer is 402
 * with the exact insufficient-balance text and the shortfall as a number (`ApiError.shortfall`).
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion } from './common';
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
