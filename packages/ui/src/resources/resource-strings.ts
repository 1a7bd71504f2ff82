// Strings the resource widgets share (namespace `resources`): the kinds, price and access
// labels, the buy action and its dialog. Titles and descriptions come from the answers, in the
// interface language; prices are put in already formatted.
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  kind: {
    pdf: 'PDF',
    article: 'Maqola',
    video: 'Video',
  },
  free: 'Bepul',
  owned: 'Sotib olingan',
  locked: 'Yopiq',
  featured: 'Tavsiya etiladi',
  readingTime: "{{count}} daqiqa o'qish",
  buy: 'Sotib olish',
  purchase: {
    title: 'Resursni sotib olish',
    forever: 'Bir marta sotib olinadi va doim ochiq qoladi',
    done: '«{{title}}» ochildi',
  },
};

const en: LocaleOf<typeof uz> = {
  kind: {
    pdf: 'PDF',
    article: 'Article',
    video: 'Video',
  },
  free: 'Free',
  owned: 'Purchased',
  locked: 'Locked',
  featured: 'Featured',
  readingTime: '{{count}} min read',
  buy: 'Buy',
  purchase: {
    title: 'Buy this resource',
    forever: 'Bought once, yours to keep',
    done: '“{{title}}” is unlocked',
  },
};

const ru: LocaleOf<typeof uz> = {
  kind: {
    pdf: 'PDF',
    article: 'Статья',
    video: 'Видео',
  },
  free: 'Бесплатно',
  owned: 'Куплено',
  locked: 'Закрыто',
  featured: 'Рекомендуем',
  readingTime: 'Чтение: {{count}} мин',
  buy: 'Купить',
  purchase: {
    title: 'Покупка материала',
    forever: 'Покупается один раз и остаётся у вас',
    done: '«{{title}}» открыт',
  },
};

export const resourcesStrings = widgetStrings('resources', { uz, en, ru });
export const RESOURCES_NAMESPACE = resourcesStrings.namespace;
