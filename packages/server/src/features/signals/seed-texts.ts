/**
 * The demo signals' analysis texts and analysis types in uz (Latin script), ru and en (issue
 * 11). The seed keeps the English as `description` and `analysis_type`, for clients that ignore
 * `translations`.
 */
import {
  LANGUAGES,
  type Language,
  type SignalTranslations,
  type SignalType,
} from '@savdo/contract';

/** One text in every widget language. */
export type DemoText = Record<Language, string>;

export const DEMO_ANALYSES: DemoText[] = [
  { uz: 'Texnik tahlil', ru: 'Технический анализ', en: 'Technical' },
  { uz: 'Narx harakati (price action)', ru: 'Прайс экшн', en: 'Price action' },
  { uz: 'Fundamental tahlil', ru: 'Фундаментальный анализ', en: 'Fundamental' },
  { uz: 'Smart Money konsepsiyasi', ru: 'Концепция Smart Money', en: 'Smart money' },
];

export const DEMO_REASONS: Record<SignalType, DemoText[]> = {
  buy: [
    {
      uz: 'Qarshilik darajasi savdo hajmi oshgan holda yorib oʻtildi; stop oxirgi mahalliy minimum ostiga qoʻyilgan.',
      ru: 'Пробой сопротивления на растущем объёме; стоп стоит под последним локальным минимумом.',
      en: 'Breakout above resistance with rising volume; the stop sits under the last swing low.',
    },
    {
      uz: 'Narx 200 davrli harakatlanuvchi oʻrtachadan qaytdi, qayta sinovda esa buqa yutuvchi shami paydo boʻldi.',
      ru: 'Отскок от 200-периодной скользящей средней и бычье поглощение при повторном тесте.',
      en: 'Bounce from the 200-period moving average and a bullish engulfing candle on the retest.',
    },
    {
      uz: 'Talab zonasida minimumlar tobora yuqoriroq shakllanmoqda; RSI boʻyicha impuls yuqoriga burildi.',
      ru: 'Повышающиеся минимумы в зоне спроса; импульс по RSI развернулся вверх.',
      en: 'Higher lows into a demand zone; momentum turned up on the RSI.',
    },
  ],
  sell: [
    {
      uz: 'Taklif zonasida ayiq pin-bari bilan rad etish; stop sham soyasining ustiga qoʻyilgan.',
      ru: 'Отбой от зоны предложения медвежьим пин-баром; стоп стоит над тенью свечи.',
      en: 'Rejection at a supply zone with a bearish pin bar; the stop sits above the wick.',
    },
    {
      uz: 'Pasayuvchi trend chizigʻi ostida maksimumlar tobora pastroq; yorilgan qoʻllab-quvvatlash darajasi pastdan qayta sinaldi.',
      ru: 'Понижающиеся максимумы под нисходящей линией тренда; пробитая поддержка протестирована снизу.',
      en: 'Lower highs under a falling trend line; the break of support was retested from below.',
    },
    {
      uz: 'Diapazonning yuqori chegarasida RSI boʻyicha ayiq divergensiyasi.',
      ru: 'Медвежья дивергенция по RSI у верхней границы диапазона.',
      en: 'Bearish divergence on the RSI at the top of the range.',
    },
  ],
};

/** A signal's translations from its analysis text and analysis type. */
export function demoTranslations(reason: DemoText, analysis: DemoText): SignalTranslations {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { description: reason[lang], analysis_type: analysis[lang] }]),
  );
}
