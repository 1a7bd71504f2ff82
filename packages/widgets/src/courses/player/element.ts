// Importing this module defines <savdo-course-player> (the embed loader imports it on demand).
import { defineWidget } from '@savdo/ui';
import { CoursePlayer } from './course-player';
import { coursePlayerManifest } from './manifest';

defineWidget(coursePlayerManifest, CoursePlayer);
