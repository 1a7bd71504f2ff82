/**
 * The demo resource center: four categories and fifteen resources in Uzbek, Russian and English
 * (articles, PDFs committed in `packages/server/demo-media/resources/`, made by
 * `scripts/make-resource-pdfs.mjs`, and video links), free and paid, some featured. Listed
 * oldest first: the catalog shows the newest first.
 */
import type { Language, ResourceKind } from '@savdo/contract';
import type { ResourceTexts } from './texts';

export interface DemoCategory {
  name: string;
  titles: Record<Language, string>;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'basics',
    titles: { uz: 'Savdo asoslari', ru: 'Основы трейдинга', en: 'Trading basics' },
  },
  {
    name: 'technical-analysis',
    titles: { uz: 'Texnik tahlil', ru: 'Технический анализ', en: 'Technical analysis' },
  },
  {
    name: 'risk-management',
    titles: { uz: 'Risk boshqaruvi', ru: 'Управление рисками', en: 'Risk management' },
  },
  {
    name: 'psychology',
    titles: { uz: 'Savdo psixologiyasi', ru: 'Психология трейдинга', en: 'Trading psychology' },
  },
];

export interface DemoResource {
  kind: ResourceKind;
  category: string;
  price: number;
  featured?: boolean;
  /** A PDF's file in demo-media/resources/. */
  file?: string;
  video?: string;
  /**
   * A demo video the video service holds (`packages/server/demo-media/`, decision 0173): the
   * resource plays in the protected player (docs/decisions/0284-paid-resources-delivery.md).
   */
  videoKey?: string;
  texts: ResourceTexts;
}

const search = (q: string) =>
  `https://www.youtube.com/results?search_query=${encodeURIComponent(q)}`;

