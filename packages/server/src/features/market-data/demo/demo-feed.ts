/** The built-in demo feed: generated, deterministic candles and ticks (decision 0260). */
import type { MarketFeed } from '../market-feed';
import { demoCandles, demoTick, seriesOf, type DemoSeries } from './demo-candles';
import { DEMO_INSTRUMENTS, publicSymbol } from './demo-symbols';

export function createDemoFeed(): MarketFeed {
  const series = new Map<string, DemoSeries>(
    DEMO_INSTRUMENTS.map((instrument) => [instrument.symbol, seriesOf(instrument)]),
  );
  // The moment of the previous tick of this process, for the tick's volume.
  let lastTick: number | null = null;
  return {
    name: 'demo',
    async symbols() {
      return DEMO_INSTRUMENTS.map(publicSymbol);
    },
    async candles(request, now) {
      const one = series.get(request.symbol);
      return one ? demoCandles(one, request, now) : [];
    },
    async ticks(now) {
      const second = Math.floor(now);
      const since = lastTick ?? second - 1;
      lastTick = second;
      if (second <= since) return [];
      const ticks = [];
      for (const one of series.values()) {
        const tick = demoTick(one, second, since);
        if (tick) ticks.push(tick);
      }
      return ticks;
    },
  };
}
