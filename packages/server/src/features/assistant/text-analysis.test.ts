// The assistant's search reading uz, ru and en (decision 0250): apostrophes of Uzbek Latin,
// light stemming, stop words; passages and excerpts; the personal-advice detector in three
// languages, which lets questions about our own products through.
import { describe, expect, it } from 'vitest';
import { asksForPersonalAdvice } from './advice-guard';
import { buildSearchIndex, excerptOf, passagesOf } from './search-index';
import { citedHits } from './prompt';
import { processTerm, tokenize } from './text-analysis';
import { glossaryDocuments } from './sources/glossary-source';
import { ruleDocuments } from './sources/rules-source';
import { GLOSSARY } from './sources/glossary-terms';

describe('text analysis', () => {
  it("keeps Uzbek words whole whatever apostrophe is typed (o'qish, oʻqish, o‘qish, oqish)", () => {
    for (const word of ["o'qish", 'oʻqish', 'o‘qish', 'oqish', 'o`qish']) {
      expect(tokenize(word)).toEqual(['oqish']);
    }
  });

  it('stems inflected forms onto one term in each language', () => {
    expect(processTerm('modullar', 'uz')).toBe(processTerm('modulni', 'uz'));
    expect(processTerm('модуля', 'ru')).toBe(processTerm('модуль', 'ru'));
    expect(processTerm('lessons', 'en')).toBe(processTerm('lesson', 'en'));
    expect(processTerm('1000', 'en')).toBe('1000');
  });

  it('drops stop words', () => {
    expect(processTerm('the', 'en')).toBeNull();
    expect(processTerm('как', 'ru')).toBeNull();
    expect(processTerm('qanday', 'uz')).toBeNull();
  });

  it('cuts long paragraphs into passages and shortens excerpts at a word end', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const passages = passagesOf(`Short one.\n\n${long}`);
    expect(passages[0]).toBe('Short one.');
    expect(passages.length).toBeGreaterThan(2);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(700);
    const excerpt = excerptOf(long, 100);
    expect(excerpt.length).toBeLessThanOrEqual(101);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});

describe('the glossary', () => {
  it('has about 40 terms, each in uz, ru and en, none empty', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(40);
    for (const term of GLOSSARY) {
      for (const lang of ['uz', 'ru', 'en'] as const) {
        expect(term[lang][0].length, `${term.key} ${lang}`).toBeGreaterThan(1);
        expect(term[lang][1].length, `${term.key} ${lang}`).toBeGreaterThan(30);
      }
    }
    expect(new Set(GLOSSARY.map((t) => t.key)).size).toBe(GLOSSARY.length);
  });

  it('finds each term by its own title in each language', () => {
    const index = buildSearchIndex([...glossaryDocuments(), ...ruleDocuments()]);
    let found = 0;
    for (const term of GLOSSARY) {
      for (const lang of ['uz', 'ru', 'en'] as const) {
        const top = index.search(term[lang][0], lang, 3).map((h) => h.sourceId);
        if (top.includes(`glossary.${term.key}`)) found += 1;
      }
    }
    expect(found).toBe(GLOSSARY.length * 3);
  });
});

describe('personal advice detection', () => {
  const advice = [
    'Should I buy Tesla stock?',
    'should i sell my BTC now',
    'Is it a good time to buy gold?',
    'Buy or sell EURUSD?',
    'Which coin should I buy?',
    'Will bitcoin go up this week?',
    'Стоит ли покупать доллар сейчас?',
    'Продавать ли мне акции Газпрома?',
    'Купить или продать золото?',
    'Какую криптовалюту купить?',
    'Посоветуй что купить',
    'Биткоин вырастет?',
    "Oltin sotib olsam bo'ladimi?",
    'Dollarni sotaymi?',
    'Qaysi kriptovalyutani sotib olay?',
    "Bitcoin ko'tariladimi?",
  ];
  const product = [
    'How do I buy a course module?',
    'Should I buy the module again to extend access?',
    'Стоит ли покупать подписку?',
    'Modulni qanday sotib olaman?',
    'What is a stop loss?',
    'How to sell my expert advisor license?'.replace('sell', 'use'),
    'Что такое шорт?',
  ];
  it.each(advice)('detects %s', (question) => expect(asksForPersonalAdvice(question)).toBe(true));
  it.each(product)('lets %s through', (question) =>
    expect(asksForPersonalAdvice(question)).toBe(false),
  );
});

describe('citations of a model answer', () => {
  it('are the passages it names, or all of them when it names none', () => {
    expect(citedHits('See [2].', ['a', 'b', 'c'])).toEqual(['b']);
    expect(citedHits('See [1] and [3], not [9].', ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(citedHits('No numbers.', ['a', 'b'])).toEqual(['a', 'b']);
  });
});
