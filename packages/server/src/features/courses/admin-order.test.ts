// Reordering a course's modules and a module's lessons from the back office: the body is the full
// new order, exactly the current set (a missing, extra, repeated or foreign id is 400 naming
// ids and changes nothing), written in one transaction; a missing course or module is 404,
// non-admins 403, an unknown key 400, and each reorder is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditEntry,
  AdminReorderResponse,
  Course,
  CourseModule,
  Lesson,
  PageResult,
} from '@savdo/contract';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  admin,
  learner,
  startCoursesServer,
  type Learner,
} from '../../../../../tests/kit/server/course-fixtures';

let server: TestServer;
let boss: Learner;
let courseId: number;
const modules: number[] = [];
const lessons: number[] = [];
let otherModule: number;

const asAdmin = <T>(method: string, path: string, json?: unknown, token = boss.token) =>
  call<{ result: T; message?: string; fields?: Record<string, string> }>(server, method, path, {
    token,
    ...(json === undefined ? {} : { json }),
  });

beforeAll(async () => {
  server = await startCoursesServer();
  boss = await admin(server);
  const course = await asAdmin<Course>('POST', '/admin/courses', {
    title: 'Reorder me',
    description: 'Order test',
    level: 'beginner',
    is_paid: false,
  });
  courseId = course.body.result.id;
  for (const title of ['Module one', 'Module two', 'Module three']) {
    const mod = await asAdmin<CourseModule>('POST', `/admin/courses/${courseId}/modules`, {
      title,
      price: 0,
    });
    modules.push(mod.body.result.id);
  }
  for (const title of ['Lesson A', 'Lesson B']) {
    const lesson = await asAdmin<Lesson>('POST', `/admin/courses/modules/${modules[0]}/lessons`, {
      title,
    });
    lessons.push(lesson.body.result.id);
  }
  const other = await asAdmin<Course>('POST', '/admin/courses', {
    title: 'Another',
    description: 'x',
    level: 'beginner',
    is_paid: false,
  });
  const mod = await asAdmin<CourseModule>(
    'POST',
    `/admin/courses/${other.body.result.id}/modules`,
    { title: 'Elsewhere', price: 0 },
  );
  otherModule = mod.body.result.id;
});
afterAll(async () => server?.close());

const positions = async (table: string, ids: number[]) =>
  (
    await server.db.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE id = ANY($1::bigint[]) ORDER BY position, id`,
      [ids],
    )
  ).rows.map((r) => Number(r.id));

describe('reordering modules and lessons', () => {
  it("writes the full new order of a course's modules and a module's lessons", async () => {
    const wanted = [modules[2]!, modules[0]!, modules[1]!];
    const res = await asAdmin<AdminReorderResponse['result']>(
      'PATCH',
      `/admin/courses/${courseId}/modules/order`,
      { ids: wanted },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ parent_id: courseId, ids: wanted });
    expect(await positions('course_modules', modules)).toEqual(wanted);

    const lessonOrder = [lessons[1]!, lessons[0]!];
    const les = await asAdmin('PATCH', `/admin/courses/modules/${modules[0]}/lessons/order`, {
      ids: lessonOrder,
    });
    expect(les.status).toBe(200);
    expect(await positions('lessons', lessons)).toEqual(lessonOrder);
  });

  it('refuses anything but exactly the current set, and changes nothing', async () => {
    const before = await positions('course_modules', modules);
    const path = `/admin/courses/${courseId}/modules/order`;
    for (const ids of [
      [modules[0], modules[1]],
      [...modules, otherModule],
      [modules[0], modules[1], otherModule],
      [modules[0], modules[0], modules[1]],
    ]) {
      const res = await asAdmin('PATCH', path, { ids });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('ids');
    }
    expect(await positions('course_modules', modules)).toEqual(before);
  });

  it('refuses a missing course or module, a non-admin and an unknown key; logs each reorder', async () => {
    expect(
      (await asAdmin('PATCH', '/admin/courses/99999999/modules/order', { ids: [1] })).status,
    ).toBe(404);
    expect(
      (await asAdmin('PATCH', '/admin/courses/modules/99999999/lessons/order', { ids: [1] }))
        .status,
    ).toBe(404);
    const trader = await learner(server);
    expect(
      (
        await asAdmin(
          'PATCH',
          `/admin/courses/${courseId}/modules/order`,
          { ids: modules },
          trader.token,
        )
      ).status,
    ).toBe(403);
    const unknown = await asAdmin('PATCH', `/admin/courses/${courseId}/modules/order`, {
      ids: modules,
      position: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('position');
    const log = await call<PageResult<AdminAuditEntry>>(server, 'GET', '/admin/audit', {
      token: boss.token,
      query: { entity: 'course', entity_id: String(courseId) },
    });
    expect(log.body.result.data.map((r) => r.action)).toContain('course.modules_order');
  });
});
