// Importing this module defines <savdo-course> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { Course } from './course';
import { courseManifest } from './manifest';

defineWidget(courseManifest, Course);
