/**
 * Demo data, defined once: what the demo week's figures are (their names in uz and ru, what they
 * measure and why they move markets, who publishes them, how often), and a year of their past
 * releases with plausible actual, forecast and previous values. Deterministic: the same `now`
 * gives the same history, so the seed is idempotent and the tests can count. Data only, like
 * demo/calendar-week.ts (docs/decisions/0311-economic-event-series.md).
 */
import type { EconomicEventInput } from '../calendar';
import { DEMO_WEEK, demoEventFields, demoWeekEvents } from './calendar-week';

type Topic =
  | 'inflation'
  | 'jobs'
  | 'claims'
  | 'rate'
  | 'activity'
  | 'sentiment'
  | 'growth'
  | 'retail'
  | 'trade'
  | 'oil'
  | 'fiscal'
  | 'policy';

interface Texts {
  en: string;
  uz: string;
  ru: string;
}

/** What each kind of figure measures and why traders watch it. */
const TOPIC_TEXT: Record<Topic, Texts> = {
  inflation: {
    en: 'How fast consumer prices rise. Inflation above the central bank’s target makes a rate rise more likely, which usually strengthens the currency.',
    uz: 'Iste’mol narxlari qanchalik tez o‘sayotganini ko‘rsatadi. Inflyatsiya markaziy bank maqsadidan yuqori bo‘lsa, stavka oshishi ehtimoli ortadi va odatda valyuta mustahkamlanadi.',
    ru: 'Показывает, как быстро растут потребительские цены. Инфляция выше цели центробанка делает повышение ставки вероятнее, и валюта обычно укрепляется.',
  },
  jobs: {
    en: 'How many people are employed or out of work. A strong labour market supports spending and higher rates, so a better figure tends to lift the currency.',
    uz: 'Qancha odam ishlayotgani yoki ishsizligini ko‘rsatadi. Kuchli mehnat bozori iste’mol va yuqori stavkalarni qo‘llab-quvvatlaydi, shuning uchun yaxshi ko‘rsatkich valyutani ko‘taradi.',
    ru: 'Сколько людей работает или ищет работу. Сильный рынок труда поддерживает расходы и высокие ставки, поэтому лучший показатель обычно поднимает валюту.',
  },
  claims: {
    en: 'New applications for unemployment benefits in the past week: the quickest sign of layoffs. Fewer claims than forecast is good for the currency.',
    uz: 'O‘tgan haftada ishsizlik nafaqasi uchun berilgan yangi arizalar: ishdan bo‘shatishlarning eng tezkor belgisi. Prognozdan kam arizalar valyuta uchun yaxshi.',
    ru: 'Новые заявки на пособие по безработице за неделю: самый быстрый признак увольнений. Меньше заявок, чем ожидалось, хорошо для валюты.',
  },
  rate: {
    en: 'The central bank’s policy interest rate. It sets the cost of money in the economy; a higher rate than expected usually strengthens the currency at once.',
    uz: 'Markaziy bankning asosiy foiz stavkasi. U iqtisodiyotda pul narxini belgilaydi; kutilganidan yuqori stavka odatda valyutani darhol mustahkamlaydi.',
    ru: 'Ключевая ставка центробанка. Она задаёт стоимость денег в экономике; ставка выше ожиданий обычно сразу укрепляет валюту.',
  },
  activity: {
    en: 'A survey of purchasing managers: above 50 the sector grows, below 50 it shrinks. It comes early in the month, so markets read it as a first look at the economy.',
    uz: 'Xarid menejerlari so‘rovi: 50 dan yuqori bo‘lsa soha o‘smoqda, pastda bo‘lsa qisqarmoqda. Oy boshida chiqadi, shuning uchun bozor uni iqtisodiyotga birinchi nazar deb biladi.',
    ru: 'Опрос менеджеров по закупкам: выше 50 сектор растёт, ниже 50 сокращается. Выходит в начале месяца, поэтому рынок видит в нём первый взгляд на экономику.',
  },
  sentiment: {
    en: 'How confident consumers or businesses feel. Confidence leads spending and investment, so a higher reading tends to support the currency.',
    uz: 'Iste’molchilar yoki bizneslar qanchalik ishonchli his qilishini o‘lchaydi. Ishonch xarajat va investitsiyadan oldin keladi, shuning uchun yuqori ko‘rsatkich valyutani qo‘llaydi.',
    ru: 'Насколько уверенно чувствуют себя потребители или компании. Уверенность опережает расходы и инвестиции, поэтому высокий показатель поддерживает валюту.',
  },
  growth: {
    en: 'The change in the value of everything the economy produced: the broadest measure of its health. Faster growth than forecast is good for the currency.',
    uz: 'Iqtisodiyot ishlab chiqargan hamma narsa qiymatining o‘zgarishi: uning sog‘lig‘ining eng keng o‘lchovi. Prognozdan tez o‘sish valyuta uchun yaxshi.',
    ru: 'Изменение стоимости всего, что произвела экономика: самая широкая мера её здоровья. Рост быстрее прогноза хорош для валюты.',
  },
  retail: {
    en: 'The change in sales at shops: consumer spending, the largest part of the economy. Stronger sales tend to lift the currency.',
    uz: 'Do‘konlardagi savdoning o‘zgarishi: iqtisodiyotning eng katta qismi bo‘lgan iste’mol xarajatlari. Kuchli savdo valyutani ko‘taradi.',
    ru: 'Изменение продаж в магазинах: потребительские расходы, крупнейшая часть экономики. Сильные продажи обычно поднимают валюту.',
  },
  trade: {
    en: 'Exports minus imports. A larger surplus means more demand for the currency from abroad.',
    uz: 'Eksport minus import. Kattaroq profitsit valyutaga chet eldan talab ko‘pligini bildiradi.',
    ru: 'Экспорт минус импорт. Больший профицит означает больший спрос на валюту из-за рубежа.',
  },
  oil: {
    en: 'How much crude oil is stored, or how many rigs drill. Falling stocks mean tight supply and usually lift oil prices and oil-linked currencies.',
    uz: 'Qancha xom neft saqlanayotgani yoki nechta burg‘u ishlayotgani. Zaxiralar kamaysa taklif tanqis bo‘ladi va odatda neft narxi ko‘tariladi.',
    ru: 'Сколько нефти в хранилищах или сколько буровых работает. Снижение запасов означает дефицит и обычно поднимает цены на нефть.',
  },
  fiscal: {
    en: 'How much the government borrowed in the month. Heavier borrowing than forecast can weigh on the currency and on bond prices.',
    uz: 'Hukumat oy davomida qancha qarz olgani. Prognozdan ko‘p qarz valyuta va obligatsiyalar narxiga bosim qilishi mumkin.',
    ru: 'Сколько правительство заняло за месяц. Заимствования выше прогноза могут давить на валюту и облигации.',
  },
  policy: {
    en: 'What policymakers say about the economy and future rates. There is no figure: the tone alone moves the market, often sharply.',
    uz: 'Siyosatchilar iqtisodiyot va kelgusi stavkalar haqida nima deyishi. Raqam yo‘q: ohangning o‘zi bozorni, ko‘pincha keskin, harakatlantiradi.',
    ru: 'Что говорят регуляторы об экономике и будущих ставках. Цифры нет: сам тон двигает рынок, часто резко.',
  },
};

