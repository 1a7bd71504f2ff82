// Registers the host app's strings as the `app` namespace on core's i18n. Uzbek, the default
// and fallback language, comes with the first load; Russian and English are fetched when the
// page needs them (core's locale loaders: main.tsx waits for the first language before it
// renders, setLanguage before it switches), so no visitor downloads all three.
import type { Language } from '@savdo/contract';
import { addLanguageStrings, addLocaleLoader } from '@savdo/core';
import { useT, type Translate } from '@savdo/ui';
import { uz, type AppStrings } from './uz';

export const APP_NAMESPACE = 'app';

addLanguageStrings(APP_NAMESPACE, 'uz', uz);

/** The host app's strings in `language`, for the loader and for the parity test. */
export async function appStringsIn(language: Language): Promise<AppStrings> {
  if (language === 'en') return (await import('./en')).en;
  if (language === 'ru') return (await import('./ru')).ru;
  return uz;
}

addLocaleLoader(async (language) => {
  if (language !== 'uz') addLanguageStrings(APP_NAMESPACE, language, await appStringsIn(language));
});

/** `t` of the host app's namespace in the page's language. */
export function useAppT(): Translate {
  return useT(APP_NAMESPACE);
}
