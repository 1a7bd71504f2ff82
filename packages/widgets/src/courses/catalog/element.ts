// Importing this module defines <savdo-course-catalog> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { CourseCatalog } from './course-catalog';
import { courseCatalogManifest } from './manifest';

defineWidget(courseCatalogManifest, CourseCatalog);
