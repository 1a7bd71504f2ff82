// Admin of video courses (docs/decisions/0170-course-access-and-progress.md): create and edit
// courses, modules and lessons, and upload a lesson video (multipart, through the video service),
// from the admin API (admin role) and the admin command line (course-create, course-edit,
// module-create, lesson-create, lesson-video, course-list); the demo seed (three courses, the demo
// trader's learning), idempotent.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, CourseModule, Lesson, Page, VideoCourseStats } from '@savdo/contract';
import { createCoursesFeature } from './feature';
import { seedDemoCourses } from './seed';
import {
  call,
  makeUser,
  runAdminWith,
  signInAs,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  admin,
  fakeVideo,
  learner,
  startCoursesServer,
  type FakeVideo,
  type Learner,
} from '../../../../../tests/kit/server/course-fixtures';

let server: TestServer;
let video: FakeVideo;
let boss: Learner;

beforeAll(async () => {
  video = fakeVideo();
  server = await startCoursesServer(video);
  boss = await admin(server);
});
afterAll(async () => {
  await server?.close();
});

const asAdmin = <T>(method: string, path: string, json?: unknown) =>
  call<{ result: T; message?: string }>(server, method, path, {
    token: boss.token,
    ...(json === undefined ? {} : { json }),
  });

describe('admin API', () => {
  let courseId: number;
  let moduleId: number;
  let lessonId: number;

  it('creates a course, a module and lessons; the catalog shows them', async () => {
    const course = await asAdmin<Course>('POST', '/admin/courses', {
      title: 'Options trading',
      description: 'Calls and puts',
      level: 'advanced',
      is_paid: true,
      translations: { uz: { title: 'Optsion savdosi' }, ru: { title: 'Торговля опционами' } },
    });
    expect(course.status).toBe(201);
    courseId = course.body.result.id;
    const mod = await asAdmin<CourseModule>('POST', `/admin/courses/${courseId}/modules`, {
      title: 'Calls',
      price: 99_000,
    });
    expect(mod.status).toBe(201);
    expect(mod.body.result).toMatchObject({ course_id: courseId, price: 99_000, position: 0 });
    moduleId = mod.body.result.id;
    const first = await asAdmin<Lesson>('POST', `/admin/courses/modules/${moduleId}/lessons`, {
      title: 'What a call is',
      duration_seconds: 125,
      is_free: true,
    });
    expect(first.status).toBe(201);
    expect(first.body.result).toMatchObject({ minutes: 3, is_free: true, position: 0 });
    lessonId = first.body.result.id;
    const second = await asAdmin<Lesson>('POST', `/admin/courses/modules/${moduleId}/lessons`, {
      title: 'Buying a call',
    });
    expect(second.body.result.position).toBe(1);
    const listed = await call<{ result: Page<Course> }>(server, 'GET', '/course/all', {
      query: { search: 'opsion' },
    });
    expect(listed.body.result.total).toBe(0);
    const found = await call<{ result: Page<Course> }>(server, 'GET', '/course/all', {
      query: { search: 'Optsion' },
    });
    expect(found.body.result.data[0]).toMatchObject({
      id: courseId,
      price: 99_000,
      lessons_count: 2,
      minutes: 3,
    });
  });

  it('edits a course, a module and a lesson with only what changes', async () => {
    const course = await asAdmin<Course>('PATCH', `/admin/courses/${courseId}`, { is_paid: false });
    expect(course.body.result).toMatchObject({
      is_paid: false,
      price: 0,
      title: 'Options trading',
    });
    await asAdmin('PATCH', `/admin/courses/${courseId}`, { is_paid: true });
    const mod = await asAdmin<CourseModule>('PATCH', `/admin/courses/modules/${moduleId}`, {
      price: 79_000,
      translations: { uz: { title: 'Koll optsionlar' } },
    });
    expect(mod.body.result).toMatchObject({
      price: 79_000,
      title: 'Calls',
      translations: { uz: { title: 'Koll optsionlar' } },
    });
    const lesson = await asAdmin<Lesson>('PATCH', `/admin/courses/lessons/${lessonId}`, {
      is_free: false,
      duration_seconds: 60,
    });
    expect(lesson.body.result).toMatchObject({
      is_free: false,
      minutes: 1,
      title: 'What a call is',
    });
    const empty = await asAdmin<Course>('PATCH', `/admin/courses/${courseId}`, {});
    expect(empty.status).toBe(200);
  });

  it('uploads a lesson video through the video service; the lesson then plays', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(4096, 1)], { type: 'video/webm' }), 'intro.webm');
    const res = await call<{ result: Lesson }>(
      server,
      'POST',
      `/admin/courses/lessons/${lessonId}/video`,
      { token: boss.token, body: form },
    );
    expect(res.status).toBe(200);
    expect(video.stored.at(-1)).toMatchObject({
      folder: `lessons/${lessonId}`,
      filename: 'intro.webm',
      size: 4096,
      contentType: 'video/webm',
    });
    const t = await learner(server, 79_000);
    await call(server, 'POST', `/course/modules/${moduleId}/purchase`, { token: t.token });
    const otp = await call(server, 'GET', `/course/lesson/${lessonId}/otp`, { token: t.token });
    expect(otp.status).toBe(200);
    expect(video.playbacks.at(-1)?.video.key).toBe(`lessons/${lessonId}/intro.webm`);
  });

  it('refuses a non-video upload and a request without a file (400)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const res = await call<{ message: string }>(
      server,
      'POST',
      `/admin/courses/lessons/${lessonId}/video`,
      { token: boss.token, body: form },
    );
    expect([res.status, res.body.message]).toEqual([400, 'Choose a video file (.webm or .mp4)']);
    const none = await asAdmin('POST', `/admin/courses/lessons/${lessonId}/video`, {});
    expect(none.status).toBe(400);
  });

  it('bad bodies 400, unknown ids 404, and only admins (403 for a user, 401 for a visitor)', async () => {
    expect(
      (await asAdmin('POST', '/admin/courses', { title: 'x', level: 'advanced' })).status,
    ).toBe(400);
    expect(
      (
        await asAdmin('POST', '/admin/courses', {
          title: 'Good title',
          description: '',
          level: 'guru',
          is_paid: true,
        })
      ).status,
    ).toBe(400);
    expect(
      (await asAdmin('POST', `/admin/courses/${courseId}/modules`, { title: 'Abc', price: -1 }))
        .status,
    ).toBe(400);
    expect(
      (await asAdmin('POST', '/admin/courses/999999/modules', { title: 'Abc', price: 1 })).status,
    ).toBe(404);
    expect(
      (await asAdmin('POST', '/admin/courses/modules/999999/lessons', { title: 'Abc' })).status,
    ).toBe(404);
    expect(
      (await asAdmin('PATCH', '/admin/courses/lessons/999999', { title: 'Abcd' })).status,
    ).toBe(404);
    expect((await asAdmin('PATCH', '/admin/courses/999999', {})).status).toBe(404);
    const user = await learner(server);
    const body = { title: 'Sneaky', description: '', level: 'beginner', is_paid: false };
    expect(
      (await call(server, 'POST', '/admin/courses', { token: user.token, json: body })).status,
    ).toBe(403);
    expect((await call(server, 'POST', '/admin/courses', { json: body })).status).toBe(401);
  });
});

