// Uzbek strings of core (the interface default and fallback). Every key exists in en and ru too.
export const uz = {
  /** Each language by its own name, so a visitor finds theirs whatever the current one is. */
  language: {
    uz: 'O‘zbekcha',
    en: 'English',
    ru: 'Русский',
  },
  theme: {
    light: 'Yorug‘',
    dark: 'Qorong‘i',
    system: 'Tizim',
  },
  timeZone: {
    tashkent: 'UTC+5 Toshkent',
    moscow: 'UTC+3 Moskva',
    london: 'UTC+0 London',
    new_york: 'UTC-5 Nyu-York',
    browser: 'Brauzer vaqti',
  },
  session: {
    expired: 'Sessiya muddati tugadi. Iltimos, qaytadan tizimga kiring.',
    expiresSoon_one: 'Sessiya {{count}} daqiqadan so‘ng tugaydi',
    expiresSoon_other: 'Sessiya {{count}} daqiqadan so‘ng tugaydi',
  },
};
