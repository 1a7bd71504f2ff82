// The type of a translation of the Uzbek strings: the same keys, any string values, plus the
// extra plural forms other languages need (Russian has _few and _many; Uzbek has one/other).

type ExtraPluralForm = `${string}_${'zero' | 'two' | 'few' | 'many'}`;

export type LocaleOf<T> = {
  [K in keyof T]: T[K] extends string ? string : LocaleOf<T[K]>;
} & { [key: ExtraPluralForm]: string };

/** Any nested table of strings, as a namespace of addStrings() holds. */
export interface StringTree {
  [key: string]: string | StringTree;
}
