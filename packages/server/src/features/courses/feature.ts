/**
 * Video courses (docs/decisions/0170-course-access-and-progress.md): the catalog, modules sold for
 * 7 days of access through the purchase service, lessons with free previews, progress, the
 * dashboard's learning figures, the admin API and command line, and the demo courses. Video
 * delivery itself is the video feature's.
 */
import type { VideoService } from '../video';
import { defineFeature } from '../feature';
import {
  courseCreateCommand,
  courseEditCommand,
  courseListCommand,
  lessonCreateCommand,
  lessonVideoCommand,
  moduleCreateCommand,
} from './admin';
import { coursesAdminOrderRoutes } from './admin-order-routes';
import { coursesAdminRoutes } from './admin-routes';
import { coursesAssistantSource } from './assistant-source';
import { moduleAccessNoticeJob } from './access-notice-job';
import { modulePurchasable } from './module-purchasable';
import { coursesRoutes } from './routes';
import { seedDemoCourses } from './seed';

/**
 * The feature, with the video service it calls. Without one the routes use the app's
 * (`ctx.video`); a test passes its own stand-in.
 */
export function createCoursesFeature(options: { video?: VideoService } = {}) {
  return defineFeature({
    name: 'courses',
    // After users (the demo trader's learning) and purchases.
    seed: seedDemoCourses,
    routes: [coursesRoutes(options), coursesAdminRoutes(options), coursesAdminOrderRoutes],
    adminCommands: [
      courseListCommand,
      courseCreateCommand,
      courseEditCommand,
      moduleCreateCommand,
      lessonCreateCommand,
      lessonVideoCommand(options.video ? () => options.video as VideoService : undefined),
    ],
    purchasables: [modulePurchasable],
    assistantSources: [coursesAssistantSource],
    // A day before a module's access ends, and when it has (docs/decisions/0230-notifications.md).
    jobs: [moduleAccessNoticeJob],
  });
}

export const coursesFeature = createCoursesFeature();
