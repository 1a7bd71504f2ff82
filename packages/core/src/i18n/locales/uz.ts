// Uzbek strings of core (the interface default and fallback). Every key exists in en and ru too.
export const uz = {
  session: {
    expired: 'Sessiya muddati tugadi. Iltimos, qaytadan tizimga kiring.',
    expiresSoon_one: 'Sessiya {{count}} daqiqadan so‘ng tugaydi',
    expiresSoon_other: 'Sessiya {{count}} daqiqadan so‘ng tugaydi',
  },
};
