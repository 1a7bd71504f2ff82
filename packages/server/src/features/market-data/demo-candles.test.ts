// The demo feed's candle generator (decision 0260): every candle is consistent (low <= open,
// close <= high), the same whenever and however it is asked for, continuous from one candle to
// the next, closed at weekends except for crypto, and as volatile as the symbol should be.
import { describe, expect, it } from 'vitest';
import { TIMEFRAME_SECONDS, TIMEFRAMES, type Candle } from '@savdo/contract';
import { demoCandle, demoCandles, demoTick, seriesOf } from './demo/demo-candles';
import { DEMO_INSTRUMENTS } from './demo/demo-symbols';
import { createDemoFeed } from './demo/demo-feed';
import { priceAt, volatilityAt } from './demo/price-path';
import { tradingSpan } from './market-hours';

const instrument = (symbol: string) => {
  const found = DEMO_INSTRUMENTS.find((i) => i.symbol === symbol);
  if (!found) throw new Error(symbol);
  return seriesOf(found);
};
const EURUSD = instrument('EURUSD');
const BTCUSD = instrument('BTCUSD');
// Wednesday 2026-11-18 12:00:00 UTC.
const WEDNESDAY = Date.UTC(2026, 10, 18, 12) / 1000;
const SATURDAY = Date.UTC(2026, 10, 21, 12) / 1000;

