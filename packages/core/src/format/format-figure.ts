// Figures as data sources publish them ('2.5%', '-0.3K', '1,234.5M'), in the interface
// language (decision 0301): the decimal mark of the language, thousands grouped with a narrow
// no-break space, and the scale letters as the language's words. The calendar writes every
// figure through this alone, so it stays apart from format-number.ts, which the partner
// calendar never loads (docs/decisions/0082-performance-targets.md).
import type { Language } from '@savdo/contract';
import { $language } from '../i18n/language';
import { THOUSANDS_SEPARATOR } from './format-uzs';

const DECIMAL_MARK: Record<Language, string> = { uz: ',', ru: ',', en: '.' };

/** en digits ('1,234.5') with the language's marks: '1 234,5' in uz and ru. */
export function localize(enText: string, lang: Language): string {
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
 * A figure as a data source writes it ('2.5%', '-0.3K', '1,234.5M'), rewritten for the interface
 * language keeping its decimals: '2,5%', '-0,3 ming' in uz, '17,4\u00A0млрд' in ru.
 */
export function localizeFigure(text: string, lang: Language = $language.get()): string {
  return text.replace(
    FIGURE_NUMBER,
    (_match, digits: string, scale: string | undefined) =>
      localize(digits, lang) + (scale ? SCALE_WORD[lang][scale] : ''),
  );
}
