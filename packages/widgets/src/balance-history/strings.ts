// Strings of the balance history widget (namespace `balance-history`). Amounts and dates are put
// in already formatted (formatUzs, formatDateTime), so decision 14's suffixes hold everywhere.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: 'Balans tarixi',
  columns: {
    date: 'Sana',
    amount: 'Summa',
    reason: 'Sabab',
    balanceAfter: 'Qoldiq',
  },
  loading: 'Balans tarixi yuklanmoqda…',
  empty: "Hali balans o'zgarishlari yo'q",
  emptyText: "Balansni to'ldirganingizda yoki xarid qilganingizda bu yerda ko'rinadi.",
  loadFailed: "Balans tarixini yuklab bo'lmadi",
  retry: 'Qaytadan urinish',
  pager: 'Sahifalar',
  previous: 'Oldingi',
  next: 'Keyingi',
  pageOf: '{{page}}-sahifa, jami {{pages}}',
  signInText: "Balans tarixini ko'rish uchun Savdo hisobingizga kiring.",
  signIn: 'Kirish',
};

const en: LocaleOf<typeof uz> = {
  title: 'Balance history',
  columns: {
    date: 'Date',
    amount: 'Amount',
    reason: 'Reason',
    balanceAfter: 'Balance after',
  },
  loading: 'Loading the balance history…',
  empty: 'No balance changes yet',
  emptyText: 'Top-ups and purchases show up here.',
  loadFailed: 'Could not load the balance history',
  retry: 'Try again',
  pager: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{pages}}',
  signInText: 'Sign in to your Savdo account to see your balance history.',
  signIn: 'Sign in',
};

const ru: LocaleOf<typeof uz> = {
  title: 'История баланса',
  columns: {
    date: 'Дата',
    amount: 'Сумма',
    reason: 'Причина',
    balanceAfter: 'Баланс после',
  },
  loading: 'Загружаем историю баланса…',
  empty: 'Изменений баланса пока нет',
  emptyText: 'Здесь появятся пополнения и покупки.',
  loadFailed: 'Не удалось загрузить историю баланса',
  retry: 'Попробовать снова',
  pager: 'Страницы',
  previous: 'Назад',
  next: 'Вперёд',
  pageOf: 'Страница {{page}} из {{pages}}',
  signInText: 'Войдите в аккаунт Savdo, чтобы увидеть историю баланса.',
  signIn: 'Войти',
};

export const balanceHistoryStrings = widgetStrings('balance-history', { uz, en, ru });
export const BALANCE_HISTORY_NAMESPACE = balanceHistoryStrings.namespace;
