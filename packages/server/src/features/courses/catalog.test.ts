// The course catalog and course pages (docs/product.md "Pages", `/video-courses`): 12 courses a
// page, filters by level and free/paid, search over title and description in English, Uzbek and
// Russian with hostile strings taken literally, course figures, modules with their lessons 10 a
// page, lessons, and what a visitor sees (no access, no progress). Bad ids and paging: 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, CourseModule, Lesson, Page } from '@savdo/contract';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  buildCourse,
  learner,
  startCoursesServer,
  type BuiltCourse,
  type Learner,
} from '../../../../../tests/kit/server/course-fixtures';

let server: TestServer;
let free: BuiltCourse;
let paid: BuiltCourse;
let trader: Learner;

beforeAll(async () => {
  server = await startCoursesServer();
  free = await buildCourse(server, {
    title: 'Trading basics',
    description: 'Markets for beginners',
    isPaid: false,
    translations: { uz: { title: 'Treyding asoslari', description: 'Yangi boshlovchilar uchun' } },
  });
  paid = await buildCourse(server, {
    title: 'Technical analysis',
    description: 'Trends, 100% practical_ and "quoted"',
    level: 'intermediate',
    modules: 12,
    lessons: 1,
    price: 49_000,
    freeFirstLesson: true,
    translations: { ru: { title: 'Технический анализ', description: 'Тренды и фигуры' } },
  });
  // Enough courses for a second page of 12.
  for (let i = 0; i < 12; i += 1)
    await buildCourse(server, {
      title: `Advanced ${i}`,
      level: 'advanced',
      modules: 1,
      lessons: 1,
    });
  trader = await learner(server);
});
afterAll(async () => {
  await server?.close();
});

type CoursePage = { result: Page<Course>; message?: string };
const list = (query: Record<string, string> = {}, token?: string) =>
  call<CoursePage>(server, 'GET', '/course/all', { query, ...(token ? { token } : {}) });

describe('GET /course/all', () => {
  it('12 courses a page by default, with the total, and the next page', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ page: 1, limit: 12, total: 14 });
    expect(first.body.result.data).toHaveLength(12);
    const second = await list({ page: '2' });
    expect(second.body.result.data).toHaveLength(2);
    const ids = [...first.body.result.data, ...second.body.result.data].map((c) => c.id);
    expect(new Set(ids).size).toBe(14);
  });

  it('filters by level and by free or paid', async () => {
    const intermediate = await list({ level: 'intermediate' });
    expect(intermediate.body.result.data.map((c) => c.title)).toEqual(['Technical analysis']);
    const freeOnly = await list({ is_paid: 'false' });
    expect(freeOnly.body.result.data.map((c) => c.title)).toEqual(['Trading basics']);
    const paidOnly = await list({ is_paid: 'true', limit: '100' });
    expect(paidOnly.body.result.total).toBe(13);
  });

  it('searches title and description in English, Uzbek and Russian, case-insensitively', async () => {
    for (const [search, title] of [
      ['BASICS', 'Trading basics'],
      ['boshlovchilar', 'Trading basics'],
      ['технический', 'Technical analysis'],
      ['фигуры', 'Technical analysis'],
    ]) {
      const res = await list({ search: search! });
      expect(
        res.body.result.data.map((c) => c.title),
        search,
      ).toEqual([title]);
    }
  });

  it('hostile search strings are text: %, _, backslash and quotes match only themselves', async () => {
    expect((await list({ search: '%' })).body.result.data.map((c) => c.title)).toEqual([
      'Technical analysis',
    ]);
    expect((await list({ search: 'practical_' })).body.result.total).toBe(1);
    expect((await list({ search: '_' })).body.result.total).toBe(1);
    expect((await list({ search: '"quoted"' })).body.result.total).toBe(1);
    for (const search of ["'; DROP TABLE courses; --", '\\', '%%__', "O'Reilly"]) {
      const res = await list({ search });
      expect(res.status, search).toBe(200);
      expect(res.body.result.total, search).toBe(0);
    }
    expect((await list()).body.result.total).toBe(14);
  });

  it('bad input answers 4xx with a message, never 5xx: NUL, long search, bad level, paging', async () => {
    const queries: Record<string, string>[] = [
      { search: 'a\u0000b' },
      { search: 'x'.repeat(101) },
      { level: 'expert' },
      { is_paid: 'maybe' },
      { page: '0' },
      { page: '-1' },
      { page: '1e9' },
      { limit: '0' },
      { limit: '101' },
      { limit: 'ten' },
    ];
    for (const query of queries) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const far = await list({ page: '100000' });
    expect(far.status).toBe(200);
    expect(far.body.result.data).toEqual([]);
  });

  it('course figures: price of its modules in UZS (0 when free), minutes, counts', async () => {
    const res = await list({ limit: '2' });
    const [basics, analysis] = res.body.result.data;
    expect(basics).toMatchObject({
      title: 'Trading basics',
      is_paid: false,
      price: 0,
      minutes: 4,
      modules_count: 2,
      lessons_count: 4,
      level: 'beginner',
      translations: { uz: { title: 'Treyding asoslari' } },
    });
    expect(analysis).toMatchObject({ is_paid: true, price: 12 * 49_000, minutes: 12 });
  });

  it('a visitor browses: nothing purchased, no progress (free courses too)', async () => {
    const res = await list({ limit: '2' });
    for (const course of res.body.result.data)
      expect(course).toMatchObject({
        purchased: false,
        progress_percent: 0,
        last_watched_at: null,
        lessons_completed: 0,
      });
  });

  it('signed in: a free course counts as purchased, a paid one not before a purchase', async () => {
    const res = await list({ limit: '2' }, trader.token);
    expect(res.body.result.data.map((c) => c.purchased)).toEqual([true, false]);
  });
});