describe('admin command line', () => {
  const commands = () => createCoursesFeature({ video }).adminCommands;
  const admin_ = (...argv: string[]) => runAdminWith(server.db, commands(), ...argv);

  it('course-create, module-create, lesson-create, course-edit, course-list', async () => {
    const course = await admin_(
      'course-create',
      'Crypto basics',
      '--level',
      'beginner',
      '--free',
      '--title-uz',
      'Kripto asoslari',
    );
    expect(course.code).toBe(0);
    const id = /#(\d+)/.exec(course.out)![1]!;
    const mod = await admin_('module-create', id, 'Wallets', '--price', '0');
    expect(mod.code, mod.err).toBe(0);
    const moduleId = /#(\d+)/.exec(mod.out)![1]!;
    const lesson = await admin_(
      'lesson-create',
      moduleId,
      'Hot and cold wallets',
      '--duration',
      '15',
      '--video-key',
      'demo/lesson-02.webm',
    );
    expect(lesson.code, lesson.err).toBe(0);
    expect(lesson.out).toMatch(/15 s/);
    const edit = await admin_('course-edit', id, '--level', 'intermediate');
    expect(edit.out).toContain('(intermediate, free)');
    const list = await admin_('course-list');
    expect(list.out).toMatch(/Crypto basics \(intermediate, free\): 1 modules, 1 lessons, 1 min/);
    const shown = await call<{ result: Course }>(server, 'GET', `/course/${id}`);
    expect(shown.body.result.translations).toEqual({ uz: { title: 'Kripto asoslari' } });
  });

  it('lesson-video uploads a file through the video service', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'savdo-lesson-video-'));
    const file = join(dir, 'lesson.mp4');
    await writeFile(file, Buffer.alloc(2048, 7));
    const created = await admin_('course-create', 'Futures', '--level', 'advanced');
    const mod = await admin_(
      'module-create',
      /#(\d+)/.exec(created.out)![1]!,
      'Margin',
      '--price',
      '59000',
    );
    const lesson = await admin_('lesson-create', /#(\d+)/.exec(mod.out)![1]!, 'Leverage');
    const lessonId = /#(\d+)/.exec(lesson.out)![1]!;
    const res = await admin_('lesson-video', lessonId, file);
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain(`lessons/${lessonId}/lesson.mp4 (2048 bytes, video/mp4)`);
  });

  it('mistakes: exit 2 with the usage, or 1 with the domain message', async () => {
    const noLevel = await admin_('course-create', 'No level here');
    expect(noLevel.code).toBe(1);
    expect(noLevel.err).toContain('level has an invalid value');
    const badId = await admin_('module-create', 'abc', 'Title', '--price', '1');
    expect(badId.code).toBe(2);
    const noPrice = await admin_('module-create', '1', 'Title');
    expect(noPrice.code).toBe(2);
    const unknown = await admin_('lesson-create', '999999', 'Some lesson');
    expect([unknown.code, unknown.err]).toEqual([1, 'lesson-create: Module not found']);
    const noFile = await admin_('lesson-video', '1', '/no/such/file.webm');
    expect(noFile.code).toBe(2);
  });
});

