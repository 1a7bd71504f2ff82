// The crosshair legend: open, high, low, close, volume and change of the candle under the
// cursor, or of the live candle when the cursor is elsewhere. Numbers read in the interface
// language with the symbol's decimals.
import styled from 'styled-components';
import type { Candle } from '@savdo/contract';
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
`;

export interface ChartLegendProps {
  candle: Candle | null;
  digits: number;
}

export function ChartLegend({ candle, digits }: ChartLegendProps) {
  const t = useT(tradingChartStrings);
  const lang = useLanguage();
  if (!candle) return <Row part="legend" aria-label={t('legendLabel')} />;
  const price = (value: number) =>
    formatNumber(value, lang, { minDecimals: digits, maxDecimals: digits });
  const change = candle.open === 0 ? 0 : ((candle.close - candle.open) / candle.open) * 100;
  const direction = candle.close >= candle.open ? 'up' : 'down';
  const items: Array<[string, string, string?]> = [
    [t('legend.open'), price(candle.open)],
    [t('legend.high'), price(candle.high)],
    [t('legend.low'), price(candle.low)],
    [t('legend.close'), price(candle.close), direction],
    [t('legend.volume'), formatNumber(candle.volume, lang, { maxDecimals: 3 })],
    [
      t('legend.change'),
      `${change > 0 ? '+' : ''}${formatNumber(change, lang, { minDecimals: 2, maxDecimals: 2 })}%`,
      direction,
    ],
  ];
  return (
    <Row part="legend" aria-label={t('legendLabel')} aria-live="off">
      {items.map(([name, value, dir]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd data-direction={dir}>{value}</dd>
        </div>
      ))}
    </Row>
  );
}