describe('GET /course/{id}', () => {
  it('answers one course; an unknown id 404, a bad id 400', async () => {
    const res = await call<{ result: Course }>(server, 'GET', `/course/${paid.course.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: paid.course.id, title: 'Technical analysis' });
    const unknown = await call<{ message: string }>(server, 'GET', '/course/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Course not found');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999'])
      expect((await call(server, 'GET', `/course/${bad}`)).status, bad).toBe(400);
  });

  it('the not-found message in uz and ru', async () => {
    const uz = await call<{ message: string; code: string }>(server, 'GET', '/course/999999', {
      headers: { 'accept-language': 'uz' },
    });
    expect(uz.body).toMatchObject({ message: 'Kurs topilmadi', code: 'course.not_found' });
  });
});

describe('GET /course/{id}/modules', () => {
  type ModulePage = { result: Page<CourseModule> };

  it('10 modules a page, each with its lessons in order', async () => {
    const first = await call<ModulePage>(server, 'GET', `/course/${paid.course.id}/modules`);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ page: 1, limit: 10, total: 12 });
    expect(first.body.result.data).toHaveLength(10);
    const [m1] = first.body.result.data;
    expect(m1).toMatchObject({
      title: 'Module 1',
      price: 49_000,
      minutes: 1,
      purchased: false,
      access_expires_at: null,
      translations: { uz: { title: 'Modul 1' } },
    });
    expect(m1!.lessons.map((l) => l.title)).toEqual(['Lesson 1.1']);
    const second = await call<ModulePage>(server, 'GET', `/course/${paid.course.id}/modules`, {
      query: { page: '2' },
    });
    expect(second.body.result.data.map((m) => m.title)).toEqual(['Module 11', 'Module 12']);
  });

  it('a free course: modules cost 0 and are open to anyone signed in, not to a visitor', async () => {
    const visitor = await call<ModulePage>(server, 'GET', `/course/${free.course.id}/modules`);
    expect(visitor.body.result.data.every((m) => m.price === 0 && !m.purchased)).toBe(true);
    expect(visitor.body.result.data.flatMap((m) => m.lessons).some((l) => l.can_watch)).toBe(false);
    const signed = await call<ModulePage>(server, 'GET', `/course/${free.course.id}/modules`, {
      token: trader.token,
    });
    expect(signed.body.result.data.every((m) => m.purchased)).toBe(true);
    expect(signed.body.result.data.flatMap((m) => m.lessons).every((l) => l.can_watch)).toBe(true);
  });

  it('a free preview lesson of a paid course: watchable signed in, the rest locked', async () => {
    const res = await call<ModulePage>(server, 'GET', `/course/${paid.course.id}/modules`, {
      token: trader.token,
      query: { limit: '2' },
    });
    const lessons = res.body.result.data.flatMap((m) => m.lessons);
    expect(lessons.map((l) => [l.is_free, l.can_watch])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('an unknown course 404; bad paging 400', async () => {
    expect((await call(server, 'GET', '/course/999999/modules')).status).toBe(404);
    expect(
      (await call(server, 'GET', `/course/${paid.course.id}/modules`, { query: { page: '0' } }))
        .status,
    ).toBe(400);
  });
});

describe('GET /course/modules/{id} and GET /course/lesson/{id}', () => {
  it('one module with its lessons; one lesson with its course and no video address', async () => {
    const moduleId = paid.modules[0]!.module.id;
    const mod = await call<{ result: CourseModule }>(server, 'GET', `/course/modules/${moduleId}`);
    expect(mod.status).toBe(200);
    expect(mod.body.result).toMatchObject({ id: moduleId, course_id: paid.course.id });
    const lessonId = paid.modules[1]!.lessons[0]!.id;
    const lesson = await call<{ result: Lesson }>(server, 'GET', `/course/lesson/${lessonId}`, {
      token: trader.token,
    });
    expect(lesson.status).toBe(200);
    expect(lesson.body.result).toMatchObject({
      id: lessonId,
      course_id: paid.course.id,
      can_watch: false,
      duration_seconds: 60,
      minutes: 1,
      position_seconds: 0,
    });
    expect(JSON.stringify(lesson.body)).not.toMatch(/video_key|demo\/lesson|stream_url/);
  });

  it('unknown ids 404 with their message; bad ids 400', async () => {
    const m = await call<{ message: string }>(server, 'GET', '/course/modules/999999');
    expect([m.status, m.body.message]).toEqual([404, 'Module not found']);
    const l = await call<{ message: string }>(server, 'GET', '/course/lesson/999999');
    expect([l.status, l.body.message]).toEqual([404, 'Lesson not found']);
    expect((await call(server, 'GET', '/course/modules/x')).status).toBe(400);
    expect((await call(server, 'GET', '/course/lesson/0')).status).toBe(400);
  });
});
