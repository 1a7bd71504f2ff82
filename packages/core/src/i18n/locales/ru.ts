import type { LocaleOf } from '../locale-shape';
import type { uz } from './uz';

export const ru: LocaleOf<typeof uz> = {
  language: {
    uz: 'O‘zbekcha',
    en: 'English',
    ru: 'Русский',
  },
  theme: {
    light: 'Светлая',
    dark: 'Тёмная',
    system: 'Системная',
  },
  timeZone: {
    tashkent: 'UTC+5 Ташкент',
    moscow: 'UTC+3 Москва',
    london: 'UTC+0 Лондон',
    new_york: 'UTC-5 Нью-Йорк',
    browser: 'Время браузера',
  },
  session: {
    expired: 'Сессия истекла, пожалуйста, войдите снова.',
    expiresSoon_one: 'Сессия истечёт через {{count}} минуту',
    expiresSoon_few: 'Сессия истечёт через {{count}} минуты',
    expiresSoon_many: 'Сессия истечёт через {{count}} минут',
    expiresSoon_other: 'Сессия истечёт через {{count}} минут',
  },
};
