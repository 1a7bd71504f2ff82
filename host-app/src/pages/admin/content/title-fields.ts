// The dialog fields and body part a module's or a lesson's titles share: the main title and its
// uz and ru translations (CourseTranslationsSchema; an empty translation is left out).
import type { CourseTranslations } from '@savdo/contract';
import type { DialogField } from '../common/action-dialog';

export function translationFields(labels: { uz: string; ru: string }): DialogField[] {
  return [
    { name: 'uz', label: labels.uz },
    { name: 'ru', label: labels.ru },
  ];
}

export function translationsOf(values: Record<string, string>): CourseTranslations {
  const translations: CourseTranslations = {};
  const uz = (values.uz ?? '').trim();
  const ru = (values.ru ?? '').trim();
  if (uz) translations.uz = { title: uz };
  if (ru) translations.ru = { title: ru };
  return translations;
}

/** The dialog's starting texts for a record's translations. */
export function translationTexts(translations: CourseTranslations): Record<string, string> {
  return { uz: translations.uz?.title ?? '', ru: translations.ru?.title ?? '' };
}
