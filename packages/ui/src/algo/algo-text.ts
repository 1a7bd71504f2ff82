// A bot's name and description in the interface language, English where not translated.
import type { AlgoTranslations, Language } from '@savdo/contract';

export function algoText(
  item: { name: string; description?: string; translations: AlgoTranslations },
  lang: Language,
): { name: string; description?: string } {
  const own = lang === 'en' ? undefined : item.translations[lang];
  return { name: own?.name || item.name, description: own?.description || item.description };
}
