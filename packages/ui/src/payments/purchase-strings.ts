// Strings of the purchase confirmation dialog (namespace `purchase`). Amounts are put in already
// formatted (formatUzs); the insufficient-balance sentence is not here: it is the contract's
// (contract's error-messages.ts, with its uz and ru wording), so the dialog and the server's 402
// say the same.
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  title: 'Xaridni tasdiqlang',
  price: 'Narxi',
  credit: 'Hisobga olinadigan summa',
  charge: "To'lanadi",
  balance: 'Joriy balans',
  balanceAfter: "Xariddan so'ng balans",
  confirm: 'Tasdiqlash',
  cancel: 'Bekor qilish',
  topUp: "Balansni to'ldirish",
  failed: "Xaridni amalga oshirib bo'lmadi. Iltimos, qaytadan urinib ko'ring.",
};

const en: LocaleOf<typeof uz> = {
  title: 'Confirm purchase',
  price: 'Price',
  credit: 'Credit',
  charge: 'To pay',
  balance: 'Current balance',
  balanceAfter: 'Balance after purchase',
  confirm: 'Confirm',
  cancel: 'Cancel',
  topUp: 'Top up balance',
  failed: 'The purchase did not go through. Please try again.',
};

const ru: LocaleOf<typeof uz> = {
  title: 'Подтвердите покупку',
  price: 'Цена',
  credit: 'Зачёт',
  charge: 'К оплате',
  balance: 'Текущий баланс',
  balanceAfter: 'Баланс после покупки',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  topUp: 'Пополнить баланс',
  failed: 'Покупка не прошла. Пожалуйста, попробуйте снова.',
};

export const purchaseStrings = widgetStrings('purchase', { uz, en, ru });
