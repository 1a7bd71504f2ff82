// Importing this module defines <savdo-plans> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { plansManifest } from './manifest';
import { Plans } from './plans';

defineWidget(plansManifest, Plans);
