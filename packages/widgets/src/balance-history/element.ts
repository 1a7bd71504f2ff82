// Importing this module defines <savdo-balance-history> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { BalanceHistory } from './balance-history';
import { balanceHistoryManifest } from './manifest';

defineWidget(balanceHistoryManifest, BalanceHistory);
