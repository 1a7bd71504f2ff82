// Strings the algo widgets share (namespace `algo`): bot types, expert advisor statuses, the
// names of the verified figures and the algo purchases load failure (the terminal bridge's marks
// have their own, bridge-strings.ts, so a bot's page does not carry them). Bot names come from the answers (their `translations`).
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  type: {
    trend: 'Trend',
    scalping: 'Skalping',
    grid: 'Setka',
    breakout: 'Breakout',
    mean_reversion: "O'rtachaga qaytish",
  },
  status: {
    in_progress: 'Sozlanmoqda',
    active: 'Faol',
    deactivated: "O'chirilgan",
    paused: "To'xtatilgan",
    unknown: "Noma'lum",
  },
  metric: {
    gain: 'Daromad',
    drawdown: 'Maks. pasayish',
    profitFactor: 'Foyda omili',
    winRate: "G'alaba ulushi",
    trades: 'Bitimlar',
    priceFrom: 'Narxi (dan)',
    rating: 'Reyting',
  },
  noRating: "Baholar yo'q",
  liveSignal: 'Jonli hisob',
  equity: 'Balans egri chizig‘i',
  retry: 'Qaytadan urinish',
  purchasesLoadFailed: "Algo xaridlarni yuklab bo'lmadi. Qaytadan urinib ko'ring.",
};

const en: LocaleOf<typeof uz> = {
  type: {
    trend: 'Trend',
    scalping: 'Scalping',
    grid: 'Grid',
    breakout: 'Breakout',
    mean_reversion: 'Mean reversion',
  },
  status: {
    in_progress: 'Setting up',
    active: 'Active',
    deactivated: 'Deactivated',
    paused: 'Paused',
    unknown: 'Unknown',
  },
  metric: {
    gain: 'Gain',
    drawdown: 'Max drawdown',
    profitFactor: 'Profit factor',
    winRate: 'Win rate',
    trades: 'Trades',
    priceFrom: 'Price from',
    rating: 'Rating',
  },
  noRating: 'No ratings yet',
  liveSignal: 'Live account',
  equity: 'Equity curve',
  retry: 'Try again',
  purchasesLoadFailed: 'Failed to load algo purchases. Please try again.',
};

const ru: LocaleOf<typeof uz> = {
  type: {
    trend: 'Трендовый',
    scalping: 'Скальпинг',
    grid: 'Сетка',
    breakout: 'Пробой',
    mean_reversion: 'Возврат к среднему',
  },
  status: {
    in_progress: 'Настраивается',
    active: 'Активен',
    deactivated: 'Отключён',
    paused: 'Приостановлен',
    unknown: 'Неизвестно',
  },
  metric: {
    gain: 'Прирост',
    drawdown: 'Макс. просадка',
    profitFactor: 'Профит-фактор',
    winRate: 'Доля прибыльных',
    trades: 'Сделки',
    priceFrom: 'Цена от',
    rating: 'Рейтинг',
  },
  noRating: 'Оценок пока нет',
  liveSignal: 'Реальный счёт',
  equity: 'Кривая эквити',
  retry: 'Попробовать снова',
  purchasesLoadFailed: 'Не удалось загрузить покупки алгоботов. Попробуйте ещё раз.',
};

export const algoStrings = widgetStrings('algo', { uz, en, ru });
export const ALGO_NAMESPACE = algoStrings.namespace;
