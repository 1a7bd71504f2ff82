// The chart's data: the candles of the symbol and timeframe through the query store, the live
// ticks merged into the last candle (reported to `onLive`, which draws it without re-rendering
// the whole chart), and the symbol's signals while they are wanted.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Candle, Timeframe, TradingSignal } from '@savdo/contract';
import {
  $marketSymbols,
  candlesQuery,
  mergeTick,
  subscribeMarketTicks,
  subscribeSymbolSignals,
  symbolSignalsQuery,
} from '@savdo/core/market-data';
import { useStore } from '@savdo/ui';

/** Candles loaded per symbol and timeframe: enough history to scroll through. */
export const CHART_CANDLES = 1_000;

const NO_SIGNALS: TradingSignal[] = [];

export function useChartData(
  symbol: string,
  timeframe: Timeframe,
  withSignals: boolean,
  onLive: (candle: Candle) => void,
) {
  const symbols = useStore($marketSymbols);
  const $candles = useMemo(
    () => candlesQuery({ symbol, timeframe, limit: CHART_CANDLES }),
    [symbol, timeframe],
  );
  const candles = useStore($candles);
  const $signals = useMemo(() => symbolSignalsQuery(symbol), [symbol]);
  const signals = useStore($signals);
  // The live candle: the last loaded one, then each tick's merge. State for the legend, a ref
  // for the tick handler.
  const [live, setLive] = useState<Candle | null>(null);
  const lastRef = useRef<Candle | undefined>(undefined);
  const onLiveRef = useRef(onLive);
  onLiveRef.current = onLive;

  const loaded = candles.data?.result;
  useEffect(() => {
    const last = loaded?.symbol === symbol ? loaded.candles.at(-1) : undefined;
    lastRef.current = last;
    setLive(last ?? null);
  }, [loaded, symbol]);

  const ready = loaded !== undefined;
  useEffect(() => {
    if (!ready) return undefined;
    return subscribeMarketTicks((event) => {
      const tick = event.ticks.find((t) => t.symbol === symbol);
      if (!tick) return;
      const next = mergeTick(lastRef.current, tick, timeframe);
      if (!next) return;
      lastRef.current = next;
      setLive(next);
      onLiveRef.current(next);
    });
  }, [ready, symbol, timeframe]);

  useEffect(
    () => (withSignals ? subscribeSymbolSignals(() => undefined) : undefined),
    [withSignals],
  );

  return {
    symbols: symbols.data?.result ?? [],
    symbolsFailed: symbols.error !== undefined && !symbols.loading,
    candles: loaded,
    loading: candles.loading && !loaded,
    failed: candles.error !== undefined && !candles.loading,
    retry: () => {
      $candles.invalidate();
      if (symbols.error) $marketSymbols.invalidate();
    },
    live,
    signals: withSignals ? (signals.data ?? NO_SIGNALS) : NO_SIGNALS,
  };
}
