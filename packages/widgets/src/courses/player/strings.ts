// Strings of the course player (namespace `course-player`). Lesson marks, access lines and
// Buy / Buy again are the shared `courses` strings of ui.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  loading: 'Dars yuklanmoqda…',
  loadFailed: "Kursni yuklab bo'lmadi",
  retry: 'Qaytadan urinish',
  noLessons: "Bu kursda hali dars yo'q",
  lessons: 'Darslar',
  previous: 'Oldingi dars',
  next: 'Keyingi dars',
  markComplete: "Ko'rilgan deb belgilash",
  completed: "Ko'rilgan",
  markFailed: "Darsni belgilab bo'lmadi. Iltimos, qaytadan urinib ko'ring.",
  speed: 'Tezlik',
  keys: "Probel: ijro/pauza · ←/→: 5 soniya · F: to'liq ekran",
  videoFailed: "Videoni yuklab bo'lmadi",
  locked: {
    title: 'Bu dars yopiq',
    text: "Ko'rish uchun «{{module}}» modulini sotib oling.",
  },
  signInText: "Darslarni ko'rish uchun Savdo hisobingizga kiring.",
  signIn: 'Kirish',
  backToCourse: 'Kursga qaytish',
};

const en: LocaleOf<typeof uz> = {
  loading: 'Loading the lesson…',
  loadFailed: 'Could not load the course',
  retry: 'Try again',
  noLessons: 'This course has no lessons yet',
  lessons: 'Lessons',
  previous: 'Previous lesson',
  next: 'Next lesson',
  markComplete: 'Mark as complete',
  completed: 'Completed',
  markFailed: 'Could not mark the lesson. Please try again.',
  speed: 'Speed',
  keys: 'Space: play/pause · ←/→: 5 seconds · F: full screen',
  videoFailed: 'Could not load the video',
  locked: {
    title: 'This lesson is locked',
    text: 'Buy the module “{{module}}” to watch it.',
  },
  signInText: 'Sign in to your Savdo account to watch the lessons.',
  signIn: 'Sign in',
  backToCourse: 'Back to the course',
};

const ru: LocaleOf<typeof uz> = {
  loading: 'Загружаем урок…',
  loadFailed: 'Не удалось загрузить курс',
  retry: 'Попробовать снова',
  noLessons: 'В этом курсе пока нет уроков',
  lessons: 'Уроки',
  previous: 'Предыдущий урок',
  next: 'Следующий урок',
  markComplete: 'Отметить как просмотренный',
  completed: 'Просмотрен',
  markFailed: 'Не удалось отметить урок. Пожалуйста, попробуйте снова.',
  speed: 'Скорость',
  keys: 'Пробел: пуск/пауза · ←/→: 5 секунд · F: полный экран',
  videoFailed: 'Не удалось загрузить видео',
  locked: {
    title: 'Этот урок закрыт',
    text: 'Купите модуль «{{module}}», чтобы посмотреть его.',
  },
  signInText: 'Войдите в аккаунт Savdo, чтобы смотреть уроки.',
  signIn: 'Войти',
  backToCourse: 'Назад к курсу',
};

export const coursePlayerStrings = widgetStrings('course-player', { uz, en, ru });
export const COURSE_PLAYER_NAMESPACE = coursePlayerStrings.namespace;
