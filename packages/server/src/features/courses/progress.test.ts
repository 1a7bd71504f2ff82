// Lesson progress, the last viewed lesson and the dashboard's learning figures
// (docs/decisions/0170-course-access-and-progress.md, decision 0170): positions clamped to the
// lesson's length, completion by itself at 90 % or when asked and never undone, a percent from
// older clients, the course's progress after each write, the last viewed lesson per course, and
// real dashboard figures with continue watching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, LastViewedResponse, LessonProgress, VideoCourseStats } from '@savdo/contract';
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
let other: BuiltCourse;

beforeAll(async () => {
  server = await startCoursesServer();
  // 2 modules x 2 lessons of 60 s each.
  free = await buildCourse(server, {
    title: 'Basics',
    isPaid: false,
    translations: { uz: { title: 'Asoslar' } },
  });
  other = await buildCourse(server, { title: 'Charts', isPaid: false, modules: 1, lessons: 2 });
});
afterAll(async () => {
  await server?.close();
});

const lesson = (m: number, l: number, course = free) => course.modules[m]!.lessons[l]!;

const write = (t: Learner | null, body: Record<string, unknown>) =>
  call<{ result: LessonProgress; message?: string }>(
    server,
    'POST',
    '/user-lesson-progress/edit-user-lesson-progress',
    { ...(t ? { token: t.token } : {}), json: body },
  );

const lastViewed = (t: Learner | null, courseId = free.course.id) =>
  call<LastViewedResponse & { message?: string }>(
    server,
    'GET',
    `/course/${courseId}/last-viewed`,
    {
      ...(t ? { token: t.token } : {}),
    },
  );

const stats = (t: Learner) =>
  call<{ result: VideoCourseStats }>(server, 'GET', '/dashboard/video-course/stats', {
    token: t.token,
  });

describe('POST /user-lesson-progress/edit-user-lesson-progress', () => {
  it('saves the position and its percent; the course progress follows', async () => {
    const t = await learner(server);
    const res = await write(t, { lesson_id: lesson(0, 0).id, position_seconds: 30 });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      lesson_id: lesson(0, 0).id,
      position_seconds: 30,
      progress_percent: 50,
      is_completed: false,
      course_progress_percent: 12.5,
    });
  });

  it('a position past the end is clamped to the lesson\u2019s length (and completes it)', async () => {
    const t = await learner(server);
    const res = await write(t, { lesson_id: lesson(0, 0).id, position_seconds: 5000 });
    expect(res.body.result).toMatchObject({
      position_seconds: 60,
      progress_percent: 100,
      is_completed: true,
    });
  });

  it('completes by itself at 90 % and not below', async () => {
    const t = await learner(server);
    const below = await write(t, { lesson_id: lesson(0, 0).id, position_seconds: 53.9 });
    expect(below.body.result.is_completed).toBe(false);
    const at = await write(t, { lesson_id: lesson(0, 0).id, position_seconds: 54 });
    expect(at.body.result).toMatchObject({ is_completed: true, progress_percent: 100 });
  });

  it('completes when asked (mark as complete), at any position', async () => {
    const t = await learner(server);
    const res = await write(t, {
      lesson_id: lesson(0, 1).id,
      position_seconds: 3,
      is_completed: true,
    });
    expect(res.body.result).toMatchObject({
      is_completed: true,
      progress_percent: 100,
      position_seconds: 3,
    });
  });

  it('never un-completes: a later write moves the position (resume) but keeps it completed', async () => {
    const t = await learner(server);
    await write(t, { lesson_id: lesson(0, 0).id, is_completed: true });
    const res = await write(t, {
      lesson_id: lesson(0, 0).id,
      position_seconds: 5,
      is_completed: false,
    });
    expect(res.body.result).toMatchObject({
      is_completed: true,
      progress_percent: 100,
      position_seconds: 5,
    });
  });

  it('older clients send a percent instead of a position', async () => {
    const t = await learner(server);
    const res = await write(t, { lesson_id: lesson(1, 0).id, progress_percent: 25 });
    expect(res.body.result).toMatchObject({
      position_seconds: 15,
      progress_percent: 25,
      is_completed: false,
    });
  });

  it('the lesson shows the saved position for resuming', async () => {
    const t = await learner(server);
    await write(t, { lesson_id: lesson(1, 1).id, position_seconds: 42.5 });
    const res = await call<{ result: { position_seconds: number; progress_percent: number } }>(
      server,
      'GET',
      `/course/lesson/${lesson(1, 1).id}`,
      { token: t.token },
    );
    expect(res.body.result).toMatchObject({ position_seconds: 42.5, progress_percent: 70.8 });
  });

  it('bad input: 4xx with a message, never 5xx', async () => {
    const t = await learner(server);
    for (const body of [
      {},
      { lesson_id: 0 },
      { lesson_id: 'x' },
      { lesson_id: lesson(0, 0).id, position_seconds: -1 },
      { lesson_id: lesson(0, 0).id, position_seconds: 86_401 },
      { lesson_id: lesson(0, 0).id, progress_percent: 101 },
      { lesson_id: lesson(0, 0).id, is_completed: 'yes' },
    ]) {
      const res = await write(t, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await write(t, { lesson_id: 999_999, position_seconds: 1 })).status).toBe(404);
    expect((await write(null, { lesson_id: lesson(0, 0).id, position_seconds: 1 })).status).toBe(
      401,
    );
  });
});

