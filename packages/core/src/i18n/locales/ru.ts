import type { uz } from './uz';

export const ru: typeof uz = {
  session: {
    expired: 'Сессия истекла, пожалуйста, войдите снова.',
    expiresSoon_one: 'Сессия истечёт через {{count}} минуту',
    expiresSoon_other: 'Сессия истечёт через {{count}} минут',
  },
};
