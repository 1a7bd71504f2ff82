// The component <savdo-trading-chart> renders: the chart with the element's coerced attributes;
// the symbol and timeframe the user chooses are written back to the element's attributes.
import { useCallback } from 'react';
import type { Timeframe } from '@savdo/contract';
import { useWidget, type ElementProps } from '@savdo/ui';
import type { tradingChartManifest } from './manifest';
import { TradingChart } from './trading-chart';

export type TradingChartElementProps = ElementProps<typeof tradingChartManifest>;

export function TradingChartElement(props: TradingChartElementProps) {
  const { host } = useWidget();
  const onChange = useCallback(
    (choice: { symbol: string; timeframe: Timeframe }) => {
      if (!host) return;
      if (host.getAttribute('symbol') !== choice.symbol) host.setAttribute('symbol', choice.symbol);
      if (host.getAttribute('timeframe') !== choice.timeframe)
        host.setAttribute('timeframe', choice.timeframe);
    },
    [host],
  );
  return <TradingChart {...props} onChange={onChange} />;
}
