// The widget gallery's texts in uz, ru and en. Attribute labels are named for the common
// attributes; an attribute without one is shown by its name, with the manifest's description.
import type { Language } from '@savdo/contract';
import type { GalleryWidgetId } from './gallery-catalog';

export interface GalleryTexts {
  heading: string;
  intro: string;
  open: string;
  back: string;
  settings: string;
  look: string;
  preview: string;
  previewNote: string;
  code: string;
  copy: string;
  copied: string;
  copyFailed: string;
  keyNote: string;
  partnerKey: string;
  partnerKeyHint: string;
  accent: string;
  radius: string;
  font: string;
  height: string;
  own: string;
  fonts: { system: string; serif: string; mono: string };
  widgets: Record<GalleryWidgetId, { title: string; description: string }>;
  attributes: Record<string, string>;
  /** Labels of common attribute values, as `<attribute>.<value>`; others show the value. */
  values: Record<string, string>;
}

// Language names are written in their own language in every interface.
const LANGUAGE_VALUES = { 'lang.uz': "O'zbekcha", 'lang.ru': 'Русский', 'lang.en': 'English' };
const ZONE_VALUES = {
  'time-zone.tashkent': 'UTC+5 Tashkent',
  'time-zone.moscow': 'UTC+3 Moscow',
  'time-zone.london': 'UTC+0 London',
  'time-zone.new_york': 'UTC-5 New York',
};

const uz: GalleryTexts = {
  heading: 'Vidjetlar',
  intro:
    "Savdo vidjetlarini o'z saytingizga bitta script tegi bilan qo'ying. Vidjetni tanlang, sozlang, natijani jonli ko'ring va kodni nusxalang.",
  open: 'Sozlash',
  back: 'Barcha vidjetlar',
  settings: 'Sozlamalar',
  look: "Ko'rinish",
  preview: "Jonli ko'rinish",
  previewNote: "Boshqa domendagi sahifada, hamkor sahifasi ko'rgandek.",
  code: 'Kod',
  copy: 'Nusxalash',
  copied: 'Nusxalandi',
  copyFailed: "Nusxalab bo'lmadi: kodni belgilab, o'zingiz nusxalang.",
  keyNote:
    "YOUR_PARTNER_KEY o'rniga hamkor kalitingizni qo'ying: u sahifangiz domeniga ruxsat beradi.",
  partnerKey: 'Hamkor kalitingiz',
  partnerKeyHint: "Kalit /partner sahifasida yaratiladi; bu yerga qo'yilsa, kodga o'zi yoziladi.",
  accent: 'Asosiy rang',
  radius: 'Burchak radiusi',
  font: 'Shrift',
  height: 'Balandlik (px)',
  own: "O'zi tanlaydi",
  fonts: { system: 'Tizim shrifti', serif: 'Serifli', mono: 'Monoshirinli' },
  widgets: {
    calendar: {
      title: 'Iqtisodiy kalendar',
      description: "Ta'siri, oldingi, prognoz va haqiqiy qiymatlari bilan voqealar, filtrlar.",
    },
    todaysEvents: {
      title: 'Bugungi voqealar',
      description: "Keyingi voqeagacha qolgan vaqt va bugungi voqealar, ixcham ko'rinishda.",
    },
    signals: {
      title: 'Savdo signallari',
      description: 'Jonli signallar lentasi va 30 kunlik natijalar.',
    },
    tradingChart: {
      title: 'Narx grafigi',
      description: 'Jonli sham grafigi, hajm va signallar belgilari bilan.',
    },
    courseCatalog: {
      title: 'Kurslar katalogi',
      description: "Video kurslar: daraja, narx va qidiruv bo'yicha.",
    },
    algoMarket: {
      title: 'Ekspert maslahatchilar bozori',
      description: 'Tasdiqlangan natijalar va kapital egri chiziqlari bilan botlar.',
    },
    copyTrading: {
      title: 'Nusxa savdo',
      description: 'Strategiyalar, ularning natijalari va xavf darajasi.',
    },
    banners: { title: 'Bannerlar', description: 'Aylanuvchi bannerlar karuseli.' },
    help: { title: 'Yordam markazi', description: "Qidiruvli ko'rsatmalar va savollar." },
    sessionStatus: {
      title: 'Kirish havolasi',
      description: "Kim tizimda, yoki Savdo'ga kirish havolasi.",
    },
  },
  attributes: {
    lang: 'Til',
    theme: 'Mavzu',
    'time-zone': 'Vaqt mintaqasi',
    impact: "Ta'sir darajasi",
    currency: 'Valyuta (masalan, USD)',
    'date-filter': 'Kunlar',
    'from-date': 'Boshlanish sanasi',
    'to-date': 'Tugash sanasi',
    query: 'Qidiruv',
    limit: 'Soni',
    tab: 'Aktiv turi',
    'signal-type': 'Signal turi',
    status: 'Holati',
    symbol: 'Simvol',
    timeframe: "Vaqt oralig'i",
    level: 'Daraja',
    price: 'Narx',
    platform: 'Platforma',
    type: 'Turi',
    sort: 'Saralash',
    interval: "Almashish oralig'i (ms)",
    location: "Bo'lim",
    'hide-title': 'Sarlavhasiz',
    'hide-filters': 'Filtrlarsiz',
    'hide-stats': 'Statistikasiz',
    'hide-notifications': 'Bildirishnoma sozlamalarisiz',
    'hide-signals': 'Signallarsiz',
  },
  values: {
    ...LANGUAGE_VALUES,
    ...ZONE_VALUES,
    'time-zone.browser': 'Brauzer vaqti',
    'theme.light': "Yorug'",
    'theme.dark': "Qorong'i",
    'theme.system': 'Tizimdagidek',
    'date-filter.today': 'Bugun',
    'date-filter.tomorrow': 'Ertaga',
    'date-filter.this_week': 'Shu hafta',
    'date-filter.next_week': 'Keyingi hafta',
    'date-filter.custom': 'Tanlangan oraliq',
    'impact.all': 'Hammasi',
    'impact.high': 'Yuqori',
    'impact.medium': "O'rta",
    'impact.low': 'Past',
  },
};

