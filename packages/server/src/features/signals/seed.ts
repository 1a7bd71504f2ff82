/**
 * Demo signals: 36 signals over the last 30 days across crypto, forex, stocks and commodities,
 * buy and sell, free, Pro and VIP; the older ones closed with profit or loss (about two in
 * three won) or cancelled, the last two days' active, the newest pending. Each has an analysis
 * text and analysis type in uz, ru and en (seed-texts.ts) and a chart picture. Seeded once:
 * nothing is added when signals already exist.
 */
import type { AssetType, SignalInput, SignalType } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { fileUrl, insertFile } from '../files';
import { backdateSignal, countSignals, insertSignal } from './repository';
import { findPlanByName } from '../plans';
import { findUserByUsername } from '../users';
import { demoChartSvg } from './demo-chart';
import { DEMO_ANALYSES, DEMO_REASONS, demoTranslations } from './seed-texts';

interface Instrument {
  symbol: string;
  asset_type: AssetType;
  price: number;
  digits: number;
  /** Stop distance as a fraction of the price. */
  stop: number;
}

const INSTRUMENTS: Instrument[] = [
  { symbol: 'BTCUSDT', asset_type: 'crypto', price: 97_250, digits: 0, stop: 0.018 },
  { symbol: 'EURUSD', asset_type: 'forex', price: 1.0852, digits: 4, stop: 0.0035 },
  { symbol: 'XAUUSD', asset_type: 'commodities', price: 2_648.5, digits: 1, stop: 0.006 },
  { symbol: 'AAPL', asset_type: 'stocks', price: 228.4, digits: 2, stop: 0.015 },
  { symbol: 'ETHUSDT', asset_type: 'crypto', price: 3_452, digits: 1, stop: 0.022 },
  { symbol: 'GBPUSD', asset_type: 'forex', price: 1.2718, digits: 4, stop: 0.004 },
  { symbol: 'USOIL', asset_type: 'commodities', price: 71.45, digits: 2, stop: 0.012 },
  { symbol: 'NVDA', asset_type: 'stocks', price: 135.2, digits: 2, stop: 0.02 },
  { symbol: 'SOLUSDT', asset_type: 'crypto', price: 186.3, digits: 2, stop: 0.03 },
  { symbol: 'USDJPY', asset_type: 'forex', price: 151.24, digits: 2, stop: 0.004 },
  { symbol: 'XAGUSD', asset_type: 'commodities', price: 31.18, digits: 2, stop: 0.01 },
  { symbol: 'TSLA', asset_type: 'stocks', price: 245.6, digits: 2, stop: 0.025 },
];

const TIMEFRAMES = ['H1', 'H4', 'D1', 'M15'];
const REWARD_MULTIPLES = [1.5, 2, 2.5, 3];

const HOUR_MS = 60 * 60_000;
export const DEMO_SIGNAL_COUNT = 36;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function demoInput(i: number, planIds: { pro: number | null; vip: number | null }): SignalInput {
  const instrument = INSTRUMENTS[i % INSTRUMENTS.length] ?? INSTRUMENTS[0];
  if (!instrument) throw new Error('no demo instruments');
  const type: SignalType = i % 2 === 0 ? 'buy' : 'sell';
  const entry = instrument.price * (1 + (((i * 37) % 11) - 5) / 1000);
  const risk = entry * instrument.stop;
  const reward = risk * (REWARD_MULTIPLES[i % REWARD_MULTIPLES.length] ?? 2);
  const sign = type === 'buy' ? 1 : -1;
  const vip = i % 7 === 0 && planIds.vip !== null;
  const pro = !vip && i % 3 === 0 && planIds.pro !== null;
  const reason = DEMO_REASONS[type][i % 3];
  const analysis = DEMO_ANALYSES[i % DEMO_ANALYSES.length];
  return {
    symbol: instrument.symbol,
    type,
    asset_type: instrument.asset_type,
    entry_price: round(entry, instrument.digits),
    stop_loss: round(entry - sign * risk, instrument.digits),
    take_profit: round(entry + sign * reward, instrument.digits),
    // English stays the plain text; the translations carry uz, ru and en
    // (docs/decisions/0121-signal-texts-travel-in-every-language.md).
    description: reason?.en ?? null,
    analysis_type: analysis?.en ?? null,
    translations: reason && analysis ? demoTranslations(reason, analysis) : null,
    timeframe: TIMEFRAMES[i % TIMEFRAMES.length] ?? null,
    is_premium: vip || pro,
    required_plan_id: vip ? planIds.vip : pro ? planIds.pro : null,
  };
}

export async function seedDemoSignals(db: Db, now: Date = new Date()): Promise<void> {
  if ((await countSignals(db)) > 0) return;
  const admin = await findUserByUsername(db, 'admin');
  const planIds = {
    pro: (await findPlanByName(db, 'Pro'))?.id ?? null,
    vip: (await findPlanByName(db, 'VIP'))?.id ?? null,
  };
  for (let i = 0; i < DEMO_SIGNAL_COUNT; i++) {
    const input = demoInput(i, planIds);
    const instrument = INSTRUMENTS[i % INSTRUMENTS.length];
    const svg = demoChartSvg(
      {
        symbol: input.symbol,
        timeframe: input.timeframe ?? '',
        entry: input.entry_price,
        stop: input.stop_loss,
        target: input.take_profit,
        digits: instrument?.digits ?? 2,
      },
      i,
    );
    const fileId = await insertFile(db, {
      ownerId: admin?.id ?? null,
      purpose: 'signal-chart',
      contentType: 'image/svg+xml',
      data: new TextEncoder().encode(svg),
    });
    const hoursAgo = (DEMO_SIGNAL_COUNT - 1 - i) * 20 + (i % 3) * 3 + 1;
    const createdAt = new Date(now.getTime() - hoursAgo * HOUR_MS);
    const row = await insertSignal(
      db,
      { ...input, chart_image: fileUrl(fileId), expert_id: admin?.id ?? null },
      createdAt,
    );
    const activatedAt = new Date(createdAt.getTime() + 2 * HOUR_MS);
    const closedAt = new Date(createdAt.getTime() + (10 + (i % 5) * 6) * HOUR_MS);
    if (hoursAgo > 48) {
      const cancelled = i % 9 === 4;
      await backdateSignal(db, row.id, {
        status: cancelled ? 'cancelled' : 'closed',
        result: cancelled ? 'waiting' : i % 3 === 1 ? 'loss' : 'profit',
        createdAt,
        activatedAt,
        closedAt,
      });
    } else if (hoursAgo > 8) {
      await backdateSignal(db, row.id, {
        status: 'active',
        result: 'waiting',
        createdAt,
        activatedAt,
        closedAt: null,
      });
    }
  }
}
