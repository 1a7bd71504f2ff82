/**
 * Why a balance moved, as a code with parameters, so the balance history speaks the reader's
 * language (the ledger row also keeps its English text for operators and the command line).
 * A row without a code (an admin's adjustment, whose reason a person typed) shows its text.
 * A purchase names its item with the words of its receipt (`purchaseItemText`,
 * docs/decisions/0281-purchase-receipts.md).
 */
import type { Language } from './constants';

export const LEDGER_REASON_CODES = [
  'top_up',
  'top_up_refund',
  'purchase',
  'purchase_refund',
] as const;
export type LedgerReasonCode = (typeof LEDGER_REASON_CODES)[number];

export interface LedgerReason {
  code: LedgerReasonCode;
  /** top_up*: provider. purchase, purchase_refund: kind, name (English), name_uz, name_ru, action (plans). */
  params: Record<string, string>;
}

type Words = Record<Language, string>;

const PROVIDER_NAMES: Record<string, string> = { payme: 'Payme', click: 'Click' };

const PLAN_ACTIONS: Record<string, Words> = {
  subscribe: { en: 'subscription', uz: 'obuna', ru: 'подписка' },
  renew: { en: 'renewal', uz: 'uzaytirish', ru: 'продление' },
  upgrade: { en: 'upgrade', uz: "yuqori tarifga o'tish", ru: 'повышение тарифа' },
};

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
}

/** How each kind of purchase is named, `{name}` being the item's own name. */
const ITEM_WORDS: Record<string, Words> = {
  course_module: {
    en: 'course module "{name}"',
    uz: '"{name}" kurs moduli',
    ru: 'модуль курса «{name}»',
  },
  algo_trade: {
    en: 'expert advisor "{name}"',
    uz: '"{name}" ekspert maslahatchisi',
    ru: 'советник «{name}»',
  },
  resource: { en: 'resource "{name}"', uz: '"{name}" resursi', ru: 'материал «{name}»' },
  plan: { en: '{name} plan', uz: '{name} tarifi', ru: 'тариф {name}' },
};

/**
 * What a purchase bought, in `lang`: the kind's word with the item's name in that language
 * (`name_uz`, `name_ru`, else the English `name`), and a plan's action. The receipt (its
 * notification and mail) and the balance history both name the item this way.
 */
export function purchaseItemText(
  params: Readonly<Record<string, string | number | boolean | null | undefined>>,
  lang: Language,
): string {
  const text = (key: string) => {
    const value = params[key];
    return value === null || value === undefined ? undefined : String(value);
  };
  const name =
    (lang === 'uz' ? text('name_uz') : lang === 'ru' ? text('name_ru') : undefined) ??
    text('name') ??
    '';
  const words = ITEM_WORDS[text('kind') ?? ''];
  const item = words ? fill(words[lang], { name }) : name;
  const action = PLAN_ACTIONS[text('action') ?? '']?.[lang];
  return text('kind') === 'plan' && action ? `${item} (${action})` : item;
}

/** The reason in `lang`. */
export function ledgerReasonText(reason: LedgerReason, lang: Language): string {
  const p = reason.params;
  const provider = PROVIDER_NAMES[(p.provider ?? '').toLowerCase()] ?? p.provider ?? '';
  switch (reason.code) {
    case 'top_up':
      return fill(
        {
          en: 'Top-up via {provider}',
          uz: "{provider} orqali to'ldirish",
          ru: 'Пополнение через {provider}',
        }[lang],
        { provider },
      );
    case 'top_up_refund':
      return fill(
        {
          en: 'Top-up via {provider} refunded',
          uz: "{provider} orqali to'ldirish qaytarildi",
          ru: 'Возврат пополнения через {provider}',
        }[lang],
        { provider },
      );
    case 'purchase': {
      const action = p.action ? PLAN_ACTIONS[p.action]?.[lang] : undefined;
      if (p.kind === 'plan' && action) {
        const name = (lang === 'uz' ? p.name_uz : lang === 'ru' ? p.name_ru : undefined) ?? p.name;
        return fill(
          {
            en: 'Purchase: {name} plan, {action}',
            uz: '{name} tarifi: {action}',
            ru: 'Тариф {name}: {action}',
          }[lang],
          { name: name ?? '', action },
        );
      }
      return fill({ en: 'Purchase: {item}', uz: 'Xarid: {item}', ru: 'Покупка: {item}' }[lang], {
        item: purchaseItemText(p, lang),
      });
    }
    case 'purchase_refund':
      // docs/decisions/0289-admin-refunds.md: the buyer reads what was refunded.
      return fill(
        {
          en: 'Refund: {item}',
          uz: 'Pul qaytarildi: {item}',
          ru: 'Возврат: {item}',
        }[lang],
        { item: purchaseItemText(p, lang) },
      );
  }
}
