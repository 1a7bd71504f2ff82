/** The demo bots (docs/decisions/0181-expert-advisors-and-the-bridge-key.md): names, texts in three languages, platforms, a trading temperament. */
import type { AlgoBotType, AlgoPlatform, AlgoTranslations } from '@savdo/contract';

export interface DemoBot {
  name: string;
  author: string;
  version: string;
  type: AlgoBotType;
  platforms: AlgoPlatform[];
  description: string;
  translations: AlgoTranslations;
  symbols: string[];
  /** Probability a trade wins, and the typical win and loss in USD on a 10,000 account. */
  winRate: number;
  win: number;
  loss: number;
  tradesPerDay: number;
}

export const DEMO_BOTS: DemoBot[] = [
  {
    name: 'Trend Rider',
    author: 'Savdo Labs',
    version: '2.3',
    type: 'trend',
    platforms: ['MT4', 'MT5'],
    description: 'Follows the daily trend on major pairs with a trailing stop.',
    translations: {
      uz: {
        name: 'Trend Rider',
        description: 'Asosiy juftliklarda kunlik trend bo‘yicha savdo qiladi.',
      },
      ru: {
        name: 'Trend Rider',
        description: 'Следует дневному тренду по основным парам с трейлинг-стопом.',
      },
    },
    symbols: ['EURUSD', 'GBPUSD', 'USDJPY'],
    winRate: 0.45,
    win: 120,
    loss: 70,
    tradesPerDay: 1.5,
  },
  {
    name: 'Gold Scalper',
    author: 'Tashkent Quant',
    version: '1.8',
    type: 'scalping',
    platforms: ['MT5'],
    description: 'Short trades on gold during the London and New York sessions.',
    translations: {
      uz: {
        name: 'Oltin Skalper',
        description: 'London va Nyu-York sessiyalarida oltin bo‘yicha qisqa savdolar.',
      },
      ru: {
        name: 'Золотой скальпер',
        description: 'Короткие сделки по золоту в Лондонскую и Нью-Йоркскую сессии.',
      },
    },
    symbols: ['XAUUSD'],
    winRate: 0.62,
    win: 35,
    loss: 45,
    tradesPerDay: 5,
  },
  {
    name: 'Calm Grid',
    author: 'Savdo Labs',
    version: '3.0',
    type: 'grid',
    platforms: ['MT4'],
    description: 'A cautious grid on range-bound crosses, with a hard equity stop.',
    translations: {
      uz: {
        name: 'Calm Grid',
        description: 'Yon harakatdagi kross-juftliklarda ehtiyotkor to‘r strategiyasi.',
      },
      ru: {
        name: 'Calm Grid',
        description: 'Осторожная сетка на боковых кроссах с жёстким стопом по эквити.',
      },
    },
    symbols: ['EURCHF', 'AUDNZD'],
    winRate: 0.78,
    win: 18,
    loss: 55,
    tradesPerDay: 3,
  },
  {
    name: 'Breakout Hunter',
    author: 'Samarkand Algo',
    version: '1.2',
    type: 'breakout',
    platforms: ['MT4', 'MT5'],
    description: 'Trades the break of the Asian session range on indices and gold.',
    translations: {
      uz: {
        name: 'Breakout Hunter',
        description: 'Osiyo sessiyasi diapazonining yorib o‘tilishida savdo qiladi.',
      },
      ru: {
        name: 'Breakout Hunter',
        description: 'Торгует пробой диапазона азиатской сессии по индексам и золоту.',
      },
    },
    symbols: ['US30', 'NAS100', 'XAUUSD'],
    winRate: 0.4,
    win: 160,
    loss: 80,
    tradesPerDay: 1,
  },
];

/** Plans of every demo bot: 1 month, 3 months, lifetime (integer UZS). */
export const DEMO_PLANS = [
  { name: '1 month', labels: { uz: '1 oy', ru: '1 месяц' }, price: 290_000, duration_days: 30 },
  { name: '3 months', labels: { uz: '3 oy', ru: '3 месяца' }, price: 790_000, duration_days: 90 },
  {
    name: 'Lifetime',
    labels: { uz: 'Umrbod', ru: 'Навсегда' },
    price: 2_490_000,
    duration_days: null,
  },
] as const;
