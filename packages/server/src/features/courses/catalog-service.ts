/**
 * What the catalog, course page and player read: courses (12 a page, filtered), a course's
 * modules with their lessons (10 a page), one module, one lesson, each as one viewer sees it.
 */
import {
  COURSE_MODULES_PAGE_SIZE,
  COURSES_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type Course,
  type CourseModule,
  type CourseQuery,
  type Lesson,
  type Page,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { presentCourse, presentLesson, presentModule } from './present';
import {
  findCourse,
  findCourseView,
  findLessonView,
  findModuleView,
  listCourses,
  listLessonViews,
  listModuleViews,
  type LessonView,
} from './repository';

export const COURSE_NOT_FOUND = 'Course not found';
export const MODULE_NOT_FOUND = 'Module not found';
export const LESSON_NOT_FOUND = 'Lesson not found';

/** The signed-in viewer's id, or null for a visitor. */
export type ViewerId = number | null;

function paging(query: { limit?: number; page?: number }, size: number) {
  const limit = Math.min(query.limit ?? size, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  return { limit, page, offset: (page - 1) * limit };
}

export async function courseList(
  q: Queryable,
  viewer: ViewerId,
  query: CourseQuery,
): Promise<Page<Course>> {
  const { limit, page, offset } = paging(query, COURSES_PAGE_SIZE);
  const { rows, total } = await listCourses(q, viewer, {
    ...(query.level ? { level: query.level } : {}),
    ...(query.is_paid === undefined ? {} : { isPaid: query.is_paid }),
    ...(query.search ? { search: query.search } : {}),
    limit,
    offset,
  });
  return { data: rows.map((row) => presentCourse(row, viewer !== null)), page, limit, total };
}

export async function courseOf(q: Queryable, viewer: ViewerId, id: number): Promise<Course> {
  const row = await findCourseView(q, viewer, id);
  if (!row) throw new NotFoundError(COURSE_NOT_FOUND);
  return presentCourse(row, viewer !== null);
}

export async function courseModules(
  q: Queryable,
  viewer: ViewerId,
  courseId: number,
  query: { limit?: number; page?: number },
): Promise<Page<CourseModule>> {
  if (!(await findCourse(q, courseId))) throw new NotFoundError(COURSE_NOT_FOUND);
  const { limit, page, offset } = paging(query, COURSE_MODULES_PAGE_SIZE);
  const { rows, total } = await listModuleViews(q, viewer, courseId, { limit, offset });
  const lessons = await listLessonViews(
    q,
    viewer,
    rows.map((m) => m.id),
  );
  return {
    data: rows.map((m) => presentModule(m, lessons, viewer !== null)),
    page,
    limit,
    total,
  };
}

export async function moduleOf(q: Queryable, viewer: ViewerId, id: number): Promise<CourseModule> {
  const row = await findModuleView(q, viewer, id);
  if (!row) throw new NotFoundError(MODULE_NOT_FOUND);
  return presentModule(row, await listLessonViews(q, viewer, [row.id]), viewer !== null);
}

export async function lessonViewOf(
  q: Queryable,
  viewer: ViewerId,
  id: number,
): Promise<LessonView> {
  const row = await findLessonView(q, viewer, id);
  if (!row) throw new NotFoundError(LESSON_NOT_FOUND);
  return row;
}

export async function lessonOf(q: Queryable, viewer: ViewerId, id: number): Promise<Lesson> {
  return presentLesson(await lessonViewOf(q, viewer, id), viewer !== null);
}