describe('demo candles', () => {
  it('every candle of every symbol and timeframe is consistent: low <= open, close <= high', () => {
    for (const one of DEMO_INSTRUMENTS) {
      const series = seriesOf(one);
      for (const timeframe of TIMEFRAMES) {
        const candles = demoCandles(
          series,
          { timeframe, from: null, to: WEDNESDAY, limit: 200 },
          WEDNESDAY,
        );
        expect(candles.length).toBe(200);
        for (const c of candles) {
          expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
          expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
          expect(c.low).toBeGreaterThan(0);
          // The candle forming at `now` has just begun: no volume yet.
          if (c !== candles.at(-1)) expect(c.volume).toBeGreaterThan(0);
          expect(c.time % TIMEFRAME_SECONDS[timeframe]).toBe(0);
        }
      }
    }
  });

  it('is deterministic: the same range asked twice, or by a fresh feed, answers the same candles', async () => {
    const range = { timeframe: '15m' as const, from: null, to: WEDNESDAY, limit: 300 };
    const first = demoCandles(EURUSD, range, WEDNESDAY);
    expect(demoCandles(instrument('EURUSD'), range, WEDNESDAY)).toEqual(first);
    const request = { symbol: 'EURUSD', ...range };
    expect(await createDemoFeed().candles(request, WEDNESDAY)).toEqual(
      await createDemoFeed().candles(request, WEDNESDAY),
    );
  });

  it('continuity across ranges: overlapping ranges agree on every candle they share', () => {
    const length = TIMEFRAME_SECONDS['1h'];
    const a = demoCandles(
      EURUSD,
      { timeframe: '1h', from: null, to: WEDNESDAY, limit: 100 },
      WEDNESDAY,
    );
    const b = demoCandles(
      EURUSD,
      { timeframe: '1h', from: WEDNESDAY - 150 * length, to: WEDNESDAY - 40 * length, limit: 5000 },
      WEDNESDAY,
    );
    const byTime = new Map(b.map((c) => [c.time, c]));
    const shared = a.filter((c) => byTime.has(c.time));
    expect(shared.length).toBeGreaterThan(50);
    for (const c of shared) expect(byTime.get(c.time)).toEqual(c);
  });

  it("continuity from candle to candle: each close is the next candle's open", () => {
    for (const timeframe of TIMEFRAMES) {
      const candles = demoCandles(
        BTCUSD,
        { timeframe, from: null, to: WEDNESDAY, limit: 300 },
        WEDNESDAY,
      );
      for (let i = 1; i < candles.length; i += 1) {
        expect(candles[i]!.time - candles[i - 1]!.time).toBe(TIMEFRAME_SECONDS[timeframe]);
        expect(candles[i]!.open).toBe(candles[i - 1]!.close);
      }
    }
  });

  it('answers the newest `limit` candles opening in [from, to], oldest first', () => {
    const length = TIMEFRAME_SECONDS['5m'];
    const from = WEDNESDAY - 20 * length;
    const all = demoCandles(
      BTCUSD,
      { timeframe: '5m', from, to: WEDNESDAY, limit: 5000 },
      WEDNESDAY,
    );
    expect(all.map((c) => c.time)).toEqual(Array.from({ length: 21 }, (_, i) => from + i * length));
    const newest = demoCandles(
      BTCUSD,
      { timeframe: '5m', from, to: WEDNESDAY, limit: 5 },
      WEDNESDAY,
    );
    expect(newest).toEqual(all.slice(-5));
  });

  it('the forming candle ends at now, and never a candle after now', () => {
    const now = WEDNESDAY + 37 * 60 + 12;
    const candles = demoCandles(
      EURUSD,
      { timeframe: '1h', from: null, to: now + 86_400, limit: 3 },
      now,
    );
    const last = candles.at(-1)!;
    expect(last.time).toBe(WEDNESDAY);
    const tick = demoTick(EURUSD, now, now - 1)!;
    expect(last.close).toBe(tick.price);
    // The finished hour before it is unchanged by the clock moving on.
    expect(demoCandle(EURUSD, '1h', WEDNESDAY - 3600, now)).toEqual(
      demoCandle(EURUSD, '1h', WEDNESDAY - 3600, now + 86_400),
    );
  });

  it('forex is closed from Friday 22:00 to Sunday 22:00 UTC; crypto trades at weekends', () => {
    expect(demoCandle(EURUSD, '1h', SATURDAY, SATURDAY + 7_200)).toBeNull();
    expect(demoTick(EURUSD, SATURDAY, SATURDAY - 1)).toBeNull();
    expect(demoCandle(BTCUSD, '1h', SATURDAY, SATURDAY + 7_200)).not.toBeNull();
    const sundayNight = Date.UTC(2026, 10, 22, 22) / 1000;
    expect(demoCandle(EURUSD, '1h', sundayNight - 3600, sundayNight + 3600)).toBeNull();
    expect(demoCandle(EURUSD, '1h', sundayNight, sundayNight + 3600)).not.toBeNull();
    // A day candle on Friday stops at 22:00.
    const friday = Date.UTC(2026, 10, 20) / 1000;
    expect(tradingSpan(false, friday, friday + 86_400)).toEqual({
      start: friday,
      end: friday + 22 * 3600,
    });
    // An hourly history skips the weekend and keeps its count.
    const monday = Date.UTC(2026, 10, 23, 3) / 1000;
    const candles = demoCandles(
      EURUSD,
      { timeframe: '1h', from: null, to: monday, limit: 24 },
      monday,
    );
    expect(candles.length).toBe(24);
    expect(candles.some((c) => c.time >= SATURDAY - 12 * 3600 && c.time < sundayNight)).toBe(false);
  });

  it('prices stay near the symbol usual level, with its volatility', () => {
    for (const one of DEMO_INSTRUMENTS) {
      const series = seriesOf(one);
      const days = demoCandles(
        series,
        { timeframe: '1D', from: null, to: WEDNESDAY, limit: 720 },
        WEDNESDAY,
      );
      for (const c of days) {
        // In log terms: within 1.6 annual volatilities of the usual level over two years.
        expect(Math.abs(Math.log(c.close / one.base))).toBeLessThan(1.6 * one.volatility);
      }
      const returns = days.slice(1).map((c, i) => Math.log(c.close / days[i]!.close));
      const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
      const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / returns.length);
      // Weekend gaps fold into Monday; within a factor of two of the annual figure per day.
      const expected = one.volatility / Math.sqrt(one.always_open ? 365 : 260);
      expect(sd).toBeGreaterThan(expected / 2);
      expect(sd).toBeLessThan(expected * 2);
    }
  });

  it('volatility clusters: calm and busy stretches last days', () => {
    const seed = EURUSD.path.seed;
    const levels = Array.from({ length: 200 }, (_, i) => volatilityAt(seed, WEDNESDAY + i * 3600));
    expect(Math.max(...levels) / Math.min(...levels)).toBeGreaterThan(1.1);
    // Hour to hour it barely moves.
    for (let i = 1; i < levels.length; i += 1) {
      expect(Math.abs(levels[i]! / levels[i - 1]! - 1)).toBeLessThan(0.05);
    }
  });

  it('BTCUSD and BTCUSDT quote the same market', () => {
    const usdt = instrument('BTCUSDT');
    expect(priceAt(usdt.path, WEDNESDAY)).toBe(priceAt(BTCUSD.path, WEDNESDAY));
  });

  it('the feed ticks every open symbol once per new second, with the volume since the last', async () => {
    const feed = createDemoFeed();
    const first = await feed.ticks(SATURDAY);
    expect(first.map((t) => t.symbol).sort()).toEqual(['BTCUSD', 'BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(await feed.ticks(SATURDAY + 0.4)).toEqual([]);
    const weekday = await createDemoFeed().ticks(WEDNESDAY);
    expect(weekday).toHaveLength(DEMO_INSTRUMENTS.length);
    const candle: Candle | null = demoCandle(EURUSD, '1m', WEDNESDAY, WEDNESDAY);
    expect(weekday.find((t) => t.symbol === 'EURUSD')?.price).toBe(candle?.open);
  });
});
