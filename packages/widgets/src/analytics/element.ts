// Importing this module defines <savdo-analytics> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { Analytics } from './analytics';
import { analyticsManifest } from './manifest';

defineWidget(analyticsManifest, Analytics);
