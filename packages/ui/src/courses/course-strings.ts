// Strings the course widgets share (namespace `courses`): levels, progress bands, a module's
// access and its buy actions, lesson marks. Course, module and lesson titles come from the
// answers (their `translations`); prices and dates are put in already formatted.
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  level: {
    beginner: "Boshlang'ich",
    intermediate: "O'rta",
    advanced: 'Yuqori',
  },
  band: {
    just_started: 'Endi boshlandi',
    in_progress: 'Jarayonda',
    almost_done: 'Deyarli tugadi',
    completed: 'Tugallandi',
  },
  progress: '{{percent}}% tugallandi',
  free: 'Bepul',
  minutes: '{{count}} daq',
  lessons: '{{count}} ta dars',
  access: {
    until_one: '{{date}} gacha ochiq ({{count}} kun qoldi)',
    until_other: '{{date}} gacha ochiq ({{count}} kun qoldi)',
    expired: 'Kirish muddati {{date}} kuni tugagan',
    free: 'Bepul modul',
    never: '{{days}} kunlik kirish uchun sotib oling',
  },
  buy: 'Sotib olish',
  buyAgain: 'Qayta sotib olish',
  mark: {
    completed: "Ko'rilgan",
    free: "Bepul ko'rish",
    unlocked: 'Ochiq',
    locked: 'Yopiq',
  },
  purchase: {
    title: 'Modulni sotib olish',
    again: 'Modulga kirishni uzaytirish',
    period: '{{days}} kunlik kirish',
    extends: 'Kirish {{date}} dan {{days}} kunga uzaytiriladi',
    done: '{{module}} moduli ochildi',
  },
};

const en: LocaleOf<typeof uz> = {
  level: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
  },
  band: {
    just_started: 'Just started',
    in_progress: 'In progress',
    almost_done: 'Almost done',
    completed: 'Completed',
  },
  progress: '{{percent}}% completed',
  free: 'Free',
  minutes: '{{count}} min',
  lessons: 'Lessons: {{count}}',
  access: {
    until_one: 'Access until {{date}} ({{count}} day left)',
    until_other: 'Access until {{date}} ({{count}} days left)',
    expired: 'Access ended on {{date}}',
    free: 'Free module',
    never: 'Buy for {{days}} days of access',
  },
  buy: 'Buy',
  buyAgain: 'Buy again',
  mark: {
    completed: 'Completed',
    free: 'Free preview',
    unlocked: 'Unlocked',
    locked: 'Locked',
  },
  purchase: {
    title: 'Buy the module',
    again: 'Extend access to the module',
    period: '{{days}} days of access',
    extends: 'Access extends by {{days}} days from {{date}}',
    done: '{{module}} is unlocked',
  },
};

const ru: LocaleOf<typeof uz> = {
  level: {
    beginner: 'Начальный',
    intermediate: 'Средний',
    advanced: 'Продвинутый',
  },
  band: {
    just_started: 'Только начат',
    in_progress: 'В процессе',
    almost_done: 'Почти завершён',
    completed: 'Завершён',
  },
  progress: 'Пройдено {{percent}}%',
  free: 'Бесплатно',
  minutes: '{{count}} мин',
  lessons: 'Уроков: {{count}}',
  access: {
    until_one: 'Доступ до {{date}} (остался {{count}} день)',
    until_few: 'Доступ до {{date}} (осталось {{count}} дня)',
    until_many: 'Доступ до {{date}} (осталось {{count}} дней)',
    until_other: 'Доступ до {{date}} (осталось {{count}} дня)',
    expired: 'Доступ закончился {{date}}',
    free: 'Бесплатный модуль',
    never: 'Купите доступ на {{days}} дней',
  },
  buy: 'Купить',
  buyAgain: 'Купить снова',
  mark: {
    completed: 'Просмотрен',
    free: 'Бесплатный просмотр',
    unlocked: 'Открыт',
    locked: 'Закрыт',
  },
  purchase: {
    title: 'Покупка модуля',
    again: 'Продление доступа к модулю',
    period: 'Доступ на {{days}} дней',
    extends: 'Доступ продлится на {{days}} дней с {{date}}',
    done: 'Модуль «{{module}}» открыт',
  },
};

export const coursesStrings = widgetStrings('courses', { uz, en, ru });
export const COURSES_NAMESPACE = coursesStrings.namespace;
