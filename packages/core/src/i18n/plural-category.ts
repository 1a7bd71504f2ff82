// The CLDR plural category of a count, as Intl.PluralRules gives it, written out for the product's
// three languages: a page's first Intl.PluralRules sets up the locale's data (about 4 ms of a
// signed-in page's load, unthrottled), as its first Intl.NumberFormat did
// (docs/decisions/0301-one-number-format.md). Any other language asks Intl. Equal to Intl for
// every count: plural-category.test.ts compares them.

type Category = 'one' | 'few' | 'many' | 'other';

/**
 * The count as Intl reads it: its absolute value, shown with at most three decimals (Intl's
 * default), rounded half up on the exact value as `toFixed` does; 1.0000001 is read as 1.
 */
function shown(count: number): number {
  const size = Math.abs(count);
  return size < 1e21 ? Number(size.toFixed(3)) : size;
}

/** en and uz: one for 1 with no decimals shown (not 1.5), other for the rest. */
function oneOrOther(count: number): Category {
  return shown(count) === 1 ? 'one' : 'other';
}

/** ru: one, few and many by the last digits of a whole count; other for a fraction. */
function russian(count: number): Category {
  const whole = shown(count);
  if (!Number.isInteger(whole)) return 'other';
  const last = whole % 10;
  const lastTwo = whole % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

const others = new Map<string, Intl.PluralRules>();

export function pluralCategory(language: string, count: number): string {
  if (!Number.isFinite(count)) return 'other';
  if (language === 'en' || language === 'uz') return oneOrOther(count);
  if (language === 'ru') return russian(count);
  let rules = others.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    others.set(language, rules);
  }
  return rules.select(count);
}
