// Strings of the algo market (namespace `algo-market`). Types and figure names are the shared
// `algo` strings of ui (the load failure text).
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: 'Algo savdo',
  filters: {
    platform: 'Platforma',
    allPlatforms: 'Barcha platformalar',
    type: 'Turi',
    allTypes: 'Barcha turlar',
    maxPrice: "Maks. narx (so'm)",
    sort: 'Saralash',
  },
  sort: { gain: "Daromad bo'yicha", drawdown: "Pasayish bo'yicha", popularity: 'Ommaboplik' },
  loading: 'Ekspert maslahatchilar yuklanmoqda…',
  loadFailed: "Ekspert maslahatchilarni yuklab bo'lmadi. Qaytadan urinib ko'ring.",
  retry: 'Qaytadan urinish',
  empty: "Hozircha ekspert maslahatchilar yo'q",
  emptyFiltered: 'Bu filtrlarga mos ekspert maslahatchi topilmadi',
  clearFilters: 'Filtrlarni tozalash',
  purchased: 'Sotib olingan',
  by: 'Muallif: {{author}}',
  reviews: 'sharhlar: {{count}}',
  pager: { label: 'Sahifalar', previous: 'Oldingi', next: 'Keyingi', page: '{{page}} / {{pages}}' },
  found: 'Topilgan ekspert maslahatchilar: {{count}}',
};

const en: LocaleOf<typeof uz> = {
  title: 'Algo trading',
  filters: {
    platform: 'Platform',
    allPlatforms: 'All platforms',
    type: 'Type',
    allTypes: 'All types',
    maxPrice: 'Max price (UZS)',
    sort: 'Sort by',
  },
  sort: { gain: 'Gain', drawdown: 'Drawdown', popularity: 'Popularity' },
  loading: 'Loading the expert advisors…',
  loadFailed: 'Failed to load expert advisors. Please try again.',
  retry: 'Try again',
  empty: 'No expert advisors yet',
  emptyFiltered: 'No expert advisor matches these filters',
  clearFilters: 'Clear filters',
  purchased: 'Purchased',
  by: 'By {{author}}',
  reviews: 'reviews: {{count}}',
  pager: { label: 'Pages', previous: 'Previous', next: 'Next', page: '{{page}} / {{pages}}' },
  found: 'Expert advisors found: {{count}}',
};

const ru: LocaleOf<typeof uz> = {
  title: 'Алготрейдинг',
  filters: {
    platform: 'Платформа',
    allPlatforms: 'Все платформы',
    type: 'Тип',
    allTypes: 'Все типы',
    maxPrice: 'Макс. цена (сум)',
    sort: 'Сортировка',
  },
  sort: { gain: 'По приросту', drawdown: 'По просадке', popularity: 'По популярности' },
  loading: 'Загружаем советников…',
  loadFailed: 'Не удалось загрузить советников. Попробуйте ещё раз.',
  retry: 'Попробовать снова',
  empty: 'Советников пока нет',
  emptyFiltered: 'Нет советников по этим фильтрам',
  clearFilters: 'Сбросить фильтры',
  purchased: 'Куплен',
  by: 'Автор: {{author}}',
  reviews: 'отзывов: {{count}}',
  pager: { label: 'Страницы', previous: 'Назад', next: 'Вперёд', page: '{{page}} / {{pages}}' },
  found: 'Найдено советников: {{count}}',
};

export const algoMarketStrings = widgetStrings('algo-market', { uz, en, ru });
export const ALGO_MARKET_NAMESPACE = algoMarketStrings.namespace;
