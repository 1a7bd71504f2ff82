// The amount field's text: what a trader types is regrouped as they type ("25000" -> "25 000",
// with decision 14's narrow space), so the figure reads like the amounts around it. Text that
// is not a plain number is left as typed, so the validation message can say what is wrong.
import { groupThousands, parseTopUpAmount } from '@savdo/core';

/** The field's text for an amount (the pre-fill or a quick amount). */
export function amountText(amount: number | null | undefined): string {
  return amount == null || !Number.isFinite(amount) ? '' : groupThousands(amount);
}

/** Regroups typed digits; anything else stays as typed. */
export function regroupTyped(text: string): string {
  const amount = parseTopUpAmount(text);
  if (amount === null) return '';
  if (!Number.isSafeInteger(amount)) return text;
  return groupThousands(amount);
}
