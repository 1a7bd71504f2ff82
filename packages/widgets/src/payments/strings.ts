// Strings of the payments widgets: the top-up form and the return page's payment status
// (namespace `top-up`), and the balance history (namespace `balance-history`). Amounts and dates
// are put in already formatted (formatUzs, formatDateTime), so the currency suffix follows
// decision 14 in every language.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const topUpUz = {
  title: "Balansni to'ldirish",
  productName: "Balansni to'ldirish",
  amountLabel: 'Summa',
  amountHint: 'Eng kam summa: {{min}}',
  quickAmounts: 'Tez tanlash',
  providerLegend: "To'lov usuli",
  providers: {
    payme: { name: 'Payme', note: 'Hamyon va bank kartalari' },
    click: { name: 'Click', note: 'Uzcard va Humo kartalari' },
  },
  submit: "To'lovga o'tish",
  problems: {
    required: 'Summani kiriting',
    notWhole: "Summa butun so'mda, faqat raqamlar bilan kiritilishi kerak",
    belowMinimum: "Eng kam to'ldirish summasi — {{min}}",
    aboveMaximum: "Bir martada eng ko'pi bilan {{max}} to'ldirish mumkin",
  },
  failed: "To'lov havolasini olib bo'lmadi. Iltimos, qaytadan urinib ko'ring.",
  signInText: "Balansni to'ldirish uchun Savdo hisobingizga kiring.",
  signIn: 'Kirish',
  status: {
    label: "To'lov holati",
    checking: "To'lov tekshirilmoqda…",
    pending: "To'lov kutilmoqda",
    pendingText: "Provayder to'lovni tasdiqlashi bilan balansingiz yangilanadi.",
    paid: "To'lov qabul qilindi",
    paidText: '{{amount}} balansingizga tushdi.',
    newBalance: 'Yangi balans: {{balance}}',
    failed: "To'lov amalga oshmadi. Iltimos, qaytadan urinib ko'ring.",
    timedOut: "To'lov hali tasdiqlanmadi",
    timedOutText:
      "Bu bir necha daqiqa olishi mumkin. To'lov tushishi bilan balansingiz o'zi yangilanadi.",
    checkAgain: 'Qayta tekshirish',
    notFound: "Bu to'lov topilmadi",
    loadFailed: "To'lov holatini yuklab bo'lmadi",
    noOrder: "Ko'rsatiladigan to'lov yo'q",
    order: 'Buyurtma №{{id}}',
    dashboard: 'Bosh sahifaga',
    topUpAgain: "Yana to'ldirish",
    retry: 'Qaytadan urinish',
  },
};

const topUpEn: LocaleOf<typeof topUpUz> = {
  title: 'Top up balance',
  productName: 'Balance top-up',
  amountLabel: 'Amount',
  amountHint: 'Minimum: {{min}}',
  quickAmounts: 'Quick amounts',
  providerLegend: 'Payment method',
  providers: {
    payme: { name: 'Payme', note: 'Wallet and bank cards' },
    click: { name: 'Click', note: 'Uzcard and Humo cards' },
  },
  submit: 'Continue to payment',
  problems: {
    required: 'Enter an amount',
    notWhole: 'Enter a whole number of UZS, digits only',
    belowMinimum: 'The minimum top-up is {{min}}',
    aboveMaximum: 'At most {{max}} in one top-up',
  },
  failed: 'Could not get a payment link. Please try again.',
  signInText: 'Sign in to your Savdo account to top up your balance.',
  signIn: 'Sign in',
  status: {
    label: 'Payment status',
    checking: 'Checking the payment…',
    pending: 'Waiting for the payment',
    pendingText: 'Your balance updates as soon as the provider confirms the payment.',
    paid: 'Payment received',
    paidText: '{{amount}} was added to your balance.',
    newBalance: 'New balance: {{balance}}',
    failed: 'Payment failed. Please try again.',
    timedOut: 'The payment is not confirmed yet',
    timedOutText:
      'This can take a few minutes. Your balance updates by itself when the payment lands.',
    checkAgain: 'Check again',
    notFound: 'This payment was not found',
    loadFailed: 'Could not load the payment status',
    noOrder: 'There is no payment to show',
    order: 'Order #{{id}}',
    dashboard: 'Go to dashboard',
    topUpAgain: 'Top up again',
    retry: 'Try again',
  },
};

const topUpRu: LocaleOf<typeof topUpUz> = {
  title: 'Пополнение баланса',
  productName: 'Пополнение баланса',
  amountLabel: 'Сумма',
  amountHint: 'Минимум: {{min}}',
  quickAmounts: 'Быстрый выбор',
  providerLegend: 'Способ оплаты',
  providers: {
    payme: { name: 'Payme', note: 'Кошелёк и банковские карты' },
    click: { name: 'Click', note: 'Карты Uzcard и Humo' },
  },
  submit: 'Перейти к оплате',
  problems: {
    required: 'Введите сумму',
    notWhole: 'Введите целое число сумов, только цифры',
    belowMinimum: 'Минимальная сумма пополнения — {{min}}',
    aboveMaximum: 'За один раз можно пополнить не более чем на {{max}}',
  },
  failed: 'Не удалось получить ссылку на оплату. Пожалуйста, попробуйте снова.',
  signInText: 'Войдите в аккаунт Savdo, чтобы пополнить баланс.',
  signIn: 'Войти',
  status: {
    label: 'Статус платежа',
    checking: 'Проверяем платёж…',
    pending: 'Ожидаем платёж',
    pendingText: 'Баланс обновится, как только провайдер подтвердит платёж.',
    paid: 'Платёж получен',
    paidText: '{{amount}} зачислено на баланс.',
    newBalance: 'Новый баланс: {{balance}}',
    failed: 'Платёж не прошёл. Пожалуйста, попробуйте снова.',
    timedOut: 'Платёж ещё не подтверждён',
    timedOutText: 'Это может занять несколько минут. Баланс обновится сам, когда платёж поступит.',
    checkAgain: 'Проверить снова',
    notFound: 'Платёж не найден',
    loadFailed: 'Не удалось загрузить статус платежа',
    noOrder: 'Нет платежа для показа',
    order: 'Заказ №{{id}}',
    dashboard: 'На главную',
    topUpAgain: 'Пополнить ещё',
    retry: 'Попробовать снова',
  },
};

export const topUpStrings = widgetStrings('top-up', { uz: topUpUz, en: topUpEn, ru: topUpRu });
export const TOP_UP_NAMESPACE = topUpStrings.namespace;

// The balance history (ledger).
const historyUz = {
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

const historyEn: LocaleOf<typeof historyUz> = {
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

const historyRu: LocaleOf<typeof historyUz> = {
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

export const balanceHistoryStrings = widgetStrings('balance-history', {
  uz: historyUz,
  en: historyEn,
  ru: historyRu,
});
export const BALANCE_HISTORY_NAMESPACE = balanceHistoryStrings.namespace;
