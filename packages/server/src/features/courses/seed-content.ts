/**
 * The demo courses (docs/decisions/0170-course-access-and-progress.md): a free beginner course, an
 * intermediate and an advanced paid one, in English (the rows' own text) with Uzbek and Russian
 * translations. Lessons play the bundled demo videos (`demo/lesson-01.webm` ... `-05.webm`, served
 * by the video feature).
 */
import type { CourseLevel, CourseTranslations } from '@savdo/contract';

export interface DemoLesson {
  title: string;
  translations: CourseTranslations;
  isFree?: boolean;
}

export interface DemoModule {
  title: string;
  translations: CourseTranslations;
  price: number;
  lessons: DemoLesson[];
}

export interface DemoCourse {
  title: string;
  description: string;
  translations: CourseTranslations;
  level: CourseLevel;
  isPaid: boolean;
  modules: DemoModule[];
}

const t = (uz: string, ru: string) => ({ uz: { title: uz }, ru: { title: ru } });

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Trading Basics: Your First Steps',
    description:
      'What a market is, which instruments you can trade, how an order becomes a trade, and how to read your first price chart. Free for everyone.',
    translations: {
      uz: {
        title: 'Treyding asoslari: birinchi qadamlar',
        description:
          "Bozor nima, qaysi instrumentlar bilan savdo qilish mumkin, buyurtma qanday qilib bitimga aylanadi va birinchi narx grafigini qanday o'qish kerak. Hamma uchun bepul.",
      },
      ru: {
        title: 'Основы трейдинга: первые шаги',
        description:
          'Что такое рынок, какими инструментами можно торговать, как заявка превращается в сделку и как читать первый ценовой график. Бесплатно для всех.',
      },
    },
    level: 'beginner',
    isPaid: false,
    modules: [
      {
        title: 'Markets and instruments',
        translations: t('Bozorlar va instrumentlar', 'Рынки и инструменты'),
        price: 0,
        lessons: [
          {
            title: 'What a financial market is',
            translations: t('Moliya bozori nima', 'Что такое финансовый рынок'),
          },
          {
            title: 'Stocks, currencies and crypto',
            translations: t('Aksiyalar, valyutalar va kripto', 'Акции, валюты и криптовалюты'),
          },
          {
            title: 'How a trade works: orders, spread and fees',
            translations: t(
              'Bitim qanday ishlaydi: buyurtmalar, spred va komissiyalar',
              'Как устроена сделка: заявки, спред и комиссии',
            ),
          },
        ],
      },
      {
        title: 'Your first chart',
        translations: t('Birinchi grafigingiz', 'Ваш первый график'),
        price: 0,
        lessons: [
          {
            title: 'Reading a candlestick',
            translations: t("Shamni o'qish", 'Как читать японскую свечу'),
          },
          {
            title: 'Timeframes: from minutes to months',
            translations: t(
              'Taymfreymlar: daqiqalardan oylargacha',
              'Таймфреймы: от минут до месяцев',
            ),
          },
          {
            title: 'Support and resistance',
            translations: t("Qo'llab-quvvatlash va qarshilik", 'Поддержка и сопротивление'),
          },
        ],
      },
    ],
  },
  {
    title: 'Technical Analysis in Practice',
    description:
      'Trends, chart patterns and the indicators traders actually use, put together into a setup with a clear entry, stop loss and target.',
    translations: {
      uz: {
        title: 'Amaliy texnik tahlil',
        description:
          'Trendlar, grafik figuralar va treyderlar haqiqatan foydalanadigan indikatorlar aniq kirish, stop-loss va maqsadga ega savdo rejasiga birlashtiriladi.',
      },
      ru: {
        title: 'Технический анализ на практике',
        description:
          'Тренды, графические фигуры и индикаторы, которыми действительно пользуются трейдеры, собранные в сетап с чётким входом, стоп-лоссом и целью.',
      },
    },
    level: 'intermediate',
    isPaid: true,
    modules: [
      {
        title: 'Trends and chart patterns',
        translations: t('Trendlar va grafik figuralar', 'Тренды и графические фигуры'),
        price: 49_000,
        lessons: [
          {
            title: 'Drawing trend lines',
            translations: t('Trend chiziqlarini chizish', 'Как строить линии тренда'),
            isFree: true,
          },
          {
            title: 'Head and shoulders, triangles, flags',
            translations: t(
              'Bosh va yelkalar, uchburchaklar, bayroqlar',
              'Голова и плечи, треугольники, флаги',
            ),
          },
          {
            title: 'Breakouts and false breakouts',
            translations: t('Yorib chiqishlar va soxta yorib chiqishlar', 'Пробои и ложные пробои'),
          },
        ],
      },
      {
        title: 'Indicators that matter',
        translations: t('Muhim indikatorlar', 'Индикаторы, которые важны'),
        price: 79_000,
        lessons: [
          {
            title: 'Moving averages',
            translations: t("Sirg'aluvchi o'rtachalar", 'Скользящие средние'),
          },
          {
            title: 'RSI and divergence',
            translations: t('RSI va divergensiya', 'RSI и дивергенция'),
          },
          { title: 'MACD', translations: t('MACD', 'MACD') },
        ],
      },
      {
        title: 'Building a setup',
        translations: t('Savdo rejasini tuzish', 'Как собрать сетап'),
        price: 99_000,
        lessons: [
          {
            title: 'Entry, stop loss and target',
            translations: t('Kirish, stop-loss va maqsad', 'Вход, стоп-лосс и цель'),
          },
          {
            title: 'Testing a setup on history',
            translations: t('Savdo rejasini tarixda sinash', 'Проверка сетапа на истории'),
          },
        ],
      },
    ],
  },
  {
    title: 'Risk Management and Trading Psychology',
    description:
      'How much to risk on one trade, how to size a position, and how to keep your discipline through a losing streak. For traders who already trade.',
    translations: {
      uz: {
        title: 'Risklarni boshqarish va treyding psixologiyasi',
        description:
          "Bitta bitimda qancha tavakkal qilish, pozitsiya hajmini qanday hisoblash va ketma-ket yo'qotishlarda intizomni qanday saqlash. Savdo qilayotgan treyderlar uchun.",
      },
      ru: {
        title: 'Управление рисками и психология трейдинга',
        description:
          'Сколько рисковать в одной сделке, как рассчитать размер позиции и как сохранить дисциплину в серии убытков. Для тех, кто уже торгует.',
      },
    },
    level: 'advanced',
    isPaid: true,
    modules: [
      {
        title: 'Position sizing',
        translations: t('Pozitsiya hajmi', 'Размер позиции'),
        price: 99_000,
        lessons: [
          {
            title: 'Risk per trade: the 1 % rule',
            translations: t('Bitimdagi risk: 1 % qoidasi', 'Риск на сделку: правило 1 %'),
            isFree: true,
          },
          {
            title: 'Calculating a position size',
            translations: t('Pozitsiya hajmini hisoblash', 'Расчёт размера позиции'),
          },
          {
            title: 'Risk-reward ratio',
            translations: t('Risk va foyda nisbati', 'Соотношение риска и прибыли'),
          },
        ],
      },
      {
        title: 'Trading psychology',
        translations: t('Treyding psixologiyasi', 'Психология трейдинга'),
        price: 149_000,
        lessons: [
          {
            title: 'Fear and greed',
            translations: t("Qo'rquv va ochko'zlik", 'Страх и жадность'),
          },
          {
            title: 'Keeping a trading journal',
            translations: t('Savdo kundaligini yuritish', 'Ведение дневника трейдера'),
          },
          {
            title: 'Rules for a losing streak',
            translations: t(
              "Ketma-ket yo'qotishlar uchun qoidalar",
              'Правила на случай серии убытков',
            ),
          },
          {
            title: 'Your trading plan',
            translations: t('Sizning savdo rejangiz', 'Ваш торговый план'),
          },
        ],
      },
    ],
  },
];
