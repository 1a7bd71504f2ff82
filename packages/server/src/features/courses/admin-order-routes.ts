/**
 * PATCH /admin/courses/{id}/modules/order and /admin/courses/modules/{id}/lessons/order: the
 * full new order of a course's modules or a module's lessons (admin-order-service.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminReorderBodySchema,
  AdminReorderResultSchema,
  CourseIdParamsSchema,
  ModuleIdParamsSchema,
} from '@savdo/contract';
import { currentOrder, reorder, type OrderKind } from './admin-order-service';

const ROUTES: [OrderKind, string, typeof CourseIdParamsSchema | typeof ModuleIdParamsSchema][] = [
  ['modules', '/admin/courses/:id/modules/order', CourseIdParamsSchema],
  ['lessons', '/admin/courses/modules/:id/lessons/order', ModuleIdParamsSchema],
];

export const coursesAdminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  for (const [kind, path, params] of ROUTES) {
    app.patch(
      path,
      {
        schema: {
          params,
          body: AdminReorderBodySchema,
          response: { 200: AdminReorderResultSchema },
        },
        config: {
          auth: 'admin',
          audit: {
            entity: kind === 'modules' ? 'course' : 'course_module',
            action: kind === 'modules' ? 'course.modules_order' : 'course_module.lessons_order',
            before: (c, request) => currentOrder(c.db, kind, (request.params as { id: number }).id),
          },
        },
      },
      async (request) => ({
        result: await reorder(ctx.db, kind, request.params.id, request.body.ids),
      }),
    );
  }
};
