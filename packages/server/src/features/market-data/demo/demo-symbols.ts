/**
 * The demo feed's instruments: the chart's usual majors plus every symbol the demo signals name
 * (signals/seed.ts), so their markers land on a chart. Levels are late-2024 prices, volatilities
 * the usual annual ones; volumes are tick volumes per minute (contracts or coins for crypto).
 */
import type { MarketSymbol } from '@savdo/contract';
import type { PathParams } from './price-path';

export interface DemoInstrument extends MarketSymbol, Omit<PathParams, 'seed'> {
  /** Symbols that quote the same market share a path (BTCUSD and BTCUSDT). */
  pathOf?: string;
  volumePerMinute: number;
}

const fx = (
  symbol: string,
  name: string,
  base: number,
  volatility: number,
  digits: number,
  volumePerMinute: number,
): DemoInstrument => ({
  symbol,
  name,
  kind: 'forex',
  digits,
  always_open: false,
  base,
  volatility,
  volumePerMinute,
});

export const DEMO_INSTRUMENTS: readonly DemoInstrument[] = [
  fx('EURUSD', 'Euro / US Dollar', 1.0852, 0.07, 5, 1_800),
  fx('GBPUSD', 'British Pound / US Dollar', 1.2718, 0.08, 5, 1_400),
  fx('USDJPY', 'US Dollar / Japanese Yen', 151.24, 0.09, 3, 1_600),
  {
    ...fx('XAUUSD', 'Gold / US Dollar', 2_648.5, 0.15, 2, 2_200),
    kind: 'metals',
  },
  { ...fx('XAGUSD', 'Silver / US Dollar', 31.18, 0.25, 3, 700), kind: 'metals' },
  { ...fx('USOIL', 'WTI Crude Oil', 71.45, 0.3, 2, 900), kind: 'energy' },
  { ...fx('US500', 'S&P 500 Index', 5_948.7, 0.16, 1, 1_100), kind: 'indices' },
  {
    ...fx('BTCUSD', 'Bitcoin / US Dollar', 97_250, 0.5, 2, 18),
    kind: 'crypto',
    always_open: true,
  },
  {
    ...fx('BTCUSDT', 'Bitcoin / Tether', 97_250, 0.5, 2, 22),
    kind: 'crypto',
    always_open: true,
    pathOf: 'BTCUSD',
  },
  {
    ...fx('ETHUSDT', 'Ethereum / Tether', 3_452, 0.6, 2, 260),
    kind: 'crypto',
    always_open: true,
  },
  {
    ...fx('SOLUSDT', 'Solana / Tether', 186.3, 0.75, 3, 2_400),
    kind: 'crypto',
    always_open: true,
  },
  { ...fx('AAPL', 'Apple Inc.', 228.4, 0.25, 2, 95_000), kind: 'stocks' },
  { ...fx('NVDA', 'NVIDIA Corp.', 135.2, 0.45, 2, 310_000), kind: 'stocks' },
  { ...fx('TSLA', 'Tesla Inc.', 245.6, 0.55, 2, 160_000), kind: 'stocks' },
];

/** A stable 32-bit seed from a symbol's name. */
export function seedOf(symbol: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < symbol.length; i += 1) h = Math.imul(h ^ symbol.charCodeAt(i), 16_777_619);
  return h >>> 0;
}

export function publicSymbol(instrument: DemoInstrument): MarketSymbol {
  const { symbol, name, kind, digits, always_open } = instrument;
  return { symbol, name, kind, digits, always_open };
}
