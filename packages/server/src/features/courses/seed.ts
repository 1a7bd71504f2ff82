/**
 * The demo courses (seed-content.ts), and the demo trader's learning: one module of the
 * intermediate course bought two days ago (paid before the demo began, like the trader's plan:
 * no ledger row), its free preview completed and the next lesson watched part way, and the
 * first lesson of the free course completed, so the dashboard and "continue watching" show
 * real figures. Idempotent: a course already there (by title) is left as it is.
 */
import type { Db } from '../../db/adapter';
import { findUserByUsername } from '../users';
import { MODULE_ACCESS_MS } from '@savdo/contract';
import { DEMO_VIDEOS } from '../video';
import { DEMO_COURSES, type DemoCourse } from './seed-content';
import {
  findCourseByTitle,
  insertCourse,
  insertLesson,
  insertModule,
  type LessonRow,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

async function seedCourse(db: Db, course: DemoCourse, videoIndex: { next: number }) {
  await db.transaction(async (tx) => {
    const row = await insertCourse(tx, {
      title: course.title,
      description: course.description,
      translations: course.translations,
      level: course.level,
      is_paid: course.isPaid,
      image_url: null,
    });
    for (const [m, module] of course.modules.entries()) {
      const moduleRow = await insertModule(tx, {
        course_id: row.id,
        title: module.title,
        translations: module.translations,
        price: module.price,
        position: m,
      });
      for (const [l, lesson] of module.lessons.entries()) {
        await insertLesson(tx, {
          module_id: moduleRow.id,
          title: lesson.title,
          translations: lesson.translations,
          position: l,
          is_free: lesson.isFree ?? false,
          // The bundled demo videos, taken in turn (video/demo-videos.ts).
          ...demoVideo(videoIndex.next++),
          vdocipher_id: null,
        });
      }
    }
  });
}

function demoVideo(index: number): { duration_seconds: number; video_key: string | null } {
  const video = DEMO_VIDEOS[index % DEMO_VIDEOS.length];
  return { duration_seconds: video?.durationSeconds ?? 0, video_key: video?.key ?? null };
}

async function lessonsOfCourse(db: Db, title: string): Promise<LessonRow[]> {
  const res = await db.query<LessonRow>(
    `SELECT ls.* FROM lessons ls
     JOIN course_modules cm ON cm.id = ls.module_id
     JOIN courses c ON c.id = cm.course_id
     WHERE c.title = $1 ORDER BY cm.position, cm.id, ls.position, ls.id`,
    [title],
  );
  return res.rows;
}

async function seedTraderLearning(db: Db, userId: number): Promise<void> {
  const [free, intermediate] = [DEMO_COURSES[0], DEMO_COURSES[1]];
  if (!free || !intermediate) return;
  const freeLessons = await lessonsOfCourse(db, free.title);
  const paidLessons = await lessonsOfCourse(db, intermediate.title);
  const [preview, next] = paidLessons;
  const [firstFree] = freeLessons;
  if (!preview || !next || !firstFree) return;
  const started = new Date(Date.now() - 2 * DAY_MS);
  await db.query(
    `INSERT INTO module_access (user_id, module_id, started_at, expires_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [userId, preview.module_id, started, new Date(started.getTime() + MODULE_ACCESS_MS)],
  );
  const progress: [LessonRow, number, boolean, number][] = [
    [firstFree, firstFree.duration_seconds, true, 3],
    [preview, preview.duration_seconds, true, 2],
    [next, Math.floor(next.duration_seconds / 2), false, 1],
  ];
  for (const [lesson, position, completed, daysAgo] of progress) {
    const length = Math.max(1, lesson.duration_seconds);
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await db.query(
      `INSERT INTO lesson_progress
         (user_id, lesson_id, position_seconds, progress_percent, is_completed, completed_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        userId,
        lesson.id,
        position,
        completed ? 100 : Math.round((position / length) * 1000) / 10,
        completed,
        completed ? at : null,
        at,
      ],
    );
  }
}

export async function seedDemoCourses(db: Db): Promise<void> {
  const videoIndex = { next: 0 };
  for (const course of DEMO_COURSES) {
    if (!(await findCourseByTitle(db, course.title))) await seedCourse(db, course, videoIndex);
  }
  const trader = await findUserByUsername(db, 'trader');
  if (trader) await seedTraderLearning(db, trader.id);
}
