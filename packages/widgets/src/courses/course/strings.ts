// Strings of the course page (namespace `course`). Levels, bands, access lines, Buy / Buy again
// and lesson marks are the shared `courses` strings of ui.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  loading: 'Kurs yuklanmoqda…',
  loadFailed: "Kursni yuklab bo'lmadi",
  modulesFailed: "Modullarni yuklab bo'lmadi",
  notFound: 'Kurs topilmadi',
  retry: 'Qaytadan urinish',
  modules: 'Modullar',
  noModules: "Bu kursda hali modul yo'q",
  start: "Ko'rishni boshlash",
  continue: "Ko'rishni davom ettirish",
  signInToBuy: 'Sotib olish uchun kiring',
  lessonCount: '{{count}} ta dars',
  pager: { previous: 'Oldingi modullar', next: 'Keyingi modullar' },
};

const en: LocaleOf<typeof uz> = {
  loading: 'Loading the course…',
  loadFailed: 'Could not load the course',
  modulesFailed: 'Could not load the modules',
  notFound: 'Course not found',
  retry: 'Try again',
  modules: 'Modules',
  noModules: 'This course has no modules yet',
  start: 'Start watching',
  continue: 'Continue watching',
  signInToBuy: 'Sign in to buy',
  lessonCount: 'Lessons: {{count}}',
  pager: { previous: 'Previous modules', next: 'Next modules' },
};

const ru: LocaleOf<typeof uz> = {
  loading: 'Загружаем курс…',
  loadFailed: 'Не удалось загрузить курс',
  modulesFailed: 'Не удалось загрузить модули',
  notFound: 'Курс не найден',
  retry: 'Попробовать снова',
  modules: 'Модули',
  noModules: 'В этом курсе пока нет модулей',
  start: 'Начать просмотр',
  continue: 'Продолжить просмотр',
  signInToBuy: 'Войдите, чтобы купить',
  lessonCount: 'Уроков: {{count}}',
  pager: { previous: 'Предыдущие модули', next: 'Следующие модули' },
};

export const courseStrings = widgetStrings('course', { uz, en, ru });
export const COURSE_NAMESPACE = courseStrings.namespace;
