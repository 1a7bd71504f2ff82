// Importing this module defines <savdo-trading-journal> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { TradingJournal } from './trading-journal';
import { tradingJournalManifest } from './manifest';

defineWidget(tradingJournalManifest, TradingJournal);