export interface DemoSeriesInfo {
  uz: string;
  ru: string;
  topic: Topic;
  source: string;
  /** Releases a year: 52 weekly, 12 monthly, 4 quarterly, 8 for the policy meetings. */
  perYear: 52 | 12 | 8 | 4;
}

/** By the demo week's English event name and currency (seriesKey's inputs). */
export const DEMO_SERIES: Readonly<Record<string, DemoSeriesInfo>> = {
  'AUD|Retail Sales m/m': {
    uz: 'Chakana savdo (oy/oy)',
    ru: 'Розничные продажи (м/м)',
    topic: 'retail',
    source: 'Australian Bureau of Statistics',
    perYear: 12,
  },
  'UZS|CBU Refinancing Rate': {
    uz: 'MB qayta moliyalash stavkasi',
    ru: 'Ставка рефинансирования ЦБ Узбекистана',
    topic: 'rate',
    source: 'Central Bank of Uzbekistan',
    perYear: 8,
  },
  'EUR|Ifo Business Climate': {
    uz: 'Ifo biznes muhiti indeksi',
    ru: 'Индекс делового климата Ifo',
    topic: 'sentiment',
    source: 'Ifo Institute',
    perYear: 12,
  },
  'USD|FOMC Member Waller Speaks': {
    uz: 'FOMC a’zosi Uoller nutqi',
    ru: 'Выступление члена FOMC Уоллера',
    topic: 'policy',
    source: 'Federal Reserve',
    perYear: 12,
  },
  'GBP|Public Sector Net Borrowing': {
    uz: 'Davlat sektori sof qarzi',
    ru: 'Чистые заимствования госсектора',
    topic: 'fiscal',
    source: 'Office for National Statistics',
    perYear: 12,
  },
  'EUR|Flash Manufacturing PMI': {
    uz: 'Ishlab chiqarish PMI (dastlabki)',
    ru: 'Индекс PMI в промышленности (предв.)',
    topic: 'activity',
    source: 'S&P Global',
    perYear: 12,
  },
  'GBP|Flash Services PMI': {
    uz: 'Xizmatlar PMI (dastlabki)',
    ru: 'Индекс PMI в сфере услуг (предв.)',
    topic: 'activity',
    source: 'S&P Global',
    perYear: 12,
  },
  'CAD|CPI m/m': {
    uz: 'ISN (oy/oy)',
    ru: 'ИПЦ (м/м)',
    topic: 'inflation',
    source: 'Statistics Canada',
    perYear: 12,
  },
  'USD|CB Consumer Confidence': {
    uz: 'CB iste’molchilar ishonchi',
    ru: 'Индекс доверия потребителей CB',
    topic: 'sentiment',
    source: 'The Conference Board',
    perYear: 12,
  },
  'USD|FOMC Meeting Minutes': {
    uz: 'FOMC yig‘ilishi bayonnomasi',
    ru: 'Протокол заседания FOMC',
    topic: 'policy',
    source: 'Federal Reserve',
    perYear: 8,
  },
  'AUD|CPI y/y': {
    uz: 'ISN (yil/yil)',
    ru: 'ИПЦ (г/г)',
    topic: 'inflation',
    source: 'Australian Bureau of Statistics',
    perYear: 12,
  },
  'NZD|RBNZ Official Cash Rate': {
    uz: 'RBNZ rasmiy stavkasi',
    ru: 'Официальная ставка RBNZ',
    topic: 'rate',
    source: 'Reserve Bank of New Zealand',
    perYear: 8,
  },
  'EUR|GfK Consumer Climate': {
    uz: 'GfK iste’molchilar kayfiyati',
    ru: 'Потребительский климат GfK',
    topic: 'sentiment',
    source: 'GfK',
    perYear: 12,
  },
  'USD|Prelim GDP q/q': {
    uz: 'YaIM (chorak/chorak, dastlabki)',
    ru: 'ВВП (кв/кв, предв.)',
    topic: 'growth',
    source: 'Bureau of Economic Analysis',
    perYear: 4,
  },
  'USD|Unemployment Claims': {
    uz: 'Ishsizlik nafaqasi arizalari',
    ru: 'Заявки на пособие по безработице',
    topic: 'claims',
    source: 'Department of Labor',
    perYear: 52,
  },
  'USD|Core PCE Price Index m/m': {
    uz: 'Asosiy PCE narx indeksi (oy/oy)',
    ru: 'Базовый индекс цен PCE (м/м)',
    topic: 'inflation',
    source: 'Bureau of Economic Analysis',
    perYear: 12,
  },
  'USD|Crude Oil Inventories': {
    uz: 'Xom neft zaxiralari',
    ru: 'Запасы сырой нефти',
    topic: 'oil',
    source: 'Energy Information Administration',
    perYear: 52,
  },
  'CHF|KOF Economic Barometer': {
    uz: 'KOF iqtisodiy barometri',
    ru: 'Экономический барометр KOF',
    topic: 'sentiment',
    source: 'KOF Swiss Economic Institute',
    perYear: 12,
  },
  'EUR|German Prelim CPI m/m': {
    uz: 'Germaniya ISN (oy/oy, dastlabki)',
    ru: 'ИПЦ Германии (м/м, предв.)',
    topic: 'inflation',
    source: 'Destatis',
    perYear: 12,
  },
  'RUB|CBR Key Rate Decision': {
    uz: 'Rossiya MB asosiy stavka qarori',
    ru: 'Решение ЦБ РФ по ключевой ставке',
    topic: 'rate',
    source: 'Bank of Russia',
    perYear: 8,
  },
  'EUR|ECB Monetary Policy Meeting Accounts': {
    uz: 'YeMB pul-kredit yig‘ilishi hisoboti',
    ru: 'Отчёт о заседании ЕЦБ по денежной политике',
    topic: 'policy',
    source: 'European Central Bank',
    perYear: 8,
  },
  'EUR|ECB President Lagarde Speaks': {
    uz: 'YeMB raisi Lagard nutqi',
    ru: 'Выступление главы ЕЦБ Лагард',
    topic: 'policy',
    source: 'European Central Bank',
    perYear: 12,
  },
  'JPY|Tokyo Core CPI y/y': {
    uz: 'Tokio asosiy ISN (yil/yil)',
    ru: 'Базовый ИПЦ Токио (г/г)',
    topic: 'inflation',
    source: 'Statistics Bureau of Japan',
    perYear: 12,
  },
  'CNY|Manufacturing PMI': {
    uz: 'Ishlab chiqarish PMI',
    ru: 'Индекс PMI в промышленности',
    topic: 'activity',
    source: 'National Bureau of Statistics of China',
    perYear: 12,
  },
  'EUR|CPI Flash Estimate y/y': {
    uz: 'ISN tezkor bahosi (yil/yil)',
    ru: 'ИПЦ, предварительная оценка (г/г)',
    topic: 'inflation',
    source: 'Eurostat',
    perYear: 12,
  },
  'USD|Non-Farm Employment Change': {
    uz: 'Qishloq xo‘jaligidan tashqari bandlik',
    ru: 'Изменение числа занятых вне с/х',
    topic: 'jobs',
    source: 'Bureau of Labor Statistics',
    perYear: 12,
  },
  'USD|Unemployment Rate': {
    uz: 'Ishsizlik darajasi',
    ru: 'Уровень безработицы',
    topic: 'jobs',
    source: 'Bureau of Labor Statistics',
    perYear: 12,
  },
  'CAD|Employment Change': {
    uz: 'Bandlik o‘zgarishi',
    ru: 'Изменение занятости',
    topic: 'jobs',
    source: 'Statistics Canada',
    perYear: 12,
  },
  'USD|Prelim UoM Consumer Sentiment': {
    uz: 'Michigan iste’molchilar kayfiyati (dastlabki)',
    ru: 'Настроения потребителей Мичигана (предв.)',
    topic: 'sentiment',
    source: 'University of Michigan',
    perYear: 12,
  },
  'USD|Baker Hughes Oil Rig Count': {
    uz: 'Baker Hughes burg‘u qurilmalari soni',
    ru: 'Число буровых Baker Hughes',
    topic: 'oil',
    source: 'Baker Hughes',
    perYear: 52,
  },
  'CNY|Trade Balance': {
    uz: 'Savdo balansi',
    ru: 'Торговый баланс',
    topic: 'trade',
    source: 'General Administration of Customs of China',
    perYear: 12,
  },
  'CNY|NBS Manufacturing PMI': {
    uz: 'NBS ishlab chiqarish PMI',
    ru: 'Индекс PMI NBS в промышленности',
    topic: 'activity',
    source: 'National Bureau of Statistics of China',
    perYear: 12,
  },
  'USD|OPEC-JMMC Meeting': {
    uz: 'OPEK-JMMC yig‘ilishi',
    ru: 'Заседание ОПЕК-JMMC',
    topic: 'policy',
    source: 'OPEC',
    perYear: 4,
  },
};

