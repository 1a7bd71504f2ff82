/**
 * Video courses (contract courses.ts): the catalog and course pages
 * (visitors too: no access, no progress), buying a module through the purchase service, the
 * playback permission, progress, the last viewed lesson and the dashboard's learning figures.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourseIdAltParamsSchema,
  CourseIdParamsSchema,
  CourseModuleResultSchema,
  CourseModulesResultSchema,
  CourseQuerySchema,
  CourseResultSchema,
  CoursesResultSchema,
  LastViewedResultSchema,
  LessonIdParamsSchema,
  LessonProgressBodySchema,
  LessonProgressResultSchema,
  LessonResultSchema,
  ModuleIdParamsSchema,
  ModulePurchaseBodySchema,
  ModulePurchaseResultSchema,
  PageQuerySchema,
  VideoCourseStatsResultSchema,
  VideoOtpResultSchema,
} from '@savdo/contract';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/authenticate';
import { announcePurchase, idempotencyKeyOf, presentPurchase, purchase } from '../purchases';
import type { VideoService } from '../video';
import { courseList, courseModules, courseOf, lessonOf, moduleOf } from './catalog-service';
import { playbackFor } from './playback';
import { lastViewed, learningStats, writeProgress } from './progress-service';
import { videoServiceOf } from './video-access';

const viewerOf = (request: FastifyRequest): number | null => request.auth?.user.id ?? null;

export function coursesRoutes(options: { video?: VideoService } = {}): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { ctx } = app;
    const video = () => videoServiceOf(ctx, options.video);

    app.get(
      '/course/all',
      {
        schema: { querystring: CourseQuerySchema, response: { 200: CoursesResultSchema } },
        config: { auth: 'optional' },
      },
      async (request) => ({ result: await courseList(ctx.db, viewerOf(request), request.query) }),
    );

    app.get(
      '/course/:id',
      {
        schema: { params: CourseIdParamsSchema, response: { 200: CourseResultSchema } },
        config: { auth: 'optional' },
      },
      async (request) => ({
        result: await courseOf(ctx.db, viewerOf(request), request.params.id),
      }),
    );

    app.get(
      '/course/:id/modules',
      {
        schema: {
          params: CourseIdParamsSchema,
          querystring: PageQuerySchema,
          response: { 200: CourseModulesResultSchema },
        },
        config: { auth: 'optional' },
      },
      async (request) => ({
        result: await courseModules(ctx.db, viewerOf(request), request.params.id, request.query),
      }),
    );

    app.get(
      '/course/modules/:id',
      {
        schema: { params: ModuleIdParamsSchema, response: { 200: CourseModuleResultSchema } },
        config: { auth: 'optional' },
      },
      async (request) => ({
        result: await moduleOf(ctx.db, viewerOf(request), request.params.id),
      }),
    );

    app.get(
      '/course/lesson/:id',
      {
        schema: { params: LessonIdParamsSchema, response: { 200: LessonResultSchema } },
        config: { auth: 'optional' },
      },
      async (request) => ({
        result: await lessonOf(ctx.db, viewerOf(request), request.params.id),
      }),
    );

    app.get(
      '/course/lesson/:id/otp',
      {
        schema: { params: LessonIdParamsSchema, response: { 200: VideoOtpResultSchema } },
        config: { auth: 'required' },
      },
      async (request) => ({
        result: await playbackFor(ctx.db, video, requireAuth(request).user.id, request.params.id),
      }),
    );

    app.post(
      '/course/modules/:id/purchase',
      {
        // The body may be left out (a bare POST buys): the validator answers {} for it.
        schema: {
          params: ModuleIdParamsSchema,
          body: ModulePurchaseBodySchema,
          response: { 200: ModulePurchaseResultSchema },
        },
        config: { auth: 'required' },
      },
      async (request) => {
        const { user } = requireAuth(request);
        const done = await purchase(ctx.db, ctx.purchases, {
          userId: user.id,
          kind: 'course_module',
          itemId: request.params.id,
          options: { action: request.body.action ?? 'buy' },
          idempotencyKey: idempotencyKeyOf(request),
        });
        await announcePurchase(ctx, done);
        return {
          result: {
            module: await moduleOf(ctx.db, user.id, request.params.id),
            purchase: presentPurchase(done.purchase, done.balance),
          },
        };
      },
    );

    app.post(
      '/user-lesson-progress/edit-user-lesson-progress',
      {
        schema: { body: LessonProgressBodySchema, response: { 200: LessonProgressResultSchema } },
        config: { auth: 'required' },
      },
      async (request) => ({
        result: await writeProgress(ctx.db, requireAuth(request).user.id, request.body),
      }),
    );

    app.get(
      '/course/:courseId/last-viewed',
      {
        schema: { params: CourseIdAltParamsSchema, response: { 200: LastViewedResultSchema } },
        config: { auth: 'optional' },
      },
      async (request) => ({
        result: await lastViewed(ctx.db, viewerOf(request), request.params.courseId),
      }),
    );

    app.get(
      '/dashboard/video-course/stats',
      { schema: { response: { 200: VideoCourseStatsResultSchema } }, config: { auth: 'required' } },
      async (request) => ({ result: await learningStats(ctx.db, requireAuth(request).user.id) }),
    );
  };
}
