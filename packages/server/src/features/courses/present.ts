/** Rows as the contract's Course, CourseModule and Lesson, for one viewer (signed in or not). */
import type { Course, CourseModule, Lesson } from '@savdo/contract';
import { canWatch, moduleOpen } from './access';
import type { CourseView, LessonView, ModuleView } from './repository';

/** Whole minutes, rounded up, as the catalog shows them. */
export function minutesOf(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}

/** A percent with one decimal, within 0..100. */
export function percent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value * 10) / 10));
}

export function presentCourse(row: CourseView, signedIn: boolean): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    translations: row.translations,
    level: row.level,
    is_paid: row.is_paid,
    price: row.is_paid ? row.module_price : 0,
    minutes: minutesOf(row.duration_seconds),
    progress_percent: row.lessons_count ? percent(row.progress_sum / row.lessons_count) : 0,
    last_watched_at: row.last_watched_at?.toISOString() ?? null,
    purchased: signedIn && (!row.is_paid || row.active_modules > 0),
    image_url: row.image_url,
    modules_count: row.modules_count,
    lessons_count: row.lessons_count,
    lessons_completed: row.lessons_completed,
  };
}

export function presentLesson(row: LessonView, signedIn: boolean): Lesson {
  return {
    id: row.id,
    module_id: row.module_id,
    course_id: row.course_id,
    title: row.title,
    translations: row.translations,
    minutes: minutesOf(row.duration_seconds),
    duration_seconds: row.duration_seconds,
    position: row.position,
    is_free: row.is_free,
    can_watch: canWatch(row, signedIn),
    is_completed: row.is_completed,
    position_seconds: row.position_seconds,
    progress_percent: percent(row.is_completed ? 100 : row.progress_percent),
    last_watched_at: row.last_watched_at?.toISOString() ?? null,
  };
}

export function presentModule(
  row: ModuleView,
  lessons: readonly LessonView[],
  signedIn: boolean,
): CourseModule {
  return {
    id: row.id,
    course_id: row.course_id,
    title: row.title,
    translations: row.translations,
    price: row.course_is_paid ? row.price : 0,
    position: row.position,
    minutes: minutesOf(row.duration_seconds),
    purchased: moduleOpen(row, signedIn),
    access_expires_at: row.course_is_paid ? (row.access_expires_at?.toISOString() ?? null) : null,
    lessons: lessons.filter((l) => l.module_id === row.id).map((l) => presentLesson(l, signedIn)),
  };
}
