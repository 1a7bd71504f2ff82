/**
 * The language a question is written in, so the answer comes back in it whatever the interface
 * language (docs/decisions/0308-assistant-answers-in-the-question-language.md). Cyrillic is
 * Russian unless it has the Uzbek Cyrillic letters; Latin text is weighed between Uzbek and
 * English by their common words and word shapes. Text too short or too even to tell keeps the
 * interface language.
 */
import type { Language } from '@savdo/contract';
import { STOP_WORDS, tokenize } from './text-analysis';

const UZBEK_CYRILLIC = /[ўқғҳ]/i;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
const LETTER = /\p{L}/gu;
/** Fewer letters than this (a ticker, "RSI") say nothing about the language. */
const MIN_LETTERS = 6;

/** An apostrophe inside a word (o'qish, g'alaba, so'm): Uzbek Latin. */
const UZBEK_APOSTROPHE = /\p{L}['‘’ʻʼ`]\p{L}/u;
/** Word shapes English does not have: q before a vowel other than u, x between vowels, Uzbek suffixes. */
const UZBEK_SHAPE =
  /q[aeio]|[aeiou]x[aeiou]|(?:lar|ning|dagi|imiz|ingiz|ladi|yapti|moqda)$|^\p{L}{3,}(?:ga|adi|ydi|ish|gan|mi)$/u;
/** Common Uzbek words the stop-word list leaves out. */
const UZBEK_WORDS = new Set(
  'necha kun oy yil davom etadi qiladi boladi kerakmi mumkinmi pul hisob narx narxi qanaqa qayerdan'.split(
    ' ',
  ),
);
const ENGLISH_SHAPE = /(?:tion|ing|ed|ly|th)$|^th|w[hr]/;

function latinWords(question: string): string[] {
  // Apostrophes are dropped by tokenize; count them on the raw words first.
  return question.split(/\s+/).filter(Boolean);
}

export function questionLanguage(question: string, interfaceLanguage: Language): Language {
  const letters = question.match(LETTER)?.length ?? 0;
  if (letters < MIN_LETTERS) return interfaceLanguage;
  const cyrillic = question.match(CYRILLIC)?.length ?? 0;
  if (cyrillic * 2 > letters) return UZBEK_CYRILLIC.test(question) ? 'uz' : 'ru';
  let uz = latinWords(question).filter((w) => UZBEK_APOSTROPHE.test(w)).length;
  let en = 0;
  for (const word of tokenize(question)) {
    if (/[а-я]/.test(word)) continue;
    if (STOP_WORDS.uz.has(word) || UZBEK_WORDS.has(word) || UZBEK_SHAPE.test(word)) uz += 1;
    if (STOP_WORDS.en.has(word) || ENGLISH_SHAPE.test(word)) en += 1;
  }
  if (uz > en) return 'uz';
  if (en > uz) return 'en';
  return interfaceLanguage;
}
