// Strings of the top-up and payment-status widgets (namespace `top-up`). Amounts are put in
// already formatted (formatUzs), so the currency suffix follows decision 14 in every language.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: "Balansni to'ldirish",
  productName: "Balansni to'ldirish",
  amountLabel: 'Summa',
  amountHint: "Eng kam summa: {{min}}",
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
    retry: "Qaytadan urinish",
  },
};

const en: LocaleOf<typeof uz> = {
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

const ru: LocaleOf<typeof uz> = {
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
    timedOutText:
      'Это может занять несколько минут. Баланс обновится сам, когда платёж поступит.',
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

export const topUpStrings = widgetStrings('top-up', { uz, en, ru });
export const TOP_UP_NAMESPACE = topUpStrings.namespace;