export interface DemoSeriesTexts {
  currency: string;
  event: string;
  name_uz: string;
  name_ru: string;
  description_en: string;
  description_uz: string;
  description_ru: string;
  source: string;
}

/** The texts of every demo series, for the seed. */
export function demoSeriesTexts(): DemoSeriesTexts[] {
  return DEMO_WEEK.flatMap((t) => {
    const info = DEMO_SERIES[`${t.currency}|${t.event}`];
    if (!info) return [];
    const text = TOPIC_TEXT[info.topic];
    return [
      {
        currency: t.currency,
        event: t.event,
        name_uz: info.uz,
        name_ru: info.ru,
        description_en: text.en,
        description_uz: text.uz,
        description_ru: text.ru,
        source: info.source,
      },
    ];
  });
}

const DAY_MS = 24 * 60 * 60_000;

/** A number from 0 to 1 fixed by the text (FNV-1a): the same release gets the same figures. */
function unit(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 4294967296;
}

interface Figure {
  value: number;
  prefix: string;
  suffix: string;
  decimals: number;
}

function readFigure(text: string | null): Figure | null {
  const m = text === null ? null : /^(-?)(\d+(?:\.(\d+))?)(.*)$/.exec(text.trim());
  if (!m) return null;
  return {
    value: Number(`${m[1]}${m[2]}`),
    prefix: '',
    suffix: m[4] ?? '',
    decimals: m[3]?.length ?? 0,
  };
}

