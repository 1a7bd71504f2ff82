// Importing this module defines <savdo-resource-center> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { resourceCenterManifest } from './manifest';
import { ResourceCenter } from './resource-center';

defineWidget(resourceCenterManifest, ResourceCenter);
