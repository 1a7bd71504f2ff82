// Recipe (widget) step: strings, uz the source, en and ru typed as its shape.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: 'Kuzatuv ro‘yxati',
  empty: 'Ro‘yxat bo‘sh',
  failed: 'Ro‘yxatni yuklab bo‘lmadi',
  direction: { long: 'Xarid', short: 'Sotuv', neutral: 'Neytral' },
};
const en: LocaleOf<typeof uz> = {
  title: 'Watchlist',
  empty: 'Nothing on your watchlist yet',
  failed: 'Failed to load the watchlist',
  direction: { long: 'Long', short: 'Short', neutral: 'Neutral' },
};
const ru: LocaleOf<typeof uz> = {
  title: 'Список наблюдения',
  empty: 'Список пуст',
  failed: 'Не удалось загрузить список',
  direction: { long: 'Покупка', short: 'Продажа', neutral: 'Нейтрально' },
};

export const watchlistStrings = widgetStrings('example-watchlist', { uz, en, ru });
