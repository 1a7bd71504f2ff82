import type { uz } from './uz';

export const en: typeof uz = {
  session: {
    expired: 'Session expired, please login again',
    expiresSoon_one: 'Your session expires in {{count}} minute',
    expiresSoon_other: 'Your session expires in {{count}} minutes',
  },
};