function writeFigure(f: Figure, value: number): string {
  return `${f.prefix}${value.toFixed(f.decimals)}${f.suffix}`;
}

/**
 * A year of past releases of every demo figure before the week starting at `monday` (the seed's
 * this week): weekly figures every 7 days, monthly every 4 weeks, the rest spaced through the
 * year, on the template's weekday and time. Each release's `previous` is the release before it.
 * Speeches and minutes have no figures but still a history of dates.
 */
export function demoHistoryEvents(monday: Date): EconomicEventInput[] {
  const week = demoWeekEvents(monday, new Date(0));
  const out: EconomicEventInput[] = [];
  DEMO_WEEK.forEach((t, i) => {
    const info = DEMO_SERIES[`${t.currency}|${t.event}`];
    const base = week[i];
    if (!info || !base) return;
    const stepDays = info.perYear === 52 ? 7 : Math.round(52 / info.perYear) * 7;
    const count = info.perYear;
    const shape = readFigure(t.forecast ?? t.previous ?? t.actual);
    // Spread: about a tenth of the figure's size, at least its last shown digit.
    const scale = shape ? Math.max(Math.abs(shape.value) * 0.1, 10 ** -shape.decimals * 2) : 0;
    let prevActual: string | null = t.previous;
    const releases: EconomicEventInput[] = [];
    for (let k = count; k >= 1; k -= 1) {
      const time = new Date(Date.parse(base.time) - k * stepDays * DAY_MS).toISOString();
      if (!shape) {
        releases.push({
          ...demoEventFields(t),
          time,
          previous: null,
          forecast: null,
          consensus: null,
          actual: null,
        });
        continue;
      }
      const seed = `${t.currency}|${t.event}|${time}`;
      const centre = shape.value + (unit(`${seed}|c`) - 0.5) * scale * 2;
      const forecast = centre + (unit(`${seed}|f`) - 0.5) * scale;
      const actual = centre + (unit(`${seed}|a`) - 0.5) * scale * 1.5;
      const f = writeFigure(shape, forecast);
      const a = writeFigure(shape, actual);
      releases.push({
        ...demoEventFields(t),
        time,
        previous: prevActual,
        forecast: f,
        consensus: f,
        actual: a,
      });
      prevActual = a;
    }
    out.push(...releases);
  });
  return out;
}
