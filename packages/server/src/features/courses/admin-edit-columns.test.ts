// No mass assignment in the course admin edits (docs/decisions/0275-closed-request-schemas.md):
// a PATCH of a course, module or lesson answers 400 naming a key its contract lacks (created_at,
// video_key, any unknown key) and changes nothing, and the edits write only the columns they name
// in code, whatever object they are handed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editCourse, editLesson, editModule } from './admin-service';
import { findCourse, findLesson, findModule } from './repository';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  admin,
  buildCourse,
  startCoursesServer,
  type BuiltCourse,
  type Learner,
} from '../../../../../tests/kit/server/course-fixtures';

let server: TestServer;
let boss: Learner;
let built: BuiltCourse;
beforeAll(async () => {
  server = await startCoursesServer();
  boss = await admin(server);
  built = await buildCourse(server, { modules: 1, lessons: 1 });
});
afterAll(async () => {
  await server?.close();
});

const ids = () => {
  const module = built.modules[0]!;
  return { course: built.course.id, module: module.module.id, lesson: module.lessons[0]!.id };
};

describe('admin PATCH of a course, module or lesson takes no column from the request', () => {
  it('a course PATCH with created_at answers 400 naming created_at and changes nothing', async () => {
    const before = await findCourse(server.db, ids().course);
    const res = await call(server, 'PATCH', `/admin/courses/${ids().course}`, {
      token: boss.token,
      json: { title: 'Renamed course', created_at: '2000-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { created_at: 'created_at is not a known field' },
    });
    expect(await findCourse(server.db, ids().course)).toEqual(before);
  });

  it('a lesson PATCH with video_key answers 400 naming video_key and changes nothing', async () => {
    const before = await findLesson(server.db, ids().lesson);
    const res = await call(server, 'PATCH', `/admin/courses/lessons/${ids().lesson}`, {
      token: boss.token,
      json: { title: 'Renamed lesson', video_key: '../../etc/passwd' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { video_key: 'video_key is not a known field' } });
    expect(await findLesson(server.db, ids().lesson)).toEqual(before);
  });

  it('a module PATCH with an unknown key answers 400 naming it (not 500) and changes nothing', async () => {
    const before = await findModule(server.db, ids().module);
    const res = await call(server, 'PATCH', `/admin/courses/modules/${ids().module}`, {
      token: boss.token,
      json: { price: 1, no_such_column: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { no_such_column: 'no_such_column is not a known field' },
    });
    expect(await findModule(server.db, ids().module)).toEqual(before);
  });

  it('an unknown key inside the translations answers 400 naming its path', async () => {
    const res = await call(server, 'PATCH', `/admin/courses/${ids().course}`, {
      token: boss.token,
      json: { translations: { uz: { title: 'Kurs', is_paid: false } } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { 'translations.uz.is_paid': 'translations.uz.is_paid is not a known field' },
    });
  });

  it('the known fields still edit', async () => {
    const res = await call(server, 'PATCH', `/admin/courses/lessons/${ids().lesson}`, {
      token: boss.token,
      json: { title: 'Renamed lesson', is_free: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { title: 'Renamed lesson', is_free: true } });
  });

  it('the edits write only the columns they name, even when handed other keys', async () => {
    const { course, module, lesson } = ids();
    const stray = { created_at: '2000-01-01T00:00:00Z', video_key: 'x.webm', id: 999 };
    const c = await editCourse(server.db, course, { title: 'Direct', ...stray } as never);
    const m = await editModule(server.db, module, { title: 'Direct', ...stray } as never);
    const l = await editLesson(server.db, lesson, { title: 'Direct', ...stray } as never);
    for (const row of [c, m, l]) {
      expect(row.title).toBe('Direct');
      expect(new Date(row.created_at).getFullYear()).not.toBe(2000);
    }
    expect(l.video_key).toBe(built.modules[0]!.lessons[0]!.video_key);
    expect([c.id, m.id, l.id]).toEqual([course, module, lesson]);
  });
});
