// Strings of the copy-trading page (namespace `copy-trading`). The figures come from the
// contract's COPY_TRADING and are put in, never typed into a sentence.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: 'Kopi-treyding',
  intro: "Tajribali treyderlarning strategiyalarini o'z hisobingizda avtomatik takrorlang.",
  monthly: 'Oylik daromad: {{min}}% dan {{max}}% gacha',
  risk: 'Har bir bitim riski: {{min}}% dan {{max}}% gacha',
  responsibility: "Foyda va zarar to'liq foydalanuvchining javobgarligida.",
  disclosure:
    "O'tgan natijalar kelajakdagi natijalarni kafolatlamaydi. Ko'rsatkichlar saqlangan bitimlardan hisoblangan.",
  strategies: 'Strategiyalar',
  riskScore: 'Risk darajasi: {{score}} / 10',
  months: '{{count}} oy',
  followers: 'Kuzatuvchilar: {{count}}',
  loading: 'Strategiyalar yuklanmoqda…',
  loadFailed: "Strategiyalarni yuklab bo'lmadi. Qaytadan urinib ko'ring.",
  retry: 'Qaytadan urinish',
  empty: "Hozircha strategiyalar yo'q",
};

const en: LocaleOf<typeof uz> = {
  title: 'Copy trading',
  intro: "Copy experienced traders' strategies automatically on your own account.",
  monthly: 'Monthly profit from {{min}}% to {{max}}%',
  risk: 'Risk per trade from {{min}}% to {{max}}%',
  responsibility: "Profit and loss are entirely the user's responsibility.",
  disclosure:
    'Past performance does not guarantee future results. The figures are computed from stored trades.',
  strategies: 'Strategies',
  riskScore: 'Risk score: {{score}} / 10',
  months: '{{count}} months',
  followers: 'Followers: {{count}}',
  loading: 'Loading the strategies…',
  loadFailed: 'Failed to load strategies. Please try again.',
  retry: 'Try again',
  empty: 'No strategies yet',
};

const ru: LocaleOf<typeof uz> = {
  title: 'Копи-трейдинг',
  intro: 'Автоматически повторяйте стратегии опытных трейдеров на своём счёте.',
  monthly: 'Ежемесячная прибыль от {{min}}% до {{max}}%',
  risk: 'Риск на сделку от {{min}}% до {{max}}%',
  responsibility: 'Прибыль и убытки полностью на ответственности пользователя.',
  disclosure:
    'Прошлые результаты не гарантируют будущих. Показатели рассчитаны по сохранённым сделкам.',
  strategies: 'Стратегии',
  riskScore: 'Уровень риска: {{score}} / 10',
  months: '{{count}} мес.',
  followers: 'Подписчиков: {{count}}',
  loading: 'Загружаем стратегии…',
  loadFailed: 'Не удалось загрузить стратегии. Попробуйте ещё раз.',
  retry: 'Попробовать снова',
  empty: 'Стратегий пока нет',
};

export const copyTradingStrings = widgetStrings('copy-trading', { uz, en, ru });
export const COPY_TRADING_NAMESPACE = copyTradingStrings.namespace;
