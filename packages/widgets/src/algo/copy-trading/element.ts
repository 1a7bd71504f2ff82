// Importing this module defines <savdo-copy-trading> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { CopyTrading } from './copy-trading';
import { copyTradingManifest } from './manifest';

defineWidget(copyTradingManifest, CopyTrading);
