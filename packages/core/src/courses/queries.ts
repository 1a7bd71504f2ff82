// Video courses: the catalog pages, a course, its modules with their lessons, one
// lesson, the last viewed lesson and the dashboard's learning figures, each keyed per viewer
// (what is bought, and the progress, are the viewer's own). A purchase writes the bought module
// into the cached module lists at once and refetches everything of the courses; a progress write
// updates the lesson where it is cached (the player's list) and marks the rest stale, so a list
// out of view is fetched again when next shown, not on every throttled write.
import type {
  CourseModule,
  CourseModulesResponse,
  CourseQuery,
  CourseResponse,
  CoursesResponse,
  LastViewedResponse,
  Lesson,
  LessonProgress,
  LessonResponse,
  VideoCourseStatsResponse,
} from '@savdo/contract';
import {
  getCourse,
  getCourseModules,
  getCourses,
  getLastViewed,
  getLesson,
  getVideoCourseStats,
} from './api';
import {
  createQuery,
  keyOf,
  refreshQueries,
  updateQueries,
  type QueryStore,
} from '../query/query-client';

export const COURSES_QUERY = 'courses/list';
export const COURSE_QUERY = 'courses/course';
export const COURSE_MODULES_QUERY = 'courses/modules';
export const LESSON_QUERY = 'courses/lesson';
export const LAST_VIEWED_QUERY = 'courses/last-viewed';
export const VIDEO_COURSE_STATS_QUERY = 'courses/stats';

/** One catalog page with its filters (12 a page). */
export function coursesQuery(query: CourseQuery): QueryStore<CoursesResponse> {
  return createQuery(COURSES_QUERY, query, getCourses);
}

export function courseQuery(courseId: number): QueryStore<CourseResponse> {
  return createQuery(COURSE_QUERY, courseId, getCourse);
}

/** A course's modules with their lessons (10 a page). */
export function courseModulesQuery(courseId: number, page = 1): QueryStore<CourseModulesResponse> {
  return createQuery(COURSE_MODULES_QUERY, { courseId, page }, (p) =>
    getCourseModules(p.courseId, p.page),
  );
}

export function lessonQuery(lessonId: number): QueryStore<LessonResponse> {
  return createQuery(LESSON_QUERY, lessonId, getLesson);
}

export function lastViewedQuery(courseId: number): QueryStore<LastViewedResponse> {
  return createQuery(LAST_VIEWED_QUERY, courseId, getLastViewed);
}

/** The dashboard's learning card (GET /dashboard/video-course/stats). */
export const $videoCourseStats = createQuery<VideoCourseStatsResponse>(
  VIDEO_COURSE_STATS_QUERY,
  undefined,
  getVideoCourseStats,
);

function withModule(page: CourseModulesResponse, module: CourseModule): CourseModulesResponse {
  if (!page.result.data.some((m) => m.id === module.id)) return page;
  return {
    result: {
      ...page.result,
      data: page.result.data.map((m) => (m.id === module.id ? module : m)),
    },
  };
}

/**
 * After a module purchase: the bought module (the answer's, with its lessons now watchable)
 * replaces the cached one at once, then every courses answer is fetched again (course
 * progress, the catalog's purchased flag, lessons, the dashboard), the old ones kept on screen.
 */
export function modulePurchased(module?: CourseModule): void {
  if (module) {
    updateQueries<CourseModulesResponse>(keyOf(COURSE_MODULES_QUERY), (page) =>
      withModule(page, module),
    );
  }
  refreshQueries(keyOf('courses/'));
}

function withLessonProgress(lesson: Lesson, progress: LessonProgress): Lesson {
  return {
    ...lesson,
    position_seconds: progress.position_seconds,
    progress_percent: progress.progress_percent,
    is_completed: progress.is_completed,
    last_watched_at: new Date().toISOString(),
  };
}

/**
 * After a progress write: the lesson's position and completion change in the cached module
 * lists and lesson answers, the course's percent in the cached course; the catalog, the last
 * viewed lesson and the dashboard are marked stale (fetched again where shown).
 */
export function lessonProgressSaved(progress: LessonProgress, courseId?: number): void {
  const changed = (lesson: Lesson) => lesson.id === progress.lesson_id;
  updateQueries<CourseModulesResponse>(keyOf(COURSE_MODULES_QUERY), (page) => {
    if (!page.result.data.some((m) => m.lessons.some(changed))) return page;
    return {
      result: {
        ...page.result,
        data: page.result.data.map((m) =>
          m.lessons.some(changed)
            ? {
                ...m,
                lessons: m.lessons.map((l) => (changed(l) ? withLessonProgress(l, progress) : l)),
              }
            : m,
        ),
      },
    };
  });
  updateQueries<LessonResponse>(keyOf(LESSON_QUERY), (answer) =>
    changed(answer.result) ? { result: withLessonProgress(answer.result, progress) } : answer,
  );
  if (courseId !== undefined) {
    updateQueries<CourseResponse>(keyOf(COURSE_QUERY), (answer) =>
      answer.result.id === courseId &&
      answer.result.progress_percent !== progress.course_progress_percent
        ? { result: { ...answer.result, progress_percent: progress.course_progress_percent } }
        : answer,
    );
  }
  refreshQueries(keyOf(COURSES_QUERY));
  refreshQueries(keyOf(LAST_VIEWED_QUERY));
  refreshQueries(keyOf(VIDEO_COURSE_STATS_QUERY));
}