export const DEMO_RESOURCES: readonly DemoResource[] = [
  {
    kind: 'article',
    category: 'basics',
    price: 0,
    featured: true,
    texts: {
      uz: {
        title: 'Forex bozori qanday ishlaydi',
        description: "Valyuta juftliklari, sessiyalar va narx nimadan o'zgarishi haqida qisqacha.",
        body: "Forex - valyutalar bir-biriga almashtiriladigan dunyodagi eng katta bozor. Bu yerda har doim juftlik bilan savdo qilinadi: EURUSD sotib olish yevro sotib olib, dollar sotish demakdir.\n\nBozor dushanbadan jumagacha kechayu kunduz ishlaydi. Toshkent vaqti bilan Osiyo sessiyasi ertalab, London sessiyasi kunduzi soat 12 atrofida, Nyu-York sessiyasi esa kechqurun ochiladi. Eng katta harakatlar London va Nyu-York sessiyalari ustma-ust tushganda bo'ladi.\n\nNarxni foiz stavkalari, inflyatsiya ma'lumotlari va yangiliklar harakatlantiradi. Shuning uchun savdodan oldin iqtisodiy kalendarni tekshirish odat bo'lishi kerak.",
      },
      ru: {
        title: 'Как устроен рынок Форекс',
        description: 'Коротко о валютных парах, торговых сессиях и о том, что двигает цену.',
        body: 'Форекс - крупнейший в мире рынок, на котором одни валюты обмениваются на другие. Торгуют всегда парой: купить EURUSD значит купить евро и продать доллар.\n\nРынок работает круглосуточно с понедельника по пятницу. По ташкентскому времени утром открывается азиатская сессия, около полудня - лондонская, вечером - нью-йоркская. Самые сильные движения бывают, когда Лондон и Нью-Йорк работают одновременно.\n\nЦену двигают процентные ставки, данные по инфляции и новости. Поэтому проверять экономический календарь перед торговлей должно войти в привычку.',
      },
      en: {
        title: 'How the forex market works',
        description: 'A short guide to currency pairs, trading sessions and what moves the price.',
        body: 'Forex is the largest market in the world, where one currency is exchanged for another. You always trade a pair: buying EURUSD means buying euros and selling dollars.\n\nThe market is open around the clock from Monday to Friday. In Tashkent time the Asian session opens in the morning, London around noon and New York in the evening. The biggest moves come when London and New York overlap.\n\nInterest rates, inflation figures and news move the price. That is why checking the economic calendar before trading should become a habit.',
      },
    },
  },
  {
    kind: 'pdf',
    category: 'basics',
    price: 0,
    file: 'trading-glossary.pdf',
    texts: {
      uz: {
        title: "Treyder lug'ati",
        description:
          "Spred, pip, lot, leveraj va buyurtma turlari: eng ko'p uchraydigan atamalar bir joyda.",
      },
      ru: {
        title: 'Словарь трейдера',
        description: 'Спред, пипс, лот, плечо и типы ордеров: самые частые термины в одном файле.',
      },
      en: {
        title: 'Trading glossary',
        description:
          'Spread, pip, lot, leverage and order types: the most common terms in one file.',
      },
    },
  },
  {
    kind: 'video',
    category: 'basics',
    price: 0,
    video: search('how to read candlestick charts'),
    videoKey: 'demo/lesson-01.webm',
    texts: {
      uz: {
        title: "Sham grafigini o'qish",
        description: 'Ochilish, yopilish, maksimum va minimum: har bir sham nimani aytadi.',
      },
      ru: {
        title: 'Как читать свечной график',
        description: 'Открытие, закрытие, максимум и минимум: что говорит каждая свеча.',
      },
      en: {
        title: 'Reading a candlestick chart',
        description: 'Open, close, high and low: what every candle tells you.',
      },
    },
  },
  {
    kind: 'article',
    category: 'basics',
    price: 29_000,
    texts: {
      uz: {
        title: 'Broker tanlash: nimalarga qarash kerak',
        description:
          "Litsenziya, spred, pul kiritish va yechish: O'zbekistondan savdo qiluvchi uchun tekshiruv ro'yxati.",
        body: "Birinchi navbatda litsenziyani tekshiring: brokerni qaysi regulyator nazorat qilishini va mijozlar pullari alohida hisobda saqlanishini bilib oling.\n\nIkkinchidan, haqiqiy xarajatlarni hisoblang: spred, komissiya va tungi svop. Kichik depozit uchun har bir pip muhim.\n\nUchinchidan, pul kiritish va yechishni kichik summada sinab ko'ring. Pulni tez va muammosiz yechib beradigan broker - ishonchli broker.",
      },
      ru: {
        title: 'Выбор брокера: на что смотреть',
        description: 'Лицензия, спреды, ввод и вывод денег: чек-лист для трейдера из Узбекистана.',
        body: 'Прежде всего проверьте лицензию: какой регулятор надзирает за брокером и хранятся ли деньги клиентов на отдельных счетах.\n\nВо-вторых, посчитайте реальные издержки: спред, комиссию и своп за перенос позиции. Для небольшого депозита важен каждый пункт.\n\nВ-третьих, проверьте ввод и вывод на небольшой сумме. Брокер, который быстро и без проблем выводит деньги, - надёжный брокер.',
      },
      en: {
        title: 'Choosing a broker: what to check',
        description:
          'Licence, spreads, deposits and withdrawals: a checklist for traders in Uzbekistan.',
        body: 'First check the licence: which regulator supervises the broker, and whether client money is kept in segregated accounts.\n\nSecond, count the real costs: the spread, the commission and the overnight swap. With a small deposit every pip matters.\n\nThird, test a deposit and a withdrawal with a small amount. A broker that pays out quickly and without trouble is a broker you can trust.',
      },
    },
  },
  {
    kind: 'pdf',
    category: 'technical-analysis',
    price: 49_000,
    featured: true,
    file: 'support-resistance.pdf',
    texts: {
      uz: {
        title: "Qo'llab-quvvatlash va qarshilik: ish daftari",
        description:
          "Darajalarni topish, ular bo'yicha savdo qilish va natijani tahlil qilish uchun mashqlar.",
      },
      ru: {
        title: 'Поддержка и сопротивление: рабочая тетрадь',
        description: 'Упражнения: как находить уровни, торговать от них и разбирать результат.',
      },
      en: {
        title: 'Support and resistance workbook',
        description: 'Exercises for finding levels, trading them and reviewing the result.',
      },
    },
  },
  {
    kind: 'article',
    category: 'technical-analysis',
    price: 0,
    texts: {
      uz: {
        title: "Sirpanuvchi o'rtachalar amalda",
        description:
          "MA 50 va MA 200 trendni qanday ko'rsatadi va ulardan qachon foydalanmaslik kerak.",
        body: "Sirpanuvchi o'rtacha oxirgi N ta shamning o'rtacha narxini ko'rsatadi va shovqinni silliqlaydi.\n\nNarx MA 200 dan yuqorida bo'lsa, katta trend yuqoriga qarab deb hisoblanadi; pastda bo'lsa - pastga. MA 50 ning MA 200 ni kesib o'tishi ko'pincha trend o'zgarishining belgisi sifatida ishlatiladi.\n\nYon harakatda (flet) o'rtachalar ko'p yolg'on signal beradi. Ularni daraja va sham modellari bilan birga ishlating.",
      },
      ru: {
        title: 'Скользящие средние на практике',
        description: 'Как MA 50 и MA 200 показывают тренд и когда ими лучше не пользоваться.',
        body: 'Скользящая средняя показывает среднюю цену последних N свечей и сглаживает шум.\n\nЕсли цена выше MA 200, старший тренд считается восходящим, если ниже - нисходящим. Пересечение MA 50 и MA 200 часто используют как признак смены тренда.\n\nВо флэте средние дают много ложных сигналов. Используйте их вместе с уровнями и свечными моделями.',
      },
      en: {
        title: 'Moving averages in practice',
        description: 'How the 50 and 200 MAs show the trend, and when not to use them.',
        body: 'A moving average shows the average price of the last N candles and smooths out the noise.\n\nWhen the price is above the 200 MA the larger trend is taken to be up; below it, down. A cross of the 50 MA over the 200 MA is often used as a sign that the trend is changing.\n\nIn a sideways market averages give many false signals. Use them together with levels and candle patterns.',
      },
    },
  },
  {
    kind: 'video',
    category: 'technical-analysis',
    price: 39_000,
    video: search('RSI divergence trading strategy'),
    videoKey: 'demo/lesson-02.webm',
    texts: {
      uz: {
        title: 'RSI divergensiyasi tushuntirildi',
        description:
          "Narx va RSI bir-biriga zid yurganda nima bo'ladi: kirish va chiqish qoidalari bilan.",
      },
      ru: {
        title: 'Дивергенция RSI простыми словами',
        description: 'Что происходит, когда цена и RSI расходятся: с правилами входа и выхода.',
      },
      en: {
        title: 'RSI divergence explained',
        description: 'What it means when price and RSI disagree, with entry and exit rules.',
      },
    },
  },
  {
    kind: 'pdf',
    category: 'technical-analysis',
    price: 0,
    file: 'chart-patterns.pdf',
    texts: {
      uz: {
        title: 'Grafik modellari: qisqa qo‘llanma',
        description: "Bosh va yelkalar, ikki cho'qqi, bayroqlar va uchburchaklar bir varaqda.",
      },
      ru: {
        title: 'Шпаргалка по графическим фигурам',
        description: 'Голова и плечи, двойная вершина, флаги и треугольники на одной странице.',
      },
      en: {
        title: 'Chart patterns cheat sheet',
        description: 'Head and shoulders, double tops, flags and triangles at a glance.',
      },
    },
  },
  {
    kind: 'article',
    category: 'risk-management',
    price: 0,
    featured: true,
    texts: {
      uz: {
        title: '1% qoidasi',
        description: "Nega bitta savdoda balansning 1% dan ko'pini xavf ostiga qo'ymaslik kerak.",
        body: "1% qoidasi oddiy: bitta savdoda hisobning 1% idan ko'pini yo'qotmang. 5 000 dollarlik hisobda bu 50 dollar.\n\nKetma-ket 10 ta yo'qotish ham hisobni atigi 10% ga kamaytiradi va siz savdoni davom ettira olasiz. 10% xavf bilan esa xuddi shu seriya hisobning uchdan ikki qismini yo'q qiladi.\n\nXavf pozitsiya hajmi bilan emas, stop-loss masofasi bilan birga hisoblanadi. Avval stopni qo'ying, keyin hajmni hisoblang.",
      },
      ru: {
        title: 'Правило одного процента',
        description: 'Почему в одной сделке нельзя рисковать больше чем 1% счёта.',
        body: 'Правило одного процента простое: в одной сделке не теряйте больше 1% счёта. На счёте в 5 000 долларов это 50 долларов.\n\nДаже 10 убытков подряд уменьшат счёт всего на 10%, и вы сможете продолжать. При риске 10% та же серия уничтожит две трети счёта.\n\nРиск считается вместе с расстоянием до стоп-лосса, а не только объёмом позиции. Сначала ставьте стоп, потом считайте объём.',
      },
      en: {
        title: 'The 1% rule',
        description: 'Why you should never risk more than 1% of your balance on one trade.',
        body: 'The 1% rule is simple: never lose more than 1% of the account on one trade. On a 5,000 dollar account that is 50 dollars.\n\nEven ten losses in a row then cut the account by only about 10%, and you can keep trading. At 10% risk the same streak wipes out two thirds of it.\n\nRisk is counted with the distance to the stop-loss, not with the position size alone. Place the stop first, then work out the size.',
      },
    },
  },
  {
    kind: 'pdf',
    category: 'risk-management',
    price: 59_000,
    file: 'position-sizing.pdf',
    texts: {
      uz: {
        title: 'Pozitsiya hajmini hisoblash qo‘llanmasi',
        description: 'Formula, misollar va hisobni saqlab qoladigan qoidalar.',
      },
      ru: {
        title: 'Руководство по расчёту объёма позиции',
        description: 'Формула, примеры и правила, которые сохраняют счёт.',
      },
      en: {
        title: 'Position sizing guide',
        description: 'The formula, worked examples and the rules that keep an account alive.',
      },
    },
  },
  {
    kind: 'article',
    category: 'risk-management',
    price: 19_000,
    texts: {
      uz: {
        title: "Stop-lossni qayerga qo'yish kerak",
        description:
          "Stopni daraja ortiga, volatillikka qarab qo'yish va uni hech qachon uzoqlashtirmaslik.",
        body: "Stop-loss savdo g'oyangiz noto'g'ri bo'lib chiqadigan joyda turishi kerak, siz yo'qotishga tayyor bo'lgan summada emas.\n\nUni darajaning ortiga, shovqin tegmaydigan masofaga qo'ying. ATR ko'rsatkichi odatiy shovqin qancha ekanini ko'rsatadi.\n\nNarx stopga yaqinlashganda uni uzoqlashtirmang. Stop faqat foyda tomonga siljitiladi.",
      },
      ru: {
        title: 'Где ставить стоп-лосс',
        description: 'Стоп за уровнем, с учётом волатильности, и никогда не отодвигать его.',
        body: 'Стоп-лосс должен стоять там, где ваша торговая идея оказывается неверной, а не там, где заканчивается сумма, которую не жалко.\n\nСтавьте его за уровнем, на расстоянии, до которого не достаёт обычный шум. Индикатор ATR показывает, каков этот шум.\n\nКогда цена подходит к стопу, не отодвигайте его. Стоп двигают только в сторону прибыли.',
      },
      en: {
        title: 'Where to place a stop-loss',
        description: 'Behind the level, sized to volatility, and never moved further away.',
        body: 'A stop-loss belongs where your trade idea is proven wrong, not where the money you can spare runs out.\n\nPut it behind the level, at a distance the usual noise does not reach. The ATR indicator shows how large that noise is.\n\nWhen the price comes close to the stop, do not move it away. A stop only ever moves in the direction of profit.',
      },
    },
  },
  {
    kind: 'video',
    category: 'risk-management',
    price: 0,
    video: search('risk reward ratio trading explained'),
    videoKey: 'demo/lesson-03.webm',
    texts: {
      uz: {
        title: '5 daqiqada risk va foyda nisbati',
        description: 'Nega 1:2 nisbat bilan yutuqlarning yarmidan kami ham foyda keltiradi.',
      },
      ru: {
        title: 'Соотношение риска и прибыли за 5 минут',
        description:
          'Почему при 1:2 прибыльной бывает даже торговля с долей побед меньше половины.',
      },
      en: {
        title: 'Risk/reward ratio in 5 minutes',
        description:
          'Why a 1:2 ratio can be profitable even when fewer than half of the trades win.',
      },
    },
  },
  {
    kind: 'article',
    category: 'psychology',
    price: 0,
    texts: {
      uz: {
        title: 'Savdo kundaligini yuritish',
        description:
          'Nima yozish kerak va kundalik xatolarni takrorlamaslikka qanday yordam beradi.',
        body: "Har bir savdodan keyin yozing: instrument, kirish sababi, stop, maqsad, natija va o'sha paytdagi kayfiyat.\n\nHaftada bir marta kundalikni qayta o'qing. Eng qimmatga tushgan uchta xatoni toping: ular deyarli har doim bir xil bo'ladi.\n\nKundalik sizning shaxsiy statistikangiz. Qaysi setap pul keltirishini taxmin emas, raqamlar aytadi.",
      },
      ru: {
        title: 'Как вести торговый дневник',
        description: 'Что записывать и как дневник помогает не повторять ошибки.',
        body: 'После каждой сделки записывайте: инструмент, причину входа, стоп, цель, результат и своё состояние в тот момент.\n\nРаз в неделю перечитывайте дневник. Найдите три ошибки, которые обошлись дороже всего: почти всегда это одни и те же ошибки.\n\nДневник - ваша личная статистика. Какой сетап приносит деньги, говорят цифры, а не ощущения.',
      },
      en: {
        title: 'Keeping a trading journal',
        description: 'What to write down, and how a journal stops you repeating mistakes.',
        body: 'After every trade write down the instrument, why you entered, the stop, the target, the result and how you felt at the time.\n\nOnce a week read the journal again. Find the three mistakes that cost the most: they are almost always the same ones.\n\nThe journal is your own statistics. Numbers, not feelings, tell you which setup makes money.',
      },
    },
  },
  {
    kind: 'pdf',
    category: 'psychology',
    price: 35_000,
    featured: true,
    file: 'trading-plan.pdf',
    texts: {
      uz: {
        title: 'Savdo rejasi shabloni',
        description:
          "To'ldirish uchun tayyor reja: bozorlar, setaplar, xavf chegaralari va kundalik tartib.",
      },
      ru: {
        title: 'Шаблон торгового плана',
        description: 'Готовый план для заполнения: рынки, сетапы, лимиты риска и распорядок дня.',
      },
      en: {
        title: 'Trading plan template',
        description: 'A plan ready to fill in: markets, setups, risk limits and a daily routine.',
      },
    },
  },
  {
    kind: 'video',
    category: 'psychology',
    price: 0,
    video: search('how to handle a losing streak in trading'),
    videoKey: 'demo/lesson-04.webm',
    texts: {
      uz: {
        title: "Yo'qotishlar seriyasini qanday yengish kerak",
        description: "Qachon to'xtash, hajmni kamaytirish va savdoga qanday qaytish.",
      },
      ru: {
        title: 'Как пережить серию убытков',
        description: 'Когда остановиться, как снизить объём и как вернуться к торговле.',
      },
      en: {
        title: 'Handling a losing streak',
        description: 'When to stop, how to cut the size and how to come back to trading.',
      },
    },
  },
];
