// Strings of the course catalog (namespace `course-catalog`). Levels, bands, "Free" and the
// minutes and lessons counts are the shared `courses` strings of ui.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: 'Video kurslar',
  filters: {
    level: 'Daraja',
    allLevels: 'Barcha darajalar',
    price: 'Narx',
    allPrices: 'Barchasi',
    free: 'Bepul',
    paid: 'Pullik',
    search: 'Qidirish',
    searchPlaceholder: 'Kurs nomi',
  },
  loading: 'Kurslar yuklanmoqda…',
  loadFailed: "Kurslarni yuklab bo'lmadi",
  retry: 'Qaytadan urinish',
  empty: "Hozircha kurslar yo'q",
  emptyFiltered: 'Bu filtrlarga mos kurs topilmadi',
  clearFilters: 'Filtrlarni tozalash',
  pager: {
    label: 'Sahifalar',
    previous: 'Oldingi',
    next: 'Keyingi',
    page: '{{page}} / {{pages}}',
  },
  found: 'Topilgan kurslar: {{count}}',
};

const en: LocaleOf<typeof uz> = {
  title: 'Video courses',
  filters: {
    level: 'Level',
    allLevels: 'All levels',
    price: 'Price',
    allPrices: 'All',
    free: 'Free',
    paid: 'Paid',
    search: 'Search',
    searchPlaceholder: 'Course title',
  },
  loading: 'Loading the courses…',
  loadFailed: 'Could not load the courses',
  retry: 'Try again',
  empty: 'No courses yet',
  emptyFiltered: 'No course matches these filters',
  clearFilters: 'Clear filters',
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: '{{page}} / {{pages}}',
  },
  found: 'Courses found: {{count}}',
};

const ru: LocaleOf<typeof uz> = {
  title: 'Видеокурсы',
  filters: {
    level: 'Уровень',
    allLevels: 'Все уровни',
    price: 'Цена',
    allPrices: 'Все',
    free: 'Бесплатные',
    paid: 'Платные',
    search: 'Поиск',
    searchPlaceholder: 'Название курса',
  },
  loading: 'Загружаем курсы…',
  loadFailed: 'Не удалось загрузить курсы',
  retry: 'Попробовать снова',
  empty: 'Курсов пока нет',
  emptyFiltered: 'Нет курсов по этим фильтрам',
  clearFilters: 'Сбросить фильтры',
  pager: {
    label: 'Страницы',
    previous: 'Назад',
    next: 'Вперёд',
    page: '{{page}} / {{pages}}',
  },
  found: 'Найдено курсов: {{count}}',
};

export const courseCatalogStrings = widgetStrings('course-catalog', { uz, en, ru });
export const COURSE_CATALOG_NAMESPACE = courseCatalogStrings.namespace;
