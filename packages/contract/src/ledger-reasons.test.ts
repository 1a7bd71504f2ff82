// The balance history's reasons in the reader's language (contract ledger-reasons.ts).
import { describe, expect, it } from 'vitest';
import { ledgerReasonText } from '@savdo/contract';

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

  it('another kind reads as a purchase of its name', () => {
    const reason = {
      code: 'purchase',
      params: { kind: 'resource', name: 'Risk checklist' },
    } as const;
    expect(ledgerReasonText(reason, 'uz')).toBe('Xarid: Risk checklist');
  });
});