const ru: GalleryTexts = {
  heading: 'Виджеты',
  intro:
    'Разместите виджеты Savdo на своём сайте одним тегом script. Выберите виджет, настройте его, посмотрите вживую и скопируйте код.',
  open: 'Настроить',
  back: 'Все виджеты',
  settings: 'Настройки',
  look: 'Оформление',
  preview: 'Живой просмотр',
  previewNote: 'На странице другого домена — так, как его увидит страница партнёра.',
  code: 'Код',
  copy: 'Копировать',
  copied: 'Скопировано',
  copyFailed: 'Не удалось скопировать: выделите код и скопируйте сами.',
  keyNote: 'Замените YOUR_PARTNER_KEY своим ключом партнёра: он разрешает домен вашей страницы.',
  partnerKey: 'Ваш ключ партнёра',
  partnerKeyHint: 'Ключ создаётся на странице /partner; вставьте его сюда, и он появится в коде.',
  accent: 'Основной цвет',
  radius: 'Скругление углов',
  font: 'Шрифт',
  height: 'Высота (px)',
  own: 'Как решит виджет',
  fonts: { system: 'Системный', serif: 'С засечками', mono: 'Моноширинный' },
  widgets: {
    calendar: {
      title: 'Экономический календарь',
      description: 'События с важностью, предыдущим, прогнозом и фактом, фильтры.',
    },
    todaysEvents: {
      title: 'События сегодня',
      description: 'Отсчёт до следующего события и события дня, компактно.',
    },
    signals: { title: 'Торговые сигналы', description: 'Живая лента сигналов и итоги за 30 дней.' },
    tradingChart: {
      title: 'График цены',
      description: 'Живой свечной график с объёмом и отметками сигналов.',
    },
    courseCatalog: {
      title: 'Каталог курсов',
      description: 'Видеокурсы с фильтрами по уровню, цене и поиском.',
    },
    algoMarket: {
      title: 'Маркетплейс советников',
      description: 'Боты с проверенными результатами и кривыми капитала.',
    },
    copyTrading: {
      title: 'Копитрейдинг',
      description: 'Стратегии, их результаты и оценка риска.',
    },
    banners: { title: 'Баннеры', description: 'Карусель баннеров.' },
    help: { title: 'Центр помощи', description: 'Инструкции и вопросы с поиском.' },
    sessionStatus: {
      title: 'Ссылка входа',
      description: 'Кто вошёл, или ссылка для входа в Savdo.',
    },
  },
  attributes: {
    lang: 'Язык',
    theme: 'Тема',
    'time-zone': 'Часовой пояс',
    impact: 'Важность',
    currency: 'Валюта (например, USD)',
    'date-filter': 'Дни',
    'from-date': 'Дата начала',
    'to-date': 'Дата конца',
    query: 'Поиск',
    limit: 'Количество',
    tab: 'Тип актива',
    'signal-type': 'Тип сигнала',
    status: 'Статус',
    symbol: 'Символ',
    timeframe: 'Таймфрейм',
    level: 'Уровень',
    price: 'Цена',
    platform: 'Платформа',
    type: 'Тип',
    sort: 'Сортировка',
    interval: 'Интервал смены (мс)',
    location: 'Раздел',
    'hide-title': 'Без заголовка',
    'hide-filters': 'Без фильтров',
    'hide-stats': 'Без статистики',
    'hide-notifications': 'Без настроек уведомлений',
    'hide-signals': 'Без сигналов',
  },
  values: {
    ...LANGUAGE_VALUES,
    ...ZONE_VALUES,
    'time-zone.browser': 'Время браузера',
    'theme.light': 'Светлая',
    'theme.dark': 'Тёмная',
    'theme.system': 'Как в системе',
    'date-filter.today': 'Сегодня',
    'date-filter.tomorrow': 'Завтра',
    'date-filter.this_week': 'Эта неделя',
    'date-filter.next_week': 'Следующая неделя',
    'date-filter.custom': 'Свой период',
    'impact.all': 'Все',
    'impact.high': 'Высокая',
    'impact.medium': 'Средняя',
    'impact.low': 'Низкая',
  },
};

