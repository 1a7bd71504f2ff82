// Strings of the dashboard banner carousel (namespace `banners`); the banners' titles come from
// the server in the reader's language.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  label: 'Aksiyalar',
  previous: 'Oldingi banner',
  next: 'Keyingi banner',
  goTo: '{{count}}-bannerga o‘tish',
  pause: "Aylantirishni to'xtatish",
  play: 'Aylantirishni davom ettirish',
  open: 'Batafsil',
  loadFailed: "Bannerlarni yuklab bo'lmadi",
  retry: 'Qaytadan urinish',
};

const en: LocaleOf<typeof uz> = {
  label: 'Promotions',
  previous: 'Previous banner',
  next: 'Next banner',
  goTo: 'Go to banner {{count}}',
  pause: 'Pause the rotation',
  play: 'Resume the rotation',
  open: 'Learn more',
  loadFailed: 'Failed to load banners',
  retry: 'Try again',
};

const ru: LocaleOf<typeof uz> = {
  label: 'Акции',
  previous: 'Предыдущий баннер',
  next: 'Следующий баннер',
  goTo: 'Перейти к баннеру {{count}}',
  pause: 'Остановить прокрутку',
  play: 'Продолжить прокрутку',
  open: 'Подробнее',
  loadFailed: 'Не удалось загрузить баннеры',
  retry: 'Попробовать снова',
};

export const bannersStrings = widgetStrings('banners', { uz, en, ru });
export const BANNERS_NAMESPACE = bannersStrings.namespace;
