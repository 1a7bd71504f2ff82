// The crosshair legend: open, high, low, close, volume and change of the candle under the
// cursor, or of the live candle when the cursor is elsewhere. Numbers read in the interface
// language with the symbol's decimals. Before the first candle the same six names stand with a
// dash, and on phones they sit in a grid of three columns, each name above its figure, so the
// legend is as tall empty as filled and the chart below it never moves when prices arrive.
import styled from 'styled-components';
import type { Candle, Language } from '@savdo/contract';
import { formatNumber } from '@savdo/core';
import { token, useLanguage, useT } from '@savdo/ui';
import { tradingChartStrings } from './strings';

const Row = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')} ${token('space-3')};
  margin: 0;
  min-height: 1.5em;
  font-size: ${token('font-size-sm')};
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    gap: ${token('space-1')};
  }
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  [data-direction='up'] {
    color: ${token('color-success')};
  }
  [data-direction='down'] {
    color: ${token('color-danger')};
  }
  @media (max-width: 640px) {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    row-gap: ${token('space-2')};
    div {
      flex-direction: column;
      gap: 0;
      min-width: 0;
      white-space: nowrap;
    }
    dt {
      font-size: ${token('font-size-xs')};
    }
    dt,
    dd {
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

export interface ChartLegendProps {
  candle: Candle | null;
  digits: number;
}

const LEGEND_NAMES = ['open', 'high', 'low', 'close', 'volume', 'change'] as const;

type Value = [value: string, direction?: 'up' | 'down'];

/** The candle's six figures, in LEGEND_NAMES' order. */
function legendValues(candle: Candle, digits: number, lang: Language): Value[] {
  const price = (value: number) =>
    formatNumber(value, lang, { minDecimals: digits, maxDecimals: digits });
  const change = candle.open === 0 ? 0 : ((candle.close - candle.open) / candle.open) * 100;
  const direction = candle.close >= candle.open ? 'up' : 'down';
  return [
    [price(candle.open)],
    [price(candle.high)],
    [price(candle.low)],
    [price(candle.close), direction],
    [formatNumber(candle.volume, lang, { maxDecimals: 3 })],
    [
      `${change > 0 ? '+' : ''}${formatNumber(change, lang, { minDecimals: 2, maxDecimals: 2 })}%`,
      direction,
    ],
  ];
}

export function ChartLegend({ candle, digits }: ChartLegendProps) {
  const t = useT(tradingChartStrings);
  const lang = useLanguage();
  const values: Value[] = candle
    ? legendValues(candle, digits, lang)
    : LEGEND_NAMES.map(() => ['—']);
  return (
    <Row part="legend" aria-label={t('legendLabel')} aria-live="off">
      {LEGEND_NAMES.map((name, i) => (
        <div key={name}>
          <dt>{t(`legend.${name}`)}</dt>
          <dd data-direction={values[i]![1]}>{values[i]![0]}</dd>
        </div>
      ))}
    </Row>
  );
}
