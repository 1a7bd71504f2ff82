// The balance history's reasons in the reader's language (contract ledger-reasons.ts).
import { describe, expect, it } from 'vitest';
import { ledgerReasonText, purchaseItemText, type LedgerReason } from '@savdo/contract';

describe('ledgerReasonText', () => {
  it('a top-up and its refund name the provider in every language', () => {
    const topUp = { code: 'top_up', params: { provider: 'click' } } as const;
    expect(ledgerReasonText(topUp, 'en')).toBe('Top-up via Click');
    expect(ledgerReasonText(topUp, 'uz')).toBe("Click orqali to'ldirish");
    expect(ledgerReasonText(topUp, 'ru')).toBe('Пополнение через Click');
    const refund = { code: 'top_up_refund', params: { provider: 'Payme' } } as const;
    expect(ledgerReasonText(refund, 'ru')).toBe('Возврат пополнения через Payme');
  });

  it("a plan purchase uses the plan's own name in the language, and the action's word", () => {
    const reason = {
      code: 'purchase',
      params: { kind: 'plan', name: 'Basic', name_ru: 'Базовый', action: 'upgrade' },
    } as const;
    expect(ledgerReasonText(reason, 'en')).toBe('Purchase: Basic plan, upgrade');
    expect(ledgerReasonText(reason, 'ru')).toBe('Тариф Базовый: повышение тарифа');
    expect(ledgerReasonText(reason, 'uz')).toBe("Basic tarifi: yuqori tarifga o'tish");
  });

  it('another kind reads as a purchase of its kind and name, in the language', () => {
    const reason = {
      code: 'purchase',
      params: { kind: 'resource', name: 'Risk checklist' },
    } as const;
    expect(ledgerReasonText(reason, 'uz')).toBe('Xarid: "Risk checklist" resursi');
    const module = {
      code: 'purchase',
      params: { kind: 'course_module', name: 'Basics: Candles', name_ru: 'Основы: Свечи' },
    } as const;
    expect(ledgerReasonText(module, 'en')).toBe('Purchase: course module "Basics: Candles"');
    expect(ledgerReasonText(module, 'ru')).toBe('Покупка: модуль курса «Основы: Свечи»');
    const advisor = { code: 'purchase', params: { kind: 'algo_trade', name: 'Trend (1 month)' } };
    expect(ledgerReasonText(advisor as LedgerReason, 'en')).toBe(
      'Purchase: expert advisor "Trend (1 month)"',
    );
  });
});

describe('purchaseItemText (the receipt and the balance history name an item alike)', () => {
  it('names each kind with its word, the name in the language, and a plan its action', () => {
    expect(purchaseItemText({ kind: 'plan', name: 'Pro', action: 'renew' }, 'en')).toBe(
      'Pro plan (renewal)',
    );
    expect(
      purchaseItemText({ kind: 'plan', name: 'Pro', name_ru: 'Про', action: 'subscribe' }, 'ru'),
    ).toBe('тариф Про (подписка)');
    expect(purchaseItemText({ kind: 'resource', name: 'Checklist' }, 'ru')).toBe(
      'материал «Checklist»',
    );
    expect(purchaseItemText({ kind: 'algo_trade', name: 'Grid', name_uz: 'Tor' }, 'uz')).toBe(
      '"Tor" ekspert maslahatchisi',
    );
    expect(purchaseItemText({ name: 'Something' }, 'en')).toBe('Something');
  });
});
