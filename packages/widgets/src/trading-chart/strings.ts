// Strings of the trading chart (namespace `trading-chart`); Uzbek is the source.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: 'Savdo grafigi',
  symbol: 'Instrument',
  timeframe: 'Taymfreym',
  timeframes: {
    '1m': '1 daq',
    '5m': '5 daq',
    '15m': '15 daq',
    '1h': '1 soat',
    '4h': '4 soat',
    '1D': '1 kun',
  },
  loading: 'Grafik yuklanmoqda…',
  loadFailed: "Grafikni yuklab bo'lmadi",
  retry: 'Qaytadan urinish',
  empty: "Bu oraliqda savdo bo'lmagan",
  closed: 'Bozor yopiq',
  live: 'Jonli',
  legend: {
    open: 'Och',
    high: 'Maks',
    low: 'Min',
    close: 'Yop',
    volume: 'Hajm',
    change: "O'zgarish",
  },
  legendLabel: 'Tanlangan sham',
  chartLabel: '{{symbol}} narx grafigi, {{timeframe}}',
  markers: { buy: 'Sotib olish', sell: 'Sotish', signals: 'Signallar', journal: 'Kundalik' },
  signalMarker: '{{side}} {{price}}',
};

const en: LocaleOf<typeof uz> = {
  title: 'Trading chart',
  symbol: 'Symbol',
  timeframe: 'Timeframe',
  timeframes: {
    '1m': '1 min',
    '5m': '5 min',
    '15m': '15 min',
    '1h': '1 hour',
    '4h': '4 hours',
    '1D': '1 day',
  },
  loading: 'Loading the chart…',
  loadFailed: 'Failed to load the chart',
  retry: 'Try again',
  empty: 'No trading in this range',
  closed: 'Market closed',
  live: 'Live',
  legend: { open: 'O', high: 'H', low: 'L', close: 'C', volume: 'Vol', change: 'Change' },
  legendLabel: 'Candle under the cursor',
  chartLabel: '{{symbol}} price chart, {{timeframe}}',
  markers: { buy: 'Buy', sell: 'Sell', signals: 'Signals', journal: 'Journal' },
  signalMarker: '{{side}} {{price}}',
};

const ru: LocaleOf<typeof uz> = {
  title: 'Торговый график',
  symbol: 'Инструмент',
  timeframe: 'Таймфрейм',
  timeframes: {
    '1m': '1 мин',
    '5m': '5 мин',
    '15m': '15 мин',
    '1h': '1 час',
    '4h': '4 часа',
    '1D': '1 день',
  },
  loading: 'Загрузка графика…',
  loadFailed: 'Не удалось загрузить график',
  retry: 'Повторить',
  empty: 'В этом диапазоне торгов не было',
  closed: 'Рынок закрыт',
  live: 'В реальном времени',
  legend: {
    open: 'Откр',
    high: 'Макс',
    low: 'Мин',
    close: 'Закр',
    volume: 'Объём',
    change: 'Изменение',
  },
  legendLabel: 'Свеча под курсором',
  chartLabel: 'График цены {{symbol}}, {{timeframe}}',
  markers: { buy: 'Покупка', sell: 'Продажа', signals: 'Сигналы', journal: 'Дневник' },
  signalMarker: '{{side}} {{price}}',
};

export const tradingChartStrings = widgetStrings('trading-chart', { uz, en, ru });
export const TRADING_CHART_NAMESPACE = tradingChartStrings.namespace;
