/** Rows of `lesson_progress`, and the dashboard's learning figures over them. */
import type { CourseTranslations } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface ProgressWrite {
  userId: number;
  lessonId: number;
  positionSeconds: number;
  progressPercent: number;
  completed: boolean;
}

export interface ProgressRow {
  position_seconds: number;
  progress_percent: number;
  is_completed: boolean;
}

/**
 * Writes where the user is in the lesson. Completion is sticky: once completed, a row stays
 * completed at 100 % whatever later writes say (the position still moves, for resuming).
 */
export async function upsertProgress(q: Queryable, write: ProgressWrite): Promise<ProgressRow> {
  const res = await q.query<ProgressRow>(
    `INSERT INTO lesson_progress AS lp
       (user_id, lesson_id, position_seconds, progress_percent, is_completed, completed_at)
     VALUES ($1, $2, $3, $4, $5::boolean, CASE WHEN $5::boolean THEN now() END)
     ON CONFLICT (user_id, lesson_id) DO UPDATE SET
       position_seconds = EXCLUDED.position_seconds,
       progress_percent = CASE WHEN lp.is_completed THEN 100 ELSE EXCLUDED.progress_percent END,
       is_completed = lp.is_completed OR EXCLUDED.is_completed,
       completed_at = coalesce(lp.completed_at, EXCLUDED.completed_at),
       updated_at = now()
     RETURNING position_seconds, progress_percent, is_completed`,
    [write.userId, write.lessonId, write.positionSeconds, write.progressPercent, write.completed],
  );
  const row = res.rows[0];
  if (!row) throw new Error('lesson_progress upsert returned no row');
  return row;
}

export interface LearningTotals {
  courses_started: number;
  courses_completed: number;
  lessons_completed: number;
  total_lessons: number;
  progress_sum: number;
}

/** Figures over the courses the user started (wrote progress for at least one lesson of). */
export async function learningTotals(q: Queryable, userId: number): Promise<LearningTotals> {
  const res = await q.query<LearningTotals>(
    `WITH started AS (
       SELECT DISTINCT cm.course_id
       FROM lesson_progress lp
       JOIN lessons ls ON ls.id = lp.lesson_id
       JOIN course_modules cm ON cm.id = ls.module_id
       WHERE lp.user_id = $1
     ), per_course AS (
       SELECT s.course_id, count(ls.id) AS lessons,
         count(lp.lesson_id) FILTER (WHERE lp.is_completed) AS completed,
         sum(CASE WHEN lp.is_completed THEN 100 ELSE coalesce(lp.progress_percent, 0) END)
           AS progress_sum
       FROM started s
       JOIN course_modules cm ON cm.course_id = s.course_id
       JOIN lessons ls ON ls.module_id = cm.id
       LEFT JOIN lesson_progress lp ON lp.lesson_id = ls.id AND lp.user_id = $1
       GROUP BY s.course_id
     )
     SELECT count(*)::int AS courses_started,
       count(*) FILTER (WHERE lessons > 0 AND completed = lessons)::int AS courses_completed,
       coalesce(sum(completed), 0)::int AS lessons_completed,
       coalesce(sum(lessons), 0)::int AS total_lessons,
       coalesce(sum(progress_sum), 0)::float8 AS progress_sum
     FROM per_course`,
    [userId],
  );
  return (
    res.rows[0] ?? {
      courses_started: 0,
      courses_completed: 0,
      lessons_completed: 0,
      total_lessons: 0,
      progress_sum: 0,
    }
  );
}

export interface ContinueRow {
  course_id: number;
  course_title: string;
  course_translations: CourseTranslations;
  lesson_id: number;
  lesson_title: string;
  lesson_translations: CourseTranslations;
  position_seconds: number;
}

/** The lesson the user watched last and has not completed, or null. */
export async function continueWatching(q: Queryable, userId: number): Promise<ContinueRow | null> {
  const res = await q.query<ContinueRow>(
    `SELECT c.id AS course_id, c.title AS course_title, c.translations AS course_translations,
       ls.id AS lesson_id, ls.title AS lesson_title, ls.translations AS lesson_translations,
       lp.position_seconds
     FROM lesson_progress lp
     JOIN lessons ls ON ls.id = lp.lesson_id
     JOIN course_modules cm ON cm.id = ls.module_id
     JOIN courses c ON c.id = cm.course_id
     WHERE lp.user_id = $1 AND NOT lp.is_completed
     ORDER BY lp.updated_at DESC, ls.id DESC
     LIMIT 1`,
    [userId],
  );
  return res.rows[0] ?? null;
}
