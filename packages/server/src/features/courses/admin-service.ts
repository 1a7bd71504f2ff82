/**
 * Creating and editing courses, modules and lessons, and attaching a lesson's video: what the
 * admin API and the admin command line both call. Bodies are the contract's admin shapes; the
 * command line's are checked here against the same schemas as the API's.
 */
import { type AdminCourseBody, type AdminLessonBody, type AdminModuleBody } from '@savdo/contract';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { Db, Queryable } from '../../db/adapter';
import { NotFoundError, ValidationError } from '../../domain-errors';
import { storeVideo, type StoredVideo, type VideoService, type VideoUpload } from '../video';
import { COURSE_NOT_FOUND, LESSON_NOT_FOUND, MODULE_NOT_FOUND } from './catalog-service';
import {
  findCourse,
  findLesson,
  findModule,
  insertCourse,
  insertLesson,
  insertModule,
  nextPosition,
  updateCourse,
  updateLesson,
  updateModule,
  type CourseRow,
  type LessonRow,
  type ModuleRow,
} from './repository';

/** Checks a body the command line built against the API's schema (400 naming the field). */
export function checkBody<T>(schema: TSchema, value: unknown): T {
  if (Value.Check(schema, value)) return value as T;
  const first = [...Value.Errors(schema, value)][0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const message = `${field} has an invalid value`;
  throw new ValidationError(message, { [field]: message });
}

/**
 * The columns an edit writes, named here one by one from the contract's fields: a column name
 * never comes from a request (docs/decisions/0275-closed-request-schemas.md). Only what was
 * sent: `undefined` leaves a column as it is.
 */
function courseColumns(patch: Partial<AdminCourseBody>) {
  return defined({
    title: patch.title,
    description: patch.description,
    level: patch.level,
    is_paid: patch.is_paid,
    image_url: patch.image_url,
    translations: patch.translations,
  });
}

function moduleColumns(patch: Partial<AdminModuleBody>) {
  return defined({
    title: patch.title,
    price: patch.price,
    position: patch.position,
    translations: patch.translations,
  });
}

function lessonColumns(patch: Partial<AdminLessonBody>) {
  return defined({
    title: patch.title,
    position: patch.position,
    is_free: patch.is_free,
    duration_seconds: patch.duration_seconds,
    translations: patch.translations,
  });
}

function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

function changed<Row>(row: Row | null, message: string): Row {
  if (!row) throw new NotFoundError(message);
  return row;
}

export async function createCourse(q: Queryable, body: AdminCourseBody): Promise<CourseRow> {
  return insertCourse(q, {
    title: body.title,
    description: body.description,
    level: body.level,
    is_paid: body.is_paid,
    image_url: body.image_url ?? null,
    translations: body.translations ?? {},
  });
}

export async function editCourse(
  q: Queryable,
  id: number,
  patch: Partial<AdminCourseBody>,
): Promise<CourseRow> {
  const values = courseColumns(patch);
  if (Object.keys(values).length === 0) return changed(await findCourse(q, id), COURSE_NOT_FOUND);
  return changed(await updateCourse(q, id, values), COURSE_NOT_FOUND);
}

export async function createModule(
  db: Db,
  courseId: number,
  body: AdminModuleBody,
): Promise<ModuleRow> {
  return db.transaction(async (tx) => {
    if (!(await findCourse(tx, courseId))) throw new NotFoundError(COURSE_NOT_FOUND);
    return insertModule(tx, {
      course_id: courseId,
      title: body.title,
      price: body.price,
      position: body.position ?? (await nextPosition(tx, 'course_modules', courseId)),
      translations: body.translations ?? {},
    });
  });
}

export async function editModule(
  q: Queryable,
  id: number,
  patch: Partial<AdminModuleBody>,
): Promise<ModuleRow> {
  const values = moduleColumns(patch);
  if (Object.keys(values).length === 0) return changed(await findModule(q, id), MODULE_NOT_FOUND);
  return changed(await updateModule(q, id, values), MODULE_NOT_FOUND);
}

/** A lesson; `video_key` names a file already in the video storage (the demo media). */
export async function createLesson(
  db: Db,
  moduleId: number,
  body: AdminLessonBody & { video_key?: string | null },
): Promise<LessonRow> {
  return db.transaction(async (tx) => {
    if (!(await findModule(tx, moduleId))) throw new NotFoundError(MODULE_NOT_FOUND);
    return insertLesson(tx, {
      module_id: moduleId,
      title: body.title,
      position: body.position ?? (await nextPosition(tx, 'lessons', moduleId)),
      is_free: body.is_free ?? false,
      duration_seconds: body.duration_seconds ?? 0,
      translations: body.translations ?? {},
      video_key: body.video_key ?? null,
      vdocipher_id: null,
    });
  });
}

export async function editLesson(
  q: Queryable,
  id: number,
  patch: Partial<AdminLessonBody>,
): Promise<LessonRow> {
  const values = lessonColumns(patch);
  if (Object.keys(values).length === 0) return changed(await findLesson(q, id), LESSON_NOT_FOUND);
  return changed(await updateLesson(q, id, values), LESSON_NOT_FOUND);
}

/** Stores an uploaded file through the video service and points the lesson at it. */
export async function attachVideo(
  db: Db,
  video: () => VideoService,
  lessonId: number,
  upload: VideoUpload,
): Promise<{ lesson: LessonRow; stored: StoredVideo }> {
  if (!(await findLesson(db, lessonId))) throw new NotFoundError(LESSON_NOT_FOUND);
  // Asked only now: an unknown lesson or a wrong file type is answered without it.
  const stored = await storeVideo(video, `lessons/${lessonId}`, upload);
  const lesson = changed(
    await updateLesson(db, lessonId, { video_key: stored.key }),
    LESSON_NOT_FOUND,
  );
  return { lesson, stored };
}
