// Importing this module defines <savdo-resource> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { resourceManifest } from './manifest';
import { ResourceDetail } from './resource';

defineWidget(resourceManifest, ResourceDetail);
