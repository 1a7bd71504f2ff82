// Importing this module defines <savdo-banners> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { Banners } from './banners';
import { bannersManifest } from './manifest';

defineWidget(bannersManifest, Banners);
