// The translator of the build on the named libraries (SAVDO_I18N=i18next; the switch is
// packages/core/translator-switch.mjs, decision 0331): the class of ./translator.ts with the
// same surface (PageTranslator), over a real i18next instance. Production builds use
// ./translator.ts (decision 0263); this keeps i18next a configuration that runs, not only one the
// conformance test compares with. translator.test.ts holds the three equal (ours, i18next, this adapter).
import i18next, { type i18n as I18next } from 'i18next';
import type { StringTree } from './locale-shape';
import type {
  FixedTranslate,
  PageTranslator,
  TranslateOptions,
  TranslatorSetup,
} from './translator';

export type { FixedTranslate, PageTranslator, TranslateOptions, TranslatorSetup };

export class Translator implements PageTranslator {
  readonly #i18next: I18next;
  readonly #defaultNS: string;

  constructor(setup: TranslatorSetup) {
    this.#defaultNS = setup.defaultNS;
    this.#i18next = i18next.createInstance();
    // Synchronous: resources are added in memory; the page translates from its first render.
    void this.#i18next.init({
      lng: setup.lng,
      fallbackLng: setup.fallbackLng,
      defaultNS: setup.defaultNS,
      ns: [setup.defaultNS],
      resources: {},
      // Texts are rendered as text by React, never as HTML: no escaping; a variable the call
      // does not pass renders empty (i18next would leave `{{name}}` in the text), as in
      // ./translator.ts.
      interpolation: { escapeValue: false },
      missingInterpolationHandler: () => '',
      initAsync: false,
    });
  }

  get language(): string {
    return this.#i18next.language;
  }

  /** Every string, by language and namespace. */
  get store(): { data: Record<string, Record<string, StringTree>> } {
    return this.#i18next.store as unknown as { data: Record<string, Record<string, StringTree>> };
  }

  t(key: string, options: TranslateOptions = {}): string {
    return String(this.#i18next.t(key, options));
  }

  getFixedT(lng: string, ns?: string): FixedTranslate {
    const fixed = this.#i18next.getFixedT(lng, ns ?? this.#defaultNS);
    return (key, options) => String(fixed(key, options ?? {}));
  }

  async changeLanguage(language: string): Promise<FixedTranslate> {
    await this.#i18next.changeLanguage(language);
    return this.getFixedT(language);
  }

  on(event: 'languageChanged', listener: (language: string) => void): void {
    this.#i18next.on(event, listener);
  }

  off(event: 'languageChanged', listener: (language: string) => void): void {
    this.#i18next.off(event, listener);
  }

  addResourceBundle(
    language: string,
    ns: string,
    strings: StringTree,
    deep = false,
    overwrite = false,
  ): void {
    this.#i18next.addResourceBundle(language, ns, strings, deep, overwrite);
  }

  addResource(language: string, ns: string, key: string, value: string): void {
    this.#i18next.addResource(language, ns, key, value);
  }

  getResourceBundle(language: string, ns: string): StringTree | undefined {
    return this.#i18next.getResourceBundle(language, ns) as StringTree | undefined;
  }

  removeResourceBundle(language: string, ns: string): void {
    this.#i18next.removeResourceBundle(language, ns);
  }
}
