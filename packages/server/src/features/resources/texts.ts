/**
 * A resource's texts per language, and the two things the server derives from them: which
 * language answers a request (the one asked for, else Uzbek, English, Russian: the product's
 * default language first) and the lowercased search text of each language.
 */
import { LANGUAGES, type Language } from '@savdo/contract';

export interface ResourceText {
  title: string;
  description: string;
  /** An article's plain text. */
  body?: string;
}
export type ResourceTexts = Partial<Record<Language, ResourceText>>;

/** After the language asked for, in this order (decision 0210). */
export const FALLBACK_LANGUAGES: readonly Language[] = ['uz', 'en', 'ru'];

/** The language a reader of `wanted` gets: theirs when given, else the first fallback given. */
export function languageFor(texts: ResourceTexts, wanted: Language): Language {
  if (texts[wanted]) return wanted;
  return FALLBACK_LANGUAGES.find((lang) => texts[lang]) ?? wanted;
}

/**
 * Text as search compares it: lowercase (JavaScript's, which knows Cyrillic whatever the
 * database's locale), the Uzbek apostrophe's look-alikes made one (o‘, oʻ, o’ and o' are
 * the same letter to a reader), and runs of white space made one space.
 */
export function searchable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bb\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each language's title and description as search compares them. */
export function searchTextsOf(texts: ResourceTexts): Partial<Record<Language, string>> {
  const out: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const text = texts[lang];
    if (text) out[lang] = searchable(`${text.title}\n${text.description}`);
  }
  return out;
}

/** Whole minutes to read an article at 200 words a minute, at least 1. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
