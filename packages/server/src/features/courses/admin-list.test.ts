// The back office's course list answers the shared list query: every course with its module and
// lesson counts, searched in the titles, filtered by level and paid, sorted by a known name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoursesResponse, Course, CourseModule } from '@savdo/contract';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  admin,
  learner,
  startCoursesServer,
  type Learner,
} from '../../../../../tests/kit/server/course-fixtures';

let server: TestServer;
let boss: Learner;

const post = <T>(path: string, json: unknown) =>
  call<{ result: T }>(server, 'POST', path, { token: boss.token, json });

beforeAll(async () => {
  server = await startCoursesServer();
  boss = await admin(server);
  const big = await post<Course>('/admin/courses', {
    title: 'Catalogued big',
    description: 'x',
    level: 'advanced',
    is_paid: true,
  });
  const mod = await post<CourseModule>(`/admin/courses/${big.body.result.id}/modules`, {
    title: 'Only module',
    price: 10_000,
  });
  for (const title of ['Lesson one', 'Lesson two'])
    await post(`/admin/courses/modules/${mod.body.result.id}/lessons`, { title });
  await post<Course>('/admin/courses', {
    title: 'Catalogued small',
    description: 'x',
    level: 'beginner',
    is_paid: false,
  });
});
afterAll(async () => server?.close());

const list = (query: Record<string, string>, token = boss.token) =>
  call<AdminCoursesResponse>(server, 'GET', '/admin/courses', { token, query });

describe('the admin course list', () => {
  it('carries module and lesson counts, searched, filtered and sorted', async () => {
    const res = await list({ search: 'catalogued', sort: 'lessons_count', order: 'desc' });
    expect(res.status).toBe(200);
    expect(res.body.result.data.map((c) => [c.title, c.modules_count, c.lessons_count])).toEqual([
      ['Catalogued big', 1, 2],
      ['Catalogued small', 0, 0],
    ]);
    const free = await list({ search: 'catalogued', is_paid: 'false' });
    expect(free.body.result.data.map((c) => c.title)).toEqual(['Catalogued small']);
    expect((await list({ search: 'catalogued', level: 'advanced' })).body.result.total).toBe(1);
    expect((await list({ sort: 'video_key' })).status).toBe(400);
    expect((await list({}, (await learner(server)).token)).status).toBe(403);
  });
});
