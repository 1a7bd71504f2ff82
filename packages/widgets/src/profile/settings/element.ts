// Importing this module defines <savdo-settings> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { settingsManifest } from './manifest';
import { Settings } from './settings';

defineWidget(settingsManifest, Settings);
