// Strings of the resource center (namespace `resource-center`). Kinds, "Free", "Purchased" and
// the reading time are the shared `resources` strings of ui.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: 'Resurslar markazi',
  featured: 'Tavsiya etilganlar',
  categories: 'Kategoriyalar',
  all: 'Barchasi',
  search: 'Qidirish',
  searchPlaceholder: 'Sarlavha yoki tavsif',
  loading: 'Resurslar yuklanmoqda…',
  loadFailed: "Resurslarni yuklab bo'lmadi",
  retry: 'Qaytadan urinish',
  empty: "Hozircha resurslar yo'q",
  emptyFiltered: 'Bu filtrlarga mos resurs topilmadi',
  clearFilters: 'Filtrlarni tozalash',
  found: 'Topilgan resurslar: {{count}}',
  pager: {
    label: 'Sahifalar',
    previous: 'Oldingi',
    next: 'Keyingi',
    page: '{{page}} / {{pages}}',
  },
  signIn: 'Resurslar markazi tizimga kirgan foydalanuvchilar uchun ochiq.',
  signInLink: 'Kirish',
};

const en: LocaleOf<typeof uz> = {
  title: 'Resource center',
  featured: 'Featured',
  categories: 'Categories',
  all: 'All',
  search: 'Search',
  searchPlaceholder: 'Title or description',
  loading: 'Loading the resources…',
  loadFailed: 'Could not load the resources',
  retry: 'Try again',
  empty: 'No resources yet',
  emptyFiltered: 'No resource matches these filters',
  clearFilters: 'Clear filters',
  found: 'Resources found: {{count}}',
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    page: '{{page}} / {{pages}}',
  },
  signIn: 'The resource center is open to signed-in users.',
  signInLink: 'Sign in',
};

const ru: LocaleOf<typeof uz> = {
  title: 'Центр ресурсов',
  featured: 'Рекомендуем',
  categories: 'Категории',
  all: 'Все',
  search: 'Поиск',
  searchPlaceholder: 'Название или описание',
  loading: 'Загружаем материалы…',
  loadFailed: 'Не удалось загрузить материалы',
  retry: 'Повторить',
  empty: 'Материалов пока нет',
  emptyFiltered: 'Нет материалов по этим фильтрам',
  clearFilters: 'Сбросить фильтры',
  found: 'Найдено материалов: {{count}}',
  pager: {
    label: 'Страницы',
    previous: 'Назад',
    next: 'Вперёд',
    page: '{{page}} / {{pages}}',
  },
  signIn: 'Центр материалов открыт для вошедших пользователей.',
  signInLink: 'Войти',
};

export const resourceCenterStrings = widgetStrings('resource-center', { uz, en, ru });
export const RESOURCE_CENTER_NAMESPACE = resourceCenterStrings.namespace;
