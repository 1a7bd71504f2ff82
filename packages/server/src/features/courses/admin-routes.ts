/**
 * The admin API of courses (admin role): create and edit courses, modules and lessons, and
 * upload a lesson's video (multipart, streamed through the video service).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCourseBodySchema,
  AdminCoursesPageSchema,
  AdminCoursesQuerySchema,
  AdminCoursePatchSchema,
  AdminLessonBodySchema,
  AdminLessonPatchSchema,
  AdminModuleBodySchema,
  AdminModulePatchSchema,
  CourseIdParamsSchema,
  CourseModuleResultSchema,
  CourseResultSchema,
  LessonIdParamsSchema,
  LessonResultSchema,
  ModuleIdParamsSchema,
} from '@savdo/contract';
import { pageInMemory } from '../../http/admin-list-in-memory';
import { requireAuth } from '../../http/authenticate';
import { uploadGate } from '../files';
import type { Queryable } from '../../db/adapter';
import type { AuditRule } from '../admin';
import { videoPartOf, type VideoService } from '../video';
import {
  attachVideo,
  createCourse,
  createLesson,
  createModule,
  editCourse,
  editLesson,
  editModule,
} from './admin-service';
import { courseOf, lessonOf, moduleOf } from './catalog-service';
import { presentCourse } from './present';
import { listAllCourses } from './repository';
import { videoServiceOf } from './video-access';

/**
 * The audit log's "before" of an edit: the record as the admin reads it; a create's entity id is
 * the new record's, not the parent's `:id` (docs/decisions/0294-admin-audit-log.md).
 */
const beforeBy =
  (read: (q: Queryable, viewer: number, id: number) => Promise<unknown>): AuditRule['before'] =>
  (c, request) =>
    read(c.db, requireAuth(request).user.id, (request.params as { id: number }).id);
const createdId = (_request: unknown, after: unknown) => {
  const id = (after as { id?: unknown } | null)?.id;
  return id === undefined ? null : String(id);
};

export function coursesAdminRoutes(
  options: { video?: VideoService } = {},
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { ctx } = app;
    const adminId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).user.id;

    app.get(
      '/admin/courses',
      {
        schema: {
          querystring: AdminCoursesQuerySchema,
          response: { 200: AdminCoursesPageSchema },
        },
        config: { auth: 'admin' },
      },
      async (request) => {
        const { level, is_paid } = request.query;
        const rows = (await listAllCourses(ctx.db))
          .map((row) => presentCourse(row, false))
          .filter(
            (c) =>
              (level === undefined || c.level === level) &&
              (is_paid === undefined || c.is_paid === is_paid),
          );
        // Tens of courses: read whole, paged here (http/admin-list-in-memory.ts).
        return {
          result: pageInMemory(rows, request.query, {
            text: (c) => [c.title, c.translations.uz?.title, c.translations.ru?.title],
            sorts: {
              id: (c) => c.id,
              title: (c) => c.title.toLowerCase(),
              price: (c) => c.price,
              modules_count: (c) => c.modules_count,
              lessons_count: (c) => c.lessons_count,
            },
            sort: 'id',
            order: 'asc',
          }),
        };
      },
    );

    app.post(
      '/admin/courses',
      {
        schema: { body: AdminCourseBodySchema, response: { 201: CourseResultSchema } },
        config: { auth: 'admin', audit: { entity: 'course', action: 'course.create' } },
      },
      async (request, reply) => {
        const row = await createCourse(ctx.db, request.body);
        return reply.code(201).send({ result: await courseOf(ctx.db, adminId(request), row.id) });
      },
    );

    app.patch(
      '/admin/courses/:id',
      {
        schema: {
          params: CourseIdParamsSchema,
          body: AdminCoursePatchSchema,
          response: { 200: CourseResultSchema },
        },
        config: {
          auth: 'admin',
          audit: { entity: 'course', action: 'course.update', before: beforeBy(courseOf) },
        },
      },
      async (request) => {
        const row = await editCourse(ctx.db, request.params.id, request.body);
        return { result: await courseOf(ctx.db, adminId(request), row.id) };
      },
    );

    app.post(
      '/admin/courses/:id/modules',
      {
        schema: {
          params: CourseIdParamsSchema,
          body: AdminModuleBodySchema,
          response: { 201: CourseModuleResultSchema },
        },
        config: {
          auth: 'admin',
          audit: { entity: 'course_module', action: 'course_module.create', entityId: createdId },
        },
      },
      async (request, reply) => {
        const row = await createModule(ctx.db, request.params.id, request.body);
        return reply.code(201).send({ result: await moduleOf(ctx.db, adminId(request), row.id) });
      },
    );

    app.patch(
      '/admin/courses/modules/:id',
      {
        schema: {
          params: ModuleIdParamsSchema,
          body: AdminModulePatchSchema,
          response: { 200: CourseModuleResultSchema },
        },
        config: {
          auth: 'admin',
          audit: {
            entity: 'course_module',
            action: 'course_module.update',
            before: beforeBy(moduleOf),
          },
        },
      },
      async (request) => {
        const row = await editModule(ctx.db, request.params.id, request.body);
        return { result: await moduleOf(ctx.db, adminId(request), row.id) };
      },
    );

    app.post(
      '/admin/courses/modules/:id/lessons',
      {
        schema: {
          params: ModuleIdParamsSchema,
          body: AdminLessonBodySchema,
          response: { 201: LessonResultSchema },
        },
        config: {
          auth: 'admin',
          audit: { entity: 'lesson', action: 'lesson.create', entityId: createdId },
        },
      },
      async (request, reply) => {
        const row = await createLesson(ctx.db, request.params.id, request.body);
        return reply.code(201).send({ result: await lessonOf(ctx.db, adminId(request), row.id) });
      },
    );

    app.patch(
      '/admin/courses/lessons/:id',
      {
        schema: {
          params: LessonIdParamsSchema,
          body: AdminLessonPatchSchema,
          response: { 200: LessonResultSchema },
        },
        config: {
          auth: 'admin',
          audit: { entity: 'lesson', action: 'lesson.update', before: beforeBy(lessonOf) },
        },
      },
      async (request) => {
        const row = await editLesson(ctx.db, request.params.id, request.body);
        return { result: await lessonOf(ctx.db, adminId(request), row.id) };
      },
    );

    app.post(
      '/admin/courses/lessons/:id/video',
      {
        schema: { params: LessonIdParamsSchema, response: { 200: LessonResultSchema } },
        config: {
          auth: 'admin',
          audit: { entity: 'lesson', action: 'lesson.video', before: beforeBy(lessonOf) },
        },
      },
      async (request, reply) => {
        // The upload's own limit (VIDEO_MAX_BYTES), above the 5 MB of image uploads; the video
        // service stops it again while streaming it into storage.
        // Streamed, never held whole; still one of the admin's uploads
        // (docs/decisions/0276-bounded-uploads-and-private-files.md).
        const { lesson } = await uploadGate(ctx).run({ request, reply }, 'admin', async (lease) => {
          const part = await videoPartOf(request, ctx.config.video.maxBytes);
          const video = () => videoServiceOf(ctx, options.video);
          const attached = await attachVideo(ctx.db, video, request.params.id, part);
          // Counted in the admin's daily bytes, as the decision's table says lesson videos are.
          lease.stored(1, attached.stored.size);
          return attached;
        });
        return { result: await lessonOf(ctx.db, adminId(request), lesson.id) };
      },
    );
  };
}
