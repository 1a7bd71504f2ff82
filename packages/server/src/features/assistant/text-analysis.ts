/**
 * How the assistant's search reads text in each language (decision 0250): one tokenizer, then
 * per language a normaliser, a stop-word list and a light suffix stemmer. The same steps run on
 * the documents and on the question, so "modullar", "modulni" and "modul" meet, as do "модуля"
 * and "модуль", "lessons" and "lesson".
 *
 * Uzbek Latin writes o‘ and g‘ and the glottal stop with whatever apostrophe the keyboard has
 * (' ‘ ’ ʻ ʼ `), or none: every apostrophe inside a word is dropped, so "o'qish", "oʻqish" and
 * "oqish" are one word. A general tokenizer would cut "o'qish" into "o" and "qish".
 */
import type { Language } from '@savdo/contract';

const APOSTROPHES = /['‘’ʻʼ`´]/g;

/** Words: runs of letters and digits (apostrophes inside a word already removed). */
const WORD = /[\p{L}\p{N}]+/gu;

export function normalizeText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(APOSTROPHES, '').replace(/ё/g, 'е');
}

export function tokenize(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

export const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'a an and are as at be by can do does for from how i if in is it me my of on or so that the this to was what when where which who why will with you your'.split(
      ' ',
    ),
  ),
  uz: new Set(
    'va bu u men sen siz biz ular nima qanday qancha qachon qayerda nega uchun bilan ham yoki da de edi emas bor yoq mi mumkin kerak haqida qaysi ni ga bolsa bolib'.split(
      ' ',
    ),
  ),
  ru: new Set(
    'а в во и к ли на не но о об от по с со у я мы вы он она они оно мне меня мой моя что как какой какая какие когда где почему зачем это этот эта для из за до же бы был была было есть или то при сколько можно нужно надо ли про'.split(
      ' ',
    ),
  ),
};

/** Longest first: the first that fits leaves the stem. */
const SUFFIXES: Record<Language, readonly string[]> = {
  en: ['ations', 'ation', 'ings', 'ing', 'ies', 'es', 'ed', 'ly', 's'],
  uz: [
    'laringiz',
    'larimiz',
    'lardagi',
    'laridan',
    'larning',
    'lardan',
    'larini',
    'larga',
    'larda',
    'larni',
    'lari',
    'ning',
    'dagi',
    'imiz',
    'ingiz',
    'lar',
    'dan',
    'ni',
    'ga',
    'ka',
    'qa',
    'da',
    'ta',
    'si',
  ],
  ru: [
    'иями',
    'ями',
    'ами',
    'ого',
    'его',
    'ому',
    'ему',
    'ыми',
    'ими',
    'ться',
    'ешь',
    'ете',
    'ает',
    'яет',
    'ая',
    'яя',
    'ое',
    'ее',
    'ые',
    'ие',
    'ой',
    'ей',
    'ий',
    'ый',
    'ом',
    'ем',
    'ам',
    'ям',
    'ах',
    'ях',
    'ов',
    'ев',
    'ию',
    'ью',
    'ия',
    'ья',
    'ть',
    'ет',
    'ут',
    'ют',
    'ит',
    'ат',
    'ят',
    'а',
    'я',
    'о',
    'е',
    'ы',
    'и',
    'у',
    'ю',
    'ь',
    'й',
  ],
};

/** A stem keeps at least this many letters (short words stay as they are). */
const MIN_STEM = 3;

export function stem(word: string, language: Language): string {
  // Numbers and mixed tokens (1000, 5mb) keep their shape.
  if (/\d/.test(word)) return word;
  for (const suffix of SUFFIXES[language]) {
    if (word.length - suffix.length >= MIN_STEM && word.endsWith(suffix)) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/**
 * One token as the index stores it, or null for a stop word. Cyrillic words in an English or
 * Uzbek text (and Latin ones in Russian) are stemmed by their own script's rules.
 */
export function processTerm(term: string, language: Language): string | null {
  const word = normalizeText(term).replace(/[^\p{L}\p{N}]/gu, '');
  if (word === '') return null;
  const own: Language = /[а-я]/.test(word) ? 'ru' : language === 'ru' ? 'en' : language;
  if (STOP_WORDS[own].has(word) || STOP_WORDS[language].has(word)) return null;
  return stem(word, own);
}
