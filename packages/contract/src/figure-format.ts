/**
 * Figures as data sources publish them ('2.5%', '-0.3K', '1,234.5M') in a reader's language
 * (decision 0301): the decimal mark of the language, thousands grouped with a narrow no-break
 * space, and the scale letters as the language's words. In the contract because the server
 * writes figures into notifications (a calendar value is out) exactly as the calendar shows them.
 */
import type { Language } from './constants';
import { THOUSANDS_SEPARATOR } from './money-format';

const DECIMAL_MARK: Record<Language, string> = { uz: ',', ru: ',', en: '.' };

/** en digits ('1,234.5') with the language's marks: '1 234,5' in uz and ru. */
export function localizeDigits(enText: string, lang: Language): string {
  return enText.replace(/[,.]/g, (mark) =>
    mark === ',' ? THOUSANDS_SEPARATOR : DECIMAL_MARK[lang],
  );
}

// A number inside a published figure, with the scale letter after it if any: '2.5', '1,234.56M',
// '-0.3K', '17.4B'.
const FIGURE_NUMBER = /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)([KMBT])?/g;

// Data sources write K, M, B, T after a figure; uz and ru readers read them as their own words.
const SCALE_WORD: Record<Language, Record<string, string>> = {
  en: { K: 'K', M: 'M', B: 'B', T: 'T' },
  uz: { K: '\u00A0ming', M: '\u00A0mln', B: '\u00A0mlrd', T: '\u00A0trln' },
  ru: { K: '\u00A0тыс.', M: '\u00A0млн', B: '\u00A0млрд', T: '\u00A0трлн' },
};

/**
 * A figure as a data source writes it ('2.5%', '-0.3K', '1,234.5M'), rewritten for `lang`
 * keeping its decimals: '2,5%', '-0,3 ming' in uz, '17,4\u00A0млрд' in ru.
 */
export function figureIn(text: string, lang: Language): string {
  return text.replace(
    FIGURE_NUMBER,
    (_match, digits: string, scale: string | undefined) =>
      localizeDigits(digits, lang) + (scale ? SCALE_WORD[lang][scale] : ''),
  );
}
