/**
 * The trading glossary the assistant cites: one entry per term, in English, Uzbek (Latin) and
 * Russian. Plain definitions for a beginner, never advice; `keywords` are other names people
 * type for the term (abbreviations, the other languages' words).
 */

export interface GlossaryTerm {
  key: string;
  keywords: string;
  en: [string, string];
  uz: [string, string];
  ru: [string, string];
}

export const GLOSSARY: GlossaryTerm[] = [
  {
    key: 'stop-loss',
    keywords: 'sl stoploss стоп лосс stop loss',
    en: [
      'Stop loss',
      'An order that closes a position automatically at a chosen price to limit the loss if the market moves against you. It is placed when you open the trade, below the entry for a buy and above it for a sell.',
    ],
    uz: [
      'Stop-loss',
      "Bozor sizga qarshi harakat qilsa, zararni cheklash uchun pozitsiyani tanlangan narxda avtomatik yopadigan buyurtma. U bitim ochilganda qo'yiladi: xarid uchun kirish narxidan pastda, sotuv uchun yuqorida.",
    ],
    ru: [
      'Стоп-лосс',
      'Приказ, который автоматически закрывает позицию по выбранной цене, чтобы ограничить убыток, если рынок пошёл против вас. Ставится при открытии сделки: ниже входа для покупки и выше для продажи.',
    ],
  },
  {
    key: 'take-profit',
    keywords: 'tp takeprofit тейк профит target goal maqsad цель',
    en: [
      'Take profit',
      'An order that closes a position automatically when the price reaches your target, locking in the profit.',
    ],
    uz: [
      'Take-profit',
      'Narx maqsadingizga yetganda pozitsiyani avtomatik yopib, foydani qayd etadigan buyurtma.',
    ],
    ru: [
      'Тейк-профит',
      'Приказ, который автоматически закрывает позицию, когда цена достигает вашей цели, и фиксирует прибыль.',
    ],
  },
  {
    key: 'spread',
    keywords: 'spread спред bid ask difference farq разница',
    en: [
      'Spread',
      'The difference between the price you can buy at (ask) and the price you can sell at (bid). It is a cost you pay on every trade; it widens when the market is quiet or very volatile.',
    ],
    uz: [
      'Spred',
      "Sotib olish narxi (ask) va sotish narxi (bid) orasidagi farq. Bu har bir bitimda to'lanadigan xarajat; bozor sust yoki juda o'zgaruvchan bo'lganda kengayadi.",
    ],
    ru: [
      'Спред',
      'Разница между ценой покупки (ask) и ценой продажи (bid). Это издержка каждой сделки; спред расширяется на тихом или очень волатильном рынке.',
    ],
  },
  {
    key: 'leverage',
    keywords: 'leverage плечо кредитное leverage richag 1:100',
    en: [
      'Leverage',
      'Borrowed buying power from the broker: with 1:100 leverage, 100 UZS of your money controls a 10,000 UZS position. It multiplies profits and losses alike, so a small move against you can wipe out the deposit.',
    ],
    uz: [
      'Leverej (kredit yelkasi)',
      "Brokerdan olingan qo'shimcha xarid quvvati: 1:100 leverejda sizning 100 so'mingiz 10 000 so'mlik pozitsiyani boshqaradi. U foydani ham, zararni ham bir xil ko'paytiradi, shuning uchun kichik teskari harakat depozitni yo'q qilishi mumkin.",
    ],
    ru: [
      'Кредитное плечо',
      'Заёмная покупательная способность от брокера: при плече 1:100 ваши 100 сумов управляют позицией в 10 000 сумов. Плечо одинаково умножает прибыль и убыток, поэтому небольшое движение против вас может уничтожить депозит.',
    ],
  },
  {
    key: 'margin',
    keywords: 'margin маржа garov zalog collateral',
    en: [
      'Margin',
      'The part of your deposit the broker sets aside as a guarantee while a leveraged position is open. The rest of the deposit is free margin for new trades and for absorbing losses.',
    ],
    uz: [
      'Marja',
      "Leverejli pozitsiya ochiq turganda broker kafolat sifatida ajratib qo'yadigan depozit qismi. Qolgan qismi yangi bitimlar va zararni ko'tarish uchun bo'sh marja hisoblanadi.",
    ],
    ru: [
      'Маржа',
      'Часть депозита, которую брокер резервирует как залог, пока открыта позиция с плечом. Остаток депозита — свободная маржа для новых сделок и покрытия убытков.',
    ],
  },
  {
    key: 'margin-call',
    keywords: 'margin call маржин колл stop out стоп аут',
    en: [
      'Margin call',
      'A warning from the broker that losses have eaten most of your margin. If the account falls further, the broker closes positions by force (stop out).',
    ],
    uz: [
      'Marjin-koll',
      "Zararlar marjaning katta qismini yeb qo'yganligi haqida brokerning ogohlantirishi. Hisob yana tushsa, broker pozitsiyalarni majburan yopadi (stop-aut).",
    ],
    ru: [
      'Маржин-колл',
      'Предупреждение брокера о том, что убытки съели большую часть маржи. Если счёт упадёт ещё, брокер принудительно закроет позиции (стоп-аут).',
    ],
  },
  {
    key: 'pip',
    keywords: 'pip pips пункт пипс point punkt',
    en: [
      'Pip',
      'The smallest usual price step of a currency pair: 0.0001 for most pairs, 0.01 for pairs with the Japanese yen. Profits and stops in forex are often counted in pips.',
    ],
    uz: [
      'Pips (punkt)',
      "Valyuta juftligi narxining odatiy eng kichik qadami: ko'pchilik juftliklarda 0.0001, yapon iyenasi bilan juftliklarda 0.01. Forexda foyda va stoplar ko'pincha pipsda hisoblanadi.",
    ],
    ru: [
      'Пипс (пункт)',
      'Наименьший обычный шаг цены валютной пары: 0.0001 для большинства пар и 0.01 для пар с японской иеной. Прибыль и стопы на форекс часто считают в пипсах.',
    ],
  },
  {
    key: 'lot',
    keywords: 'lot lots лот объем hajm volume size',
    en: [
      'Lot',
      'The size unit of a trade. In forex a standard lot is 100,000 units of the base currency, a mini lot 10,000 and a micro lot 1,000.',
    ],
    uz: [
      'Lot',
      'Bitim hajmi birligi. Forexda standart lot asosiy valyutaning 100 000 birligi, mini lot 10 000 va mikro lot 1 000 birlik.',
    ],
    ru: [
      'Лот',
      'Единица объёма сделки. На форекс стандартный лот — 100 000 единиц базовой валюты, мини-лот — 10 000, микролот — 1 000.',
    ],
  },
  {
    key: 'long-position',
    keywords: 'long buy лонг покупка uzun xarid',
    en: ['Long position', 'A trade that buys first and profits if the price rises.'],
    uz: ['Long pozitsiya', "Avval sotib olinadigan va narx ko'tarilsa foyda keltiradigan bitim."],
    ru: [
      'Длинная позиция (лонг)',
      'Сделка, в которой сначала покупают; она приносит прибыль, если цена растёт.',
    ],
  },
  {
    key: 'short-position',
    keywords: 'short sell шорт продажа qisqa sotuv',
    en: [
      'Short position',
      'A trade that sells first and profits if the price falls; it is closed by buying back.',
    ],
    uz: [
      'Short pozitsiya',
      'Avval sotiladigan va narx tushsa foyda keltiradigan bitim; u qayta sotib olish bilan yopiladi.',
    ],
    ru: [
      'Короткая позиция (шорт)',
      'Сделка, в которой сначала продают; она приносит прибыль, если цена падает, и закрывается обратной покупкой.',
    ],
  },
  {
    key: 'bid-ask',
    keywords: 'bid ask бид аск quote kotirovka котировка',
    en: [
      'Bid and ask',
      'The bid is the best price buyers offer now (you sell at it); the ask is the best price sellers want (you buy at it). The gap between them is the spread.',
    ],
    uz: [
      'Bid va ask',
      "Bid — xaridorlar hozir taklif qilayotgan eng yaxshi narx (siz shu narxda sotasiz); ask — sotuvchilar so'rayotgan eng yaxshi narx (siz shu narxda sotib olasiz). Ular orasidagi farq spred.",
    ],
    ru: [
      'Бид и аск',
      'Бид — лучшая цена, которую сейчас предлагают покупатели (по ней вы продаёте); аск — лучшая цена продавцов (по ней вы покупаете). Разница между ними — спред.',
    ],
  },
  {
    key: 'liquidity',
    keywords: 'liquidity ликвидность likvidlik',
    en: [
      'Liquidity',
      'How easily something can be bought or sold without moving its price. Liquid markets have tight spreads and little slippage.',
    ],
    uz: [
      'Likvidlik',
      "Narxni siljitmasdan biror narsani qanchalik oson sotib olish yoki sotish mumkinligi. Likvid bozorlarda spred tor va sirpanish kam bo'ladi.",
    ],
    ru: [
      'Ликвидность',
      'Насколько легко купить или продать актив, не сдвигая его цену. На ликвидных рынках узкий спред и мало проскальзывания.',
    ],
  },
  {
    key: 'volatility',
    keywords: 'volatility волатильность volatillik ozgaruvchanlik',
    en: [
      'Volatility',
      'How strongly and quickly a price moves up and down. High volatility means bigger possible gains and losses, so positions are usually smaller.',
    ],
    uz: [
      'Volatillik',
      "Narxning qanchalik kuchli va tez ko'tarilib-tushishi. Yuqori volatillik katta foyda va zarar ehtimolini bildiradi, shuning uchun pozitsiyalar odatda kichikroq olinadi.",
    ],
    ru: [
      'Волатильность',
      'Насколько сильно и быстро цена движется вверх и вниз. Высокая волатильность означает большие возможные прибыли и убытки, поэтому позиции обычно меньше.',
    ],
  },
  {
    key: 'candlestick',
    keywords: 'candle candlestick свеча свечи japanese sham shamlar',
    en: [
      'Candlestick',
      'One bar of a price chart showing the open, high, low and close of a period. A green (or white) body closed above its open, a red (or black) one below.',
    ],
    uz: [
      'Sham (candlestick)',
      "Grafikdagi bitta ustun: davrning ochilish, eng yuqori, eng past va yopilish narxlarini ko'rsatadi. Yashil (yoki oq) tana ochilishdan yuqorida yopilgan, qizil (yoki qora) pastda.",
    ],
    ru: [
      'Японская свеча',
      'Один бар ценового графика: цена открытия, максимум, минимум и закрытие периода. Зелёное (или белое) тело закрылось выше открытия, красное (или чёрное) — ниже.',
    ],
  },
  {
    key: 'timeframe',
    keywords: 'timeframe таймфрейм period m15 h1 h4 d1 taymfreym',
    en: [
      'Timeframe',
      'The period one candle covers: 15 minutes (M15), 1 hour (H1), 1 day (D1) and so on. Higher timeframes show the bigger trend; lower ones show entries.',
    ],
    uz: [
      'Taymfreym',
      "Bitta sham qamrab oladigan davr: 15 daqiqa (M15), 1 soat (H1), 1 kun (D1) va hokazo. Yuqori taymfreymlar katta trendni, quyilari kirish nuqtalarini ko'rsatadi.",
    ],
    ru: [
      'Таймфрейм',
      'Период одной свечи: 15 минут (M15), 1 час (H1), 1 день (D1) и так далее. Старшие таймфреймы показывают общий тренд, младшие — точки входа.',
    ],
  },
  {
    key: 'support',
    keywords: 'support level поддержка uroven qollab quvvatlash daraja',
    en: [
      'Support',
      'A price level where falling prices have repeatedly stopped because buyers stepped in. When it breaks, it often turns into resistance.',
    ],
    uz: [
      "Qo'llab-quvvatlash darajasi",
      "Xaridorlar faollashgani sababli tushayotgan narx bir necha bor to'xtagan daraja. U buzilsa, ko'pincha qarshilikka aylanadi.",
    ],
    ru: [
      'Поддержка',
      'Уровень, на котором падение цены не раз останавливалось, потому что входили покупатели. Пробитая поддержка часто становится сопротивлением.',
    ],
  },
  {
    key: 'resistance',
    keywords: 'resistance level сопротивление qarshilik daraja',
    en: [
      'Resistance',
      'A price level where rising prices have repeatedly stopped because sellers stepped in. A clear break above it can start a new move up.',
    ],
    uz: [
      'Qarshilik darajasi',
      "Sotuvchilar faollashgani sababli ko'tarilayotgan narx bir necha bor to'xtagan daraja. Uning aniq yorib o'tilishi yangi o'sishni boshlashi mumkin.",
    ],
    ru: [
      'Сопротивление',
      'Уровень, на котором рост цены не раз останавливался, потому что входили продавцы. Уверенный пробой вверх может начать новое движение.',
    ],
  },
  {
    key: 'trend',
    keywords: 'trend тренд uptrend downtrend yonalish направление',
    en: [
      'Trend',
      'The general direction of the price: an uptrend makes higher highs and higher lows, a downtrend lower highs and lower lows, a range neither.',
    ],
    uz: [
      'Trend',
      "Narxning umumiy yo'nalishi: o'suvchi trend tobora yuqori cho'qqi va tubliklar, pasayuvchi trend tobora past cho'qqi va tubliklar hosil qiladi, yonlama harakat esa hech birini.",
    ],
    ru: [
      'Тренд',
      'Общее направление цены: восходящий тренд даёт всё более высокие максимумы и минимумы, нисходящий — всё более низкие, боковик — ни то ни другое.',
    ],
  },
  {
    key: 'moving-average',
    keywords: 'moving average ma sma ema скользящая средняя sirpanuvchi ortacha',
    en: [
      'Moving average',
      'The average closing price of the last N candles, drawn as a line that follows the price. SMA weighs all candles equally, EMA favours the recent ones; traders use them to see the trend.',
    ],
    uz: [
      "Sirpanuvchi o'rtacha (MA)",
      "Oxirgi N ta shamning o'rtacha yopilish narxi, narx ortidan boruvchi chiziq. SMA barcha shamlarga teng, EMA yaqinlariga ko'proq vazn beradi; treyderlar ular bilan trendni ko'radi.",
    ],
    ru: [
      'Скользящая средняя',
      'Средняя цена закрытия последних N свечей в виде линии, следующей за ценой. SMA учитывает все свечи поровну, EMA — больше последние; по ним смотрят тренд.',
    ],
  },
  {
    key: 'rsi',
    keywords:
      'rsi relative strength index индекс относительной силы overbought oversold перекупленность',
    en: [
      'RSI (Relative Strength Index)',
      'An oscillator from 0 to 100 that compares recent gains with recent losses. Above 70 is usually read as overbought, below 30 as oversold.',
    ],
    uz: [
      'RSI (nisbiy kuch indeksi)',
      "So'nggi o'sishlarni so'nggi tushishlar bilan taqqoslaydigan 0 dan 100 gacha oscillyator. 70 dan yuqori odatda haddan tashqari sotib olingan, 30 dan past haddan tashqari sotilgan deb o'qiladi.",
    ],
    ru: [
      'RSI (индекс относительной силы)',
      'Осциллятор от 0 до 100, сравнивающий недавние росты с недавними падениями. Выше 70 обычно считают перекупленностью, ниже 30 — перепроданностью.',
    ],
  },
  {
    key: 'macd',
    keywords: 'macd макд moving average convergence divergence',
    en: [
      'MACD',
      'An indicator built from the difference of two exponential moving averages, with a signal line and a histogram. Crossings of the two lines are read as changes of momentum.',
    ],
    uz: [
      'MACD',
      "Ikki eksponensial sirpanuvchi o'rtacha farqidan tuzilgan indikator, signal chizig'i va gistogrammasi bilan. Chiziqlarning kesishishi impuls o'zgarishi deb o'qiladi.",
    ],
    ru: [
      'MACD',
      'Индикатор из разницы двух экспоненциальных скользящих средних с сигнальной линией и гистограммой. Пересечения линий читают как смену импульса.',
    ],
  },
  {
    key: 'bollinger-bands',
    keywords: 'bollinger bands боллинджер полосы',
    en: [
      'Bollinger Bands',
      'A moving average with two bands two standard deviations above and below it. The bands widen when volatility grows and narrow when the market is calm.',
    ],
    uz: [
      'Bollinger chiziqlari',
      "Sirpanuvchi o'rtacha va undan ikki standart og'ish yuqori va pastdagi ikki chiziq. Volatillik oshganda chiziqlar kengayadi, bozor tinch bo'lganda torayadi.",
    ],
    ru: [
      'Полосы Боллинджера',
      'Скользящая средняя и две полосы на два стандартных отклонения выше и ниже неё. Полосы расширяются при росте волатильности и сужаются на спокойном рынке.',
    ],
  },
  {
    key: 'fibonacci-retracement',
    keywords: 'fibonacci fibo фибоначчи retracement откат 61.8 38.2',
    en: [
      'Fibonacci retracement',
      'Levels at 23.6%, 38.2%, 50% and 61.8% of a previous move, where traders watch for a pullback to end and the trend to continue.',
    ],
    uz: [
      'Fibonachchi darajalari',
      'Oldingi harakatning 23.6%, 38.2%, 50% va 61.8% darajalari; treyderlar orqaga qaytish shu yerda tugab, trend davom etishini kuzatadi.',
    ],
    ru: [
      'Уровни Фибоначчи',
      'Уровни 23.6%, 38.2%, 50% и 61.8% от предыдущего движения, где трейдеры ждут окончания отката и продолжения тренда.',
    ],
  },
  {
    key: 'risk-reward-ratio',
    keywords: 'risk reward ratio rr r:r риск прибыль соотношение xavf foyda nisbati',
    en: [
      'Risk/reward ratio',
      'What a trade can lose to its stop loss compared with what it can win at its take profit. At 1:2 you risk 1 to make 2, so even a win rate under 50% can be profitable.',
    ],
    uz: [
      'Xavf/foyda nisbati',
      "Bitim stop-lossgacha qancha yo'qotishi mumkinligining take-profitda qancha topishi mumkinligiga nisbati. 1:2 da 2 topish uchun 1 ni xavf ostiga qo'yasiz, shuning uchun 50% dan kam yutuq ham foydali bo'lishi mumkin.",
    ],
    ru: [
      'Соотношение риска и прибыли',
      'Сколько сделка может потерять до стоп-лосса по сравнению с тем, сколько может заработать на тейк-профите. При 1:2 вы рискуете 1, чтобы заработать 2, поэтому прибыльной может быть и доля выигрышей ниже 50%.',
    ],
  },
  {
    key: 'drawdown',
    keywords: 'drawdown просадка pasayish max drawdown',
    en: [
      'Drawdown',
      "The fall of an account from its highest value to a following low, in percent. Maximum drawdown is the deepest such fall, a key measure of a strategy's risk.",
    ],
    uz: [
      'Pasayish (drawdown)',
      "Hisobning eng yuqori qiymatidan keyingi eng past nuqtasigacha foizdagi tushishi. Maksimal pasayish — strategiya xavfining asosiy o'lchovi.",
    ],
    ru: [
      'Просадка',
      'Падение счёта от максимума до следующего минимума в процентах. Максимальная просадка — самое глубокое такое падение, ключевая мера риска стратегии.',
    ],
  },
  {
    key: 'position-sizing',
    keywords: 'position size sizing risk per trade percent размер позиции pozitsiya hajmi',
    en: [
      'Position sizing',
      'Choosing how big a trade is so that hitting the stop loss costs only a small, fixed share of the account, often 0.5% to 2%. It keeps a losing streak survivable.',
    ],
    uz: [
      'Pozitsiya hajmini tanlash',
      "Stop-loss ishlaganda hisobning faqat kichik, belgilangan ulushi (ko'pincha 0.5% dan 2% gacha) yo'qolishi uchun bitim hajmini tanlash. Bu ketma-ket zararlardan omon chiqishga yordam beradi.",
    ],
    ru: [
      'Расчёт размера позиции',
      'Выбор объёма сделки так, чтобы срабатывание стоп-лосса стоило лишь малую фиксированную долю счёта, часто от 0.5% до 2%. Так серия убытков не губит счёт.',
    ],
  },
  {
    key: 'diversification',
    keywords: 'diversification диверсификация diversifikatsiya portfolio портфель',
    en: [
      'Diversification',
      'Spreading money across different assets or strategies so that one loss does not decide the whole result.',
    ],
    uz: [
      'Diversifikatsiya',
      "Bitta zarar butun natijani hal qilmasligi uchun mablag'ni turli aktivlar yoki strategiyalar o'rtasida taqsimlash.",
    ],
    ru: [
      'Диверсификация',
      'Распределение денег между разными активами или стратегиями, чтобы один убыток не решал весь результат.',
    ],
  },
  {
    key: 'broker',
    keywords: 'broker брокер account hisob счет',
    en: [
      'Broker',
      "The company that holds your trading account and sends your orders to the market. Choose a regulated broker; its fees and spreads are part of every trade's cost.",
    ],
    uz: [
      'Broker',
      'Savdo hisobingizni yurituvchi va buyurtmalaringizni bozorga yuboruvchi kompaniya. Tartibga solinadigan brokerni tanlang; uning komissiyalari va spredlari har bir bitim xarajatiga kiradi.',
    ],
    ru: [
      'Брокер',
      'Компания, которая ведёт ваш торговый счёт и отправляет ваши приказы на рынок. Выбирайте регулируемого брокера; его комиссии и спреды входят в стоимость каждой сделки.',
    ],
  },
  {
    key: 'market-order',
    keywords: 'market order рыночный ордер bozor buyurtma',
    en: [
      'Market order',
      'An order to buy or sell right now at the best available price. It is filled at once, but the price may differ slightly from the one you saw (slippage).',
    ],
    uz: [
      'Bozor buyurtmasi',
      "Hozirning o'zida eng yaxshi mavjud narxda sotib olish yoki sotish buyurtmasi. U darhol bajariladi, lekin narx siz ko'rgandan biroz farq qilishi mumkin (sirpanish).",
    ],
    ru: [
      'Рыночный ордер',
      'Приказ купить или продать прямо сейчас по лучшей доступной цене. Исполняется сразу, но цена может немного отличаться от увиденной (проскальзывание).',
    ],
  },
  {
    key: 'limit-order',
    keywords: 'limit order pending лимитный отложенный ордер limit buyurtma kutilayotgan',
    en: [
      'Limit order',
      'An order to buy at or below, or sell at or above, a price you set. It waits until the market reaches that price and may never be filled.',
    ],
    uz: [
      'Limit buyurtma',
      'Siz belgilagan narxda yoki undan past sotib olish, yoki undan yuqori sotish buyurtmasi. Bozor shu narxga yetguncha kutadi va umuman bajarilmasligi ham mumkin.',
    ],
    ru: [
      'Лимитный ордер',
      'Приказ купить по заданной цене или ниже либо продать по ней или выше. Ждёт, пока рынок дойдёт до цены, и может так и не исполниться.',
    ],
  },
  {
    key: 'slippage',
    keywords: 'slippage проскальзывание sirpanish',
    en: [
      'Slippage',
      'The difference between the price you expected and the price your order was filled at, common in fast or thin markets and around news.',
    ],
    uz: [
      'Sirpanish',
      'Kutilgan narx bilan buyurtma bajarilgan narx orasidagi farq; tez yoki kam likvid bozorlarda va yangiliklar paytida tez-tez uchraydi.',
    ],
    ru: [
      'Проскальзывание',
      'Разница между ожидаемой ценой и ценой исполнения ордера; часто бывает на быстром или тонком рынке и во время новостей.',
    ],
  },
  {
    key: 'bull-market',
    keywords: 'bull bullish бычий рынок buqa',
    en: [
      'Bull market',
      'A market whose prices have been rising for a long time, with buyers in control.',
    ],
    uz: [
      'Buqa bozori',
      "Narxlari uzoq vaqtdan beri ko'tarilayotgan, xaridorlar ustun bo'lgan bozor.",
    ],
    ru: ['Бычий рынок', 'Рынок, цены на котором долго растут, а преимущество у покупателей.'],
  },
  {
    key: 'bear-market',
    keywords: 'bear bearish медвежий рынок ayiq',
    en: [
      'Bear market',
      'A market whose prices have been falling for a long time, commonly 20% or more from the top, with sellers in control.',
    ],
    uz: [
      'Ayiq bozori',
      "Narxlari uzoq vaqtdan beri tushayotgan (odatda cho'qqidan 20% va undan ko'p), sotuvchilar ustun bo'lgan bozor.",
    ],
    ru: [
      'Медвежий рынок',
      'Рынок, цены на котором долго падают, обычно на 20% и более от вершины, а преимущество у продавцов.',
    ],
  },
  {
    key: 'forex',
    keywords: 'forex fx форекс валюта currency valyuta pair juftlik пара',
    en: [
      'Forex',
      'The currency market, where one currency is traded for another in pairs such as EUR/USD. It trades around the clock on weekdays.',
    ],
    uz: [
      'Forex',
      'Valyuta bozori: bir valyuta boshqasiga EUR/USD kabi juftliklarda almashtiriladi. Ish kunlari kechayu kunduz ishlaydi.',
    ],
    ru: [
      'Форекс',
      'Валютный рынок, где одну валюту меняют на другую в парах, например EUR/USD. Работает круглосуточно по будним дням.',
    ],
  },
  {
    key: 'cryptocurrency',
    keywords: 'crypto bitcoin btc ethereum крипта криптовалюта kripto',
    en: [
      'Cryptocurrency',
      'Digital money such as Bitcoin or Ethereum, traded around the clock every day. Its prices are much more volatile than those of currencies or large stocks.',
    ],
    uz: [
      'Kriptovalyuta',
      "Bitcoin yoki Ethereum kabi raqamli pul; har kuni kechayu kunduz savdo qilinadi. Narxlari valyutalar yoki yirik aksiyalarnikidan ancha o'zgaruvchan.",
    ],
    ru: [
      'Криптовалюта',
      'Цифровые деньги, например Bitcoin или Ethereum, которыми торгуют круглосуточно каждый день. Их цены намного волатильнее валют и крупных акций.',
    ],
  },
  {
    key: 'stock',
    keywords: 'stock share equity акция aksiya company kompaniya',
    en: [
      'Stock',
      "A share of ownership in a company. Its price follows the company's results and expectations; some stocks pay dividends.",
    ],
    uz: [
      'Aksiya',
      "Kompaniyadagi egalik ulushi. Narxi kompaniya natijalari va kutilmalariga qarab o'zgaradi; ba'zi aksiyalar dividend to'laydi.",
    ],
    ru: [
      'Акция',
      'Доля владения компанией. Её цена следует за результатами и ожиданиями компании; некоторые акции платят дивиденды.',
    ],
  },
  {
    key: 'commodity',
    keywords: 'commodity commodities gold oil золото нефть сырье xom ashyo oltin neft',
    en: [
      'Commodity',
      'A raw material traded on markets, such as gold, oil, gas or wheat. Prices react to supply, demand, the dollar and world events.',
    ],
    uz: [
      'Xomashyo tovarlari',
      "Bozorlarda savdo qilinadigan xomashyo: oltin, neft, gaz yoki bug'doy. Narxlar taklif, talab, dollar va dunyo voqealariga ta'sirlanadi.",
    ],
    ru: [
      'Сырьевые товары',
      'Сырьё, которым торгуют на рынках: золото, нефть, газ, пшеница. Цены реагируют на предложение, спрос, доллар и мировые события.',
    ],
  },
  {
    key: 'dividend',
    keywords: 'dividend дивиденд dividend',
    en: [
      'Dividend',
      "A part of a company's profit paid out to its shareholders, usually per share and on a schedule.",
    ],
    uz: [
      'Dividend',
      "Kompaniya foydasining aksiyadorlarga, odatda har bir aksiyaga va jadval bo'yicha to'lanadigan qismi.",
    ],
    ru: [
      'Дивиденд',
      'Часть прибыли компании, выплачиваемая акционерам, обычно на акцию и по графику.',
    ],
  },
  {
    key: 'fundamental-analysis',
    keywords:
      'fundamental analysis фундаментальный анализ fundamental tahlil news yangilik новости',
    en: [
      'Fundamental analysis',
      'Judging an asset by the economy and the business behind it: interest rates, inflation, earnings, news. The economic calendar lists the events it watches.',
    ],
    uz: [
      'Fundamental tahlil',
      "Aktivni uning ortidagi iqtisodiyot va biznes bo'yicha baholash: foiz stavkalari, inflyatsiya, daromadlar, yangiliklar. Iqtisodiy kalendar u kuzatadigan voqealarni ko'rsatadi.",
    ],
    ru: [
      'Фундаментальный анализ',
      'Оценка актива по экономике и бизнесу за ним: ставки, инфляция, прибыль, новости. Экономический календарь перечисляет события, за которыми он следит.',
    ],
  },
  {
    key: 'technical-analysis',
    keywords: 'technical analysis технический анализ texnik tahlil chart grafik график indicators',
    en: [
      'Technical analysis',
      'Reading price charts, patterns and indicators to judge where the price may go, on the idea that past price behaviour tends to repeat.',
    ],
    uz: [
      'Texnik tahlil',
      "Narx qayerga borishi mumkinligini baholash uchun grafiklar, figuralar va indikatorlarni o'qish; narxning o'tgan xatti-harakati takrorlanishga moyil degan g'oyaga asoslanadi.",
    ],
    ru: [
      'Технический анализ',
      'Чтение графиков, фигур и индикаторов, чтобы оценить, куда может пойти цена, исходя из того, что прошлое поведение цены склонно повторяться.',
    ],
  },
  {
    key: 'expert-advisor',
    keywords:
      'expert advisor ea bot robot algo algorithmic советник бот робот алготрейдинг ekspert maslahatchi',
    en: [
      'Expert advisor (trading bot)',
      'A program that trades on a MetaTrader account by fixed rules, without you pressing buttons. Our algo-trading section sells them and shows their verified figures; past results do not guarantee future ones.',
    ],
    uz: [
      'Ekspert maslahatchi (savdo boti)',
      "MetaTrader hisobida belgilangan qoidalar bo'yicha siz tugma bosmasdan savdo qiladigan dastur. Algo-savdo bo'limimiz ularni sotadi va tasdiqlangan ko'rsatkichlarini ko'rsatadi; o'tgan natijalar kelajakni kafolatlamaydi.",
    ],
    ru: [
      'Советник (торговый бот)',
      'Программа, которая торгует на счёте MetaTrader по заданным правилам без вашего участия. Наш раздел алготрейдинга продаёт их и показывает проверенные показатели; прошлые результаты не гарантируют будущих.',
    ],
  },
  {
    key: 'backtesting',
    keywords: 'backtest backtesting бэктест тестирование история sinov',
    en: [
      'Backtesting',
      'Testing a strategy on past prices to see how it would have done. A good backtest is a start, not a promise: markets change.',
    ],
    uz: [
      'Bektest',
      "Strategiyani o'tgan narxlarda sinab, u qanday natija bergan bo'lishini ko'rish. Yaxshi bektest boshlanish, va'da emas: bozorlar o'zgaradi.",
    ],
    ru: [
      'Бэктест',
      'Проверка стратегии на прошлых ценах, чтобы увидеть, как бы она сработала. Хороший бэктест — начало, а не обещание: рынки меняются.',
    ],
  },
  {
    key: 'trading-journal',
    keywords: 'journal diary дневник kundalik notes',
    en: [
      'Trading journal',
      'A record of every trade with the reason, the entry, the stop, the result and what you learned. Our trading journal keeps entries with chart images before and after the trade.',
    ],
    uz: [
      'Savdo kundaligi',
      'Har bir bitimning sababi, kirish, stop, natija va olingan saboq bilan yozuvi. Bizning savdo kundaligimiz yozuvlarni bitimdan oldingi va keyingi grafik rasmlari bilan saqlaydi.',
    ],
    ru: [
      'Торговый дневник',
      'Запись каждой сделки с причиной, входом, стопом, результатом и выводами. Наш торговый дневник хранит записи с картинками графика до и после сделки.',
    ],
  },
  {
    key: 'economic-calendar',
    keywords: 'economic calendar news events экономический календарь iqtisodiy kalendar impact',
    en: [
      'Economic calendar',
      'A schedule of economic releases and speeches (interest-rate decisions, inflation, jobs) with their expected impact. Prices often jump when they come out.',
    ],
    uz: [
      'Iqtisodiy kalendar',
      "Iqtisodiy ma'lumotlar va nutqlar (foiz stavkasi qarorlari, inflyatsiya, bandlik) jadvali va ularning kutilayotgan ta'siri. Ular chiqqanda narxlar ko'pincha keskin o'zgaradi.",
    ],
    ru: [
      'Экономический календарь',
      'Расписание экономических публикаций и выступлений (решения по ставке, инфляция, занятость) с ожидаемым влиянием. При их выходе цены часто резко двигаются.',
    ],
  },
  {
    key: 'trading-signal',
    keywords: 'signal signals сигнал сигналы signal entry',
    en: [
      'Trading signal',
      'A trade idea with a symbol, a direction, an entry, a stop loss and a take profit. Our signals show their status and result; premium ones need a subscription plan. A signal is an idea to study, not an instruction.',
    ],
    uz: [
      'Savdo signali',
      "Simvol, yo'nalish, kirish, stop-loss va take-profitga ega savdo g'oyasi. Signallarimiz holati va natijasini ko'rsatadi; premium signallar obuna rejasini talab qiladi. Signal — o'rganish uchun g'oya, ko'rsatma emas.",
    ],
    ru: [
      'Торговый сигнал',
      'Торговая идея с символом, направлением, входом, стоп-лоссом и тейк-профитом. Наши сигналы показывают статус и результат; премиум-сигналам нужен тариф подписки. Сигнал — идея для изучения, а не указание.',
    ],
  },
];
