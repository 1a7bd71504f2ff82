// TradingChart (/trading-chart, <savdo-trading-chart>): a live candlestick chart with volume from
// the market-data feed (decision 0260), the symbol and timeframe choice, a crosshair legend and
// the symbol's signals (and any `markers` given, e.g. journal entries) marked on it. The chart
// library loads on demand, the first time the widget shows.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_TIME_ZONE,
  TIMEFRAMES,
  type Candle,
  type Timeframe,
  type TimeZoneChoice,
  type TradingSignal,
} from '@savdo/contract';
import { formatNumber, timeZoneOffsetMinutes } from '@savdo/core';
import {
  LoadFailed,
  Select,
  Skeleton,
  WidgetTitle,
  token,
  useEmit,
  useLanguage,
  useSyncedState,
  useT,
  visuallyHidden,
} from '@savdo/ui';
import { ChartLegend } from './chart-legend';
import { placeMarkers, signalMarkers, type ChartMarker } from './chart-markers';
import { TRADINGVIEW_ATTRIBUTION, useChartMount } from '@savdo/ui/charts';
import { drawTradingChart, tradingChartColours } from './draw-trading-chart';
import type { tradingChartManifest } from './manifest';
import { tradingChartStrings } from './strings';
import { useChartData } from './use-chart-data';

export interface TradingChartProps {
  symbol?: string;
  timeframe?: Timeframe;
  timeZone?: TimeZoneChoice;
  hideTitle?: boolean;
  hideSignals?: boolean;
  /** More markers (the journal's entries): see ChartMarker. */
  markers?: ChartMarker[];
  /** Called with the user's choice (the element writes it back to its attributes). */
  onChange?: (choice: { symbol: string; timeframe: Timeframe }) => void;
}

/** The chart library, its own chunk: loaded the first time the widget shows. */
const loadCharts = () => import('lightweight-charts');

const Region = styled.section`
  display: grid;
  gap: ${token('space-3')};
  min-width: 0;
  color: ${token('color-text')};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space-3')};
  > :first-child {
    min-width: 12rem;
    flex: 0 1 16rem;
  }
`;

const Frames = styled.div`
  display: flex;
  gap: 2px;
  padding: 2px;
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  flex-wrap: wrap;
  max-width: 100%;
  button {
    flex: 1 1 auto;
    min-width: 2.5rem;
    min-height: 2.25rem;
    padding: 0 ${token('space-1')};
    border: 0;
    border-radius: ${token('radius-sm')};
    background: transparent;
    color: ${token('color-text')};
    font: inherit;
    font-size: ${token('font-size-sm')};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${token('color-accent')};
    color: ${token('color-on-accent')};
    font-weight: 600;
  }
  button:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 1px;
  }
`;

