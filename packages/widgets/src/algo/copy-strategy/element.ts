// Importing this module defines <savdo-copy-strategy> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { CopyStrategy } from './copy-strategy';
import { copyStrategyManifest } from './manifest';

defineWidget(copyStrategyManifest, CopyStrategy);
