// Importing this module defines <savdo-algo-market> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { AlgoMarket } from './algo-market';
import { algoMarketManifest } from './manifest';

defineWidget(algoMarketManifest, AlgoMarket);
