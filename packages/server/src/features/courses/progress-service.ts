/**
 * Lesson progress (decision 0170): a write for a lesson the user may watch, the position clamped
 * to the lesson's length, completion at 90 % or when asked and never undone; the last viewed
 * lesson of a course; the dashboard's learning figures.
 */
import type {
  Lesson,
  LessonProgress,
  LessonProgressRequest,
  VideoCourseStats,
} from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { assertCanWatch } from './access';
import { COURSE_NOT_FOUND, lessonViewOf } from './catalog-service';
import { percent, presentCourse, presentLesson } from './present';
import { continueWatching, learningTotals, upsertProgress } from './progress-repository';
import { findCourse, findCourseView, lastViewedLesson } from './repository';

/** A lesson watched this far counts as completed (its end credits, a skipped outro). */
export const AUTO_COMPLETE_PERCENT = 90;

/** Where the write puts the viewer, from a position or (older clients) a percent. */
export function progressOf(
  durationSeconds: number,
  body: Pick<LessonProgressRequest, 'position_seconds' | 'progress_percent' | 'is_completed'>,
  current: { position_seconds: number; progress_percent: number },
): { position: number; percent: number; completed: boolean } {
  let position = current.position_seconds;
  let pct = current.progress_percent;
  if (body.position_seconds !== undefined) {
    position =
      durationSeconds > 0
        ? Math.min(body.position_seconds, durationSeconds)
        : body.position_seconds;
    pct = durationSeconds > 0 ? (position / durationSeconds) * 100 : pct;
  } else if (body.progress_percent !== undefined) {
    pct = body.progress_percent;
    position = (pct / 100) * durationSeconds;
  }
  const completed = body.is_completed === true || pct >= AUTO_COMPLETE_PERCENT;
  return { position, percent: completed ? 100 : percent(pct), completed };
}

export async function writeProgress(
  db: Db,
  userId: number,
  body: LessonProgressRequest,
): Promise<LessonProgress> {
  return db.transaction(async (tx) => {
    const lesson = await lessonViewOf(tx, userId, body.lesson_id);
    assertCanWatch(lesson);
    const next = progressOf(lesson.duration_seconds, body, lesson);
    const row = await upsertProgress(tx, {
      userId,
      lessonId: lesson.id,
      positionSeconds: next.position,
      progressPercent: next.percent,
      completed: next.completed,
    });
    const course = await findCourseView(tx, userId, lesson.course_id);
    return {
      lesson_id: lesson.id,
      position_seconds: row.position_seconds,
      progress_percent: row.progress_percent,
      is_completed: row.is_completed,
      course_progress_percent: course ? presentCourse(course, true).progress_percent : 0,
    };
  });
}

/** The course's lesson last written to by the viewer; null before any (and for visitors). */
export async function lastViewed(
  db: Db,
  viewer: number | null,
  courseId: number,
): Promise<Lesson | null> {
  if (!(await findCourse(db, courseId))) throw new NotFoundError(COURSE_NOT_FOUND);
  if (viewer === null) return null;
  const row = await lastViewedLesson(db, viewer, courseId);
  return row ? presentLesson(row, true) : null;
}

export async function learningStats(db: Db, userId: number): Promise<VideoCourseStats> {
  const totals = await learningTotals(db, userId);
  const next = await continueWatching(db, userId);
  return {
    courses_started: totals.courses_started,
    courses_completed: totals.courses_completed,
    lessons_completed: totals.lessons_completed,
    total_lessons: totals.total_lessons,
    progress_percent: totals.total_lessons
      ? percent(totals.progress_sum / totals.total_lessons)
      : 0,
    continue_watching: next,
  };
}
