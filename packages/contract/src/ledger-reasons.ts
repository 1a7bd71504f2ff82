/**
 * Why a balance moved, as a code with parameters, so the balance history speaks the reader's
 * language (the ledger row also keeps its English text for operators and the command line).
 * A row without a code (an admin's adjustment, whose reason a person typed) shows its text.
 */
import type { Language } from './constants';

export const LEDGER_REASON_CODES = ['top_up', 'top_up_refund', 'purchase'] as const;
export type LedgerReasonCode = (typeof LEDGER_REASON_CODES)[number];

export interface LedgerReason {
  code: LedgerReasonCode;
  /** top_up*: provider. purchase: kind, name (English), name_uz, name_ru, action (plans). */
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
      const name =
        (lang === 'uz' ? p.name_uz : lang === 'ru' ? p.name_ru : undefined) ?? p.name ?? '';
      const action = p.action ? PLAN_ACTIONS[p.action]?.[lang] : undefined;
      if (p.kind === 'plan' && action)
        return fill(
          {
            en: 'Purchase: {name} plan, {action}',
            uz: '{name} tarifi: {action}',
            ru: 'Тариф {name}: {action}',
          }[lang],
          { name, action },
        );
      return fill({ en: 'Purchase: {name}', uz: 'Xarid: {name}', ru: 'Покупка: {name}' }[lang], {
        name,
      });
    }
  }
}