describe('GET /course/{courseId}/last-viewed', () => {
  it('null before any lesson is watched, and for a visitor', async () => {
    const t = await learner(server);
    const res = await lastViewed(t);
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect((await lastViewed(null)).body.result).toBeNull();
  });

  it('the lesson of this course written to last, with its position', async () => {
    const t = await learner(server);
    await write(t, { lesson_id: lesson(1, 1).id, position_seconds: 20 });
    await write(t, { lesson_id: lesson(0, 1).id, position_seconds: 11 });
    await write(t, { lesson_id: lesson(0, 0, other).id, position_seconds: 9 });
    const res = await lastViewed(t);
    expect(res.body.result).toMatchObject({
      id: lesson(0, 1).id,
      position_seconds: 11,
      can_watch: true,
    });
    const again = await write(t, { lesson_id: lesson(1, 1).id, position_seconds: 21 });
    expect(again.status).toBe(200);
    expect((await lastViewed(t)).body.result?.id).toBe(lesson(1, 1).id);
    expect((await lastViewed(t, other.course.id)).body.result?.id).toBe(lesson(0, 0, other).id);
  });

  it('an unknown course 404, a bad id 400', async () => {
    const t = await learner(server);
    expect((await lastViewed(t, 999_999)).status).toBe(404);
    expect((await call(server, 'GET', '/course/abc/last-viewed', { token: t.token })).status).toBe(
      400,
    );
  });
});

describe('GET /dashboard/video-course/stats', () => {
  it('zeros and no continue-watching before any lesson', async () => {
    const t = await learner(server);
    const res = await stats(t);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      courses_started: 0,
      courses_completed: 0,
      lessons_completed: 0,
      total_lessons: 0,
      progress_percent: 0,
      continue_watching: null,
    });
    expect((await call(server, 'GET', '/dashboard/video-course/stats')).status).toBe(401);
  });

  it('real figures: courses started and completed, lessons, progress, continue watching', async () => {
    const t = await learner(server);
    // Basics: 1 of 4 lessons completed, one half watched (the latest write).
    await write(t, { lesson_id: lesson(0, 0).id, is_completed: true });
    // Charts: both lessons completed.
    await write(t, { lesson_id: lesson(0, 0, other).id, is_completed: true });
    await write(t, { lesson_id: lesson(0, 1, other).id, position_seconds: 60 });
    await write(t, { lesson_id: lesson(1, 0).id, position_seconds: 30 });
    const res = await stats(t);
    expect(res.body.result).toEqual({
      courses_started: 2,
      courses_completed: 1,
      lessons_completed: 3,
      total_lessons: 6,
      // (100 + 50 + 0 + 0) + (100 + 100) over 6 lessons
      progress_percent: 58.3,
      continue_watching: {
        course_id: free.course.id,
        course_title: 'Basics',
        course_translations: { uz: { title: 'Asoslar' } },
        lesson_id: lesson(1, 0).id,
        lesson_title: 'Lesson 2.1',
        lesson_translations: {},
        position_seconds: 30,
      },
    });
    const course = await call<{ result: Course }>(server, 'GET', `/course/${free.course.id}`, {
      token: t.token,
    });
    expect(course.body.result).toMatchObject({ progress_percent: 37.5, lessons_completed: 1 });
    expect(course.body.result.last_watched_at).not.toBeNull();
  });
});
