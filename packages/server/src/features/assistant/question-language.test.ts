// The assistant answers in the question's language (decision 0308): how the language is told.
import { describe, expect, it } from 'vitest';
import { questionLanguage } from './question-language';

describe('the language a question is written in', () => {
  it.each([
    ['Modulga kirish necha kun davom etadi?', 'uz'],
    ["Balansni to'ldirish minimal summasi qancha?", 'uz'],
    ['Stop loss nima va uni qanday qoyish kerak?', 'uz'],
    ['Kopiya savdoda risk qancha boladi?', 'uz'],
    ['How long can I watch a module?', 'en'],
    ['What is the minimum top up amount?', 'en'],
    ['Сколько дней действует доступ к модулю?', 'ru'],
    ['Что такое кредитное плечо?', 'ru'],
    ['Модулга кириш неча кун давом этади? Қанча?', 'uz'],
  ] as const)('%s -> %s, from any interface language', (question, expected) => {
    for (const ui of ['uz', 'ru', 'en'] as const)
      expect(questionLanguage(question, ui)).toBe(expected);
  });

  it('keeps the interface language for text too short or too even to tell', () => {
    expect(questionLanguage('RSI', 'ru')).toBe('ru');
    expect(questionLanguage('EURUSD?', 'uz')).toBe('uz');
    expect(questionLanguage('Bitcoin ETF', 'en')).toBe('en');
    expect(questionLanguage('Bitcoin ETF', 'uz')).toBe('uz');
  });
});
