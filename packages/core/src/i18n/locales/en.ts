import type { LocaleOf } from '../locale-shape';
import type { uz } from './uz';

export const en: LocaleOf<typeof uz> = {
  language: {
    uz: 'O‘zbekcha',
    en: 'English',
    ru: 'Русский',
  },
  theme: {
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  timeZone: {
    tashkent: 'UTC+5 Tashkent',
    moscow: 'UTC+3 Moscow',
    london: 'UTC+0 London',
    new_york: 'UTC-5 New York',
    browser: 'Browser time',
  },
  session: {
    expired: 'Session expired, please login again',
    expiresSoon_one: 'Your session expires in {{count}} minute',
    expiresSoon_other: 'Your session expires in {{count}} minutes',
  },
};