const Quote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${token('space-2')};
  margin: 0;
  strong {
    font-size: ${token('font-size-lg')};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
`;

const Frame = styled.figure`
  position: relative;
  margin: 0;
  width: 100%;
  height: clamp(320px, 62vh, 560px);
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  overflow: hidden;
  @media (max-width: 600px) {
    height: clamp(300px, 58vh, 440px);
  }
`;

const Caption = styled.figcaption`
  ${visuallyHidden}
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 4;
  display: grid;
  place-items: center;
  padding: ${token('space-3')};
  background: ${token('color-surface-raised')};
`;

const Attribution = styled.a`
  justify-self: end;
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
`;

export function TradingChart({
  symbol: symbolProp = 'EURUSD',
  timeframe: timeframeProp = '1h',
  timeZone = DEFAULT_TIME_ZONE,
  hideTitle = false,
  hideSignals = false,
  markers,
  onChange,
}: TradingChartProps) {
  const t = useT(tradingChartStrings);
  const lang = useLanguage();
  const emit = useEmit<typeof tradingChartManifest>();
  const [symbol, setSymbol] = useSyncedState(symbolProp);
  const [timeframe, setTimeframe] = useSyncedState<Timeframe>(timeframeProp);
  const [hovered, setHovered] = useState<Candle | null>(null);
  const frame = useRef<HTMLElement>(null);

  const offsetSeconds = timeZoneOffsetMinutes(timeZone) * 60;

  // The chart itself: made once the library has loaded, remade for a new theme or time zone.
  const {
    canvas,
    chart,
    phase,
    draws: chartReady,
  } = useChartMount(
    loadCharts,
    (lib, node) =>
      drawTradingChart(lib, node, tradingChartColours(node), offsetSeconds, setHovered, lang),
    [offsetSeconds, lang],
  );
  const libFailed = phase === 'error';

  const onLive = useCallback((candle: Candle) => chart.current?.updateCandle(candle), [chart]);
  const data = useChartData(symbol, timeframe, !hideSignals, onLive);
  const info = data.symbols.find((s) => s.symbol === symbol);
  const digits = data.candles?.digits ?? info?.digits ?? 2;

  const loaded = data.candles;
  useEffect(() => {
    if (!chart.current || !loaded) return;
    chart.current.setCandles(loaded.candles, loaded.digits);
    // How many candles are drawn, for tests and the render benchmark.
    if (frame.current) frame.current.dataset.candles = String(loaded.candles.length);
    setHovered(null);
  }, [chart, loaded, chartReady]);

  const priceText = useCallback(
    (price: number) => formatNumber(price, lang, { minDecimals: digits, maxDecimals: digits }),
    [lang, digits],
  );
  const signalLabel = useCallback(
    (signal: TradingSignal) =>
      t('signalMarker', {
        side: t(signal.type === 'buy' ? 'markers.buy' : 'markers.sell'),
        price: signal.entry_price === null ? '' : priceText(signal.entry_price),
      }).trim(),
    [t, priceText],
  );
  const placed = useMemo(
    () =>
      loaded
        ? placeMarkers(
            [...signalMarkers(data.signals, signalLabel), ...(markers ?? [])],
            symbol,
            loaded.candles,
            timeframe,
          )
        : [],
    [loaded, data.signals, signalLabel, markers, symbol, timeframe],
  );
  useEffect(() => {
    chart.current?.setMarkers(placed);
  }, [chart, placed, chartReady]);

  const choose = (next: { symbol: string; timeframe: Timeframe }) => {
    setSymbol(next.symbol);
    setTimeframe(next.timeframe);
    onChange?.(next);
    emit('savdo-chart-change', next);
  };

  const symbolOptions = (data.symbols.length > 0 ? data.symbols : [{ symbol, name: symbol }]).map(
    (s) => ({ value: s.symbol, label: `${s.symbol} · ${s.name}` }),
  );
  const empty = loaded !== undefined && loaded.candles.length === 0;
  const legendCandle = hovered ?? data.live;

  return (
    <Region part="root" aria-labelledby={hideTitle ? undefined : 'trading-chart-title'}>
      {hideTitle ? null : <WidgetTitle id="trading-chart-title">{t('title')}</WidgetTitle>}
      <Toolbar part="toolbar">
        <Select
          label={t('symbol')}
          value={symbol}
          options={symbolOptions}
          onChange={(e) => choose({ symbol: e.currentTarget.value, timeframe })}
        />
        <div role="group" aria-label={t('timeframe')}>
          <Frames>
            {TIMEFRAMES.map((tf) => (
              <button
                key={tf}
                type="button"
                aria-pressed={tf === timeframe}
                onClick={() => choose({ symbol, timeframe: tf })}
              >
                {t(`timeframes.${tf}`)}
              </button>
            ))}
          </Frames>
        </div>
      </Toolbar>
      <Quote>
        <strong data-testid="last-price">{data.live ? priceText(data.live.close) : '—'}</strong>
        <span>{info?.name ?? symbol}</span>
      </Quote>
      <ChartLegend candle={legendCandle} digits={digits} />
      <Frame
        ref={frame}
        part="chart"
        data-phase={loaded ? 'ready' : data.failed ? 'error' : 'loading'}
      >
        <Caption>{t('chartLabel', { symbol, timeframe: t(`timeframes.${timeframe}`) })}</Caption>
        <Canvas ref={canvas} />
        {data.failed || libFailed ? (
          <Overlay>
            <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={data.retry} />
          </Overlay>
        ) : data.loading ? (
          <Overlay aria-busy="true" aria-label={t('loading')}>
            <Skeleton height="100%" />
          </Overlay>
        ) : empty ? (
          <Overlay>{t('empty')}</Overlay>
        ) : null}
      </Frame>
      <Attribution href={TRADINGVIEW_ATTRIBUTION.href} target="_blank" rel="noopener noreferrer">
        {TRADINGVIEW_ATTRIBUTION.title}
      </Attribution>
    </Region>
  );
}
