// Figures as data sources publish them, in the interface language: the contract's rule
// (figure-format.ts there, which the server's notifications share), with the page's language by
// default. The calendar writes every figure through this alone, so it stays apart from
// format-number.ts, which the partner calendar never loads
// (docs/decisions/0082-performance-targets.md).
import { figureIn, type Language } from '@savdo/contract';
import { $language } from '../i18n/language';

/** '2.5%' -> '2,5%' in uz and ru; '-0.3K' -> '-0,3 ming' in uz. */
export function localizeFigure(text: string, lang: Language = $language.get()): string {
  return figureIn(text, lang);
}
