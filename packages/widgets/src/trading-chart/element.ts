// Importing this module defines <savdo-trading-chart> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { tradingChartManifest } from './manifest';
import { TradingChartElement } from './trading-chart-element';

defineWidget(tradingChartManifest, TradingChartElement);