describe('demo seed', () => {
  it('three courses (free beginner, intermediate, advanced), idempotent, with the trader\u2019s learning', async () => {
    // The demo trader (the users seed hashes passwords at full cost: a test user is enough).
    await makeUser(server, { username: 'trader', is_verified: true });
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM courses');
    await seedDemoCourses(server.db);
    await seedDemoCourses(server.db);
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM courses');
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(3);
    const demo = await server.db.query<{
      level: string;
      is_paid: boolean;
      modules: number;
      free: number;
    }>(
      `SELECT c.level, c.is_paid, count(DISTINCT cm.id)::int AS modules,
         count(*) FILTER (WHERE ls.is_free)::int AS free
       FROM courses c JOIN course_modules cm ON cm.course_id = c.id JOIN lessons ls ON ls.module_id = cm.id
       WHERE c.title IN ('Trading Basics: Your First Steps', 'Technical Analysis in Practice',
         'Risk Management and Trading Psychology')
       GROUP BY c.id ORDER BY c.id`,
    );
    expect(demo.rows).toEqual([
      { level: 'beginner', is_paid: false, modules: 2, free: 0 },
      { level: 'intermediate', is_paid: true, modules: 3, free: 1 },
      { level: 'advanced', is_paid: true, modules: 2, free: 1 },
    ]);
    const trader = await signInAs(server, 'trader', 'secret123');
    const stats = await call<{ result: VideoCourseStats }>(
      server,
      'GET',
      '/dashboard/video-course/stats',
      { token: trader.access_token },
    );
    expect(stats.body.result).toMatchObject({ courses_started: 2, lessons_completed: 2 });
    expect(stats.body.result.continue_watching?.lesson_title).toBe(
      'Head and shoulders, triangles, flags',
    );
    const modules = await call<{ result: Page<CourseModule> }>(
      server,
      'GET',
      `/course/${stats.body.result.continue_watching!.course_id}/modules`,
      { token: trader.access_token },
    );
    expect(modules.body.result.data.map((m) => m.purchased)).toEqual([true, false, false]);
  });
});