const en: GalleryTexts = {
  heading: 'Widgets',
  intro:
    'Put Savdo widgets on your own site with one script tag. Pick a widget, set it up, see it live, and copy the code.',
  open: 'Set up',
  back: 'All widgets',
  settings: 'Settings',
  look: 'Look',
  preview: 'Live preview',
  previewNote: "On a page of another origin, as a partner's page shows it.",
  code: 'Code',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the code and copy it yourself.',
  keyNote: "Replace YOUR_PARTNER_KEY with your partner key: it allows your page's origin.",
  partnerKey: 'Your partner key',
  partnerKeyHint: 'Keys are made on the /partner page; paste yours here and the code carries it.',
  accent: 'Accent colour',
  radius: 'Corner radius',
  font: 'Font',
  height: 'Height (px)',
  own: "The widget's own",
  fonts: { system: 'System', serif: 'Serif', mono: 'Monospace' },
  widgets: {
    calendar: {
      title: 'Economic calendar',
      description: 'Events with impact, previous, forecast and actual values, with filters.',
    },
    todaysEvents: {
      title: "Today's events",
      description: "The countdown to the next event and today's events, compact.",
    },
    signals: {
      title: 'Trading signals',
      description: 'The live signals feed and 30-day performance.',
    },
    tradingChart: {
      title: 'Price chart',
      description: 'A live candlestick chart with volume and signal marks.',
    },
    courseCatalog: {
      title: 'Course catalog',
      description: 'Video courses with level, price and search filters.',
    },
    algoMarket: {
      title: 'Expert Advisor market',
      description: 'Bots with verified figures and equity curves.',
    },
    copyTrading: {
      title: 'Copy trading',
      description: 'Strategies with their figures and risk score.',
    },
    banners: { title: 'Banners', description: 'The banner carousel.' },
    help: { title: 'Help centre', description: 'Searchable instructions and questions.' },
    sessionStatus: {
      title: 'Sign-in link',
      description: 'Who is signed in, or a link to sign in to Savdo.',
    },
  },
  attributes: {
    lang: 'Language',
    theme: 'Theme',
    'time-zone': 'Time zone',
    impact: 'Impact',
    currency: 'Currency (e.g. USD)',
    'date-filter': 'Days',
    'from-date': 'From date',
    'to-date': 'To date',
    query: 'Search',
    limit: 'How many',
    tab: 'Asset type',
    'signal-type': 'Signal type',
    status: 'Status',
    symbol: 'Symbol',
    timeframe: 'Timeframe',
    level: 'Level',
    price: 'Price',
    platform: 'Platform',
    type: 'Type',
    sort: 'Sort',
    interval: 'Change every (ms)',
    location: 'Section',
    'hide-title': 'No heading',
    'hide-filters': 'No filters',
    'hide-stats': 'No statistics',
    'hide-notifications': 'No notification settings',
    'hide-signals': 'No signals',
  },
  values: {
    ...LANGUAGE_VALUES,
    ...ZONE_VALUES,
    'time-zone.browser': "The browser's",
    'theme.light': 'Light',
    'theme.dark': 'Dark',
    'theme.system': 'As the system',
    'date-filter.today': 'Today',
    'date-filter.tomorrow': 'Tomorrow',
    'date-filter.this_week': 'This week',
    'date-filter.next_week': 'Next week',
    'date-filter.custom': 'Custom range',
    'impact.all': 'All',
    'impact.high': 'High',
    'impact.medium': 'Medium',
    'impact.low': 'Low',
  },
};

export const GALLERY_TEXTS: Record<Language, GalleryTexts> = { uz, ru, en };
