// Importing this module defines <savdo-help> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { Help } from './help';
import { helpManifest } from './manifest';

defineWidget(helpManifest, Help);
