/**
 * Video courses (decision 13): courses, their modules (bought
 * through the purchase service for MODULE_ACCESS_DAYS, extended from the current expiry when
 * bought again) and lessons, lesson progress, the last viewed lesson, playback tokens, and the
 * dashboard's learning figures.
 *
 * Calls (main root):
 * - `GET /course/all` (limit, page, level, is_paid, search; 12 a page)
 * - `GET /course/{id}`; `GET /course/{id}/modules` (limit, page; 10 a page; each with lessons)
 * - `GET /course/modules/{id}`; `POST /course/modules/{id}/purchase` (Idempotency-Key)
 * - `GET /course/lesson/{id}`; `GET /course/lesson/{id}/otp` (a playback token)
 * - `POST /user-lesson-progress/edit-user-lesson-progress` (lesson_id, position_seconds, is_completed)
 * - `GET /course/{courseId}/last-viewed`; `GET /dashboard/video-course/stats`
 * - `GET /course/video/{token}`: the lesson's file, with HTTP range requests (self-hosted)
 *
 * Texts travel in English with `translations` for uz and ru (the client picks its language and
 * falls back to English), as plans do.
 */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { IdSchema, LiteralUnion, Nullable, PageNumberSchema, PageOf, ResultOf } from './common';
import { PurchaseSchema } from './purchases';

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const CourseLevelSchema = LiteralUnion(COURSE_LEVELS);
export type CourseLevel = Static<typeof CourseLevelSchema>;

/** Page sizes, and the most a page may hold. */
export const COURSES_PAGE_SIZE = 12;
export const COURSE_MODULES_PAGE_SIZE = 10;

export const COURSE_PROGRESS_BANDS = [
  'just_started',
  'in_progress',
  'almost_done',
  'completed',
] as const;
export type CourseProgressBand = (typeof COURSE_PROGRESS_BANDS)[number];

/**
 * The progress band of a course (decision 0170): none before the first lesson is started,
 * just started below 25 %, in progress below 75 %, almost done below 100 %, completed at 100 %.
 */
export function courseProgressBand(percent: number): CourseProgressBand | null {
  if (!Number.isFinite(percent) || percent <= 0) return null;
  if (percent >= 100) return 'completed';
  if (percent >= 75) return 'almost_done';
  if (percent >= 25) return 'in_progress';
  return 'just_started';
}

/** A title (and description) in one language. */
export const CourseTextSchema = Type.Object(
  {
    title: Type.String(),
    description: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type CourseText = Static<typeof CourseTextSchema>;
export const CourseTranslationsSchema = Type.Object(
  {
    uz: Type.Optional(CourseTextSchema),
    ru: Type.Optional(CourseTextSchema),
  },
  { additionalProperties: false },
);
export type CourseTranslations = Static<typeof CourseTranslationsSchema>;

export const LessonSchema = Type.Object({
  id: Type.Integer(),
  module_id: Type.Integer(),
  course_id: Type.Integer(),
  title: Type.String(),
  translations: CourseTranslationsSchema,
  /** Whole minutes, rounded up, as the catalog shows them. */
  minutes: Type.Integer({ minimum: 0 }),
  duration_seconds: Type.Integer({ minimum: 0 }),
  position: Type.Integer(),
  /** A free preview: anyone signed in may watch it without buying the module. */
  is_free: Type.Boolean(),
  /** False when the viewer may not watch it (module not bought, or its access ended). */
  can_watch: Type.Boolean(),
  /** The viewer's progress; 0 / false for a lesson not started (and for visitors). */
  is_completed: Type.Boolean(),
  position_seconds: Type.Number({ minimum: 0 }),
  progress_percent: Type.Number({ minimum: 0, maximum: 100 }),
  last_watched_at: Nullable(Type.String()),
});
export type Lesson = Static<typeof LessonSchema>;

export const CourseModuleSchema = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  title: Type.String(),
  translations: CourseTranslationsSchema,
  /** Integer UZS; 0 for a module of a free course. */
  price: Type.Integer({ minimum: 0 }),
  position: Type.Integer(),
  minutes: Type.Integer({ minimum: 0 }),
  /** Access is active now (bought within 7 days, or the course is free). */
  purchased: Type.Boolean(),
  /** When the 7-day access ends (past: expired, shown locked with buy again); null if never bought. */
  access_expires_at: Nullable(Type.String()),
  lessons: Type.Array(LessonSchema),
});
export type CourseModule = Static<typeof CourseModuleSchema>;

export const CourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  translations: CourseTranslationsSchema,
  level: CourseLevelSchema,
  is_paid: Type.Boolean(),
  /** The price of all its modules together, integer UZS (0 when free). */
  price: Type.Integer({ minimum: 0 }),
  minutes: Type.Integer({ minimum: 0 }),
  progress_percent: Type.Number({ minimum: 0, maximum: 100 }),
  last_watched_at: Nullable(Type.String()),
  /** At least one module's access is active (always true for a free course). */
  purchased: Type.Boolean(),
  image_url: Nullable(Type.String()),
  modules_count: Type.Integer(),
  lessons_count: Type.Integer(),
  lessons_completed: Type.Integer(),
});
export type Course = Static<typeof CourseSchema>;

export const CourseFiltersSchema = Type.Object({
  level: Type.Optional(CourseLevelSchema),
  is_paid: Type.Optional(Type.Boolean()),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type CourseFilters = Static<typeof CourseFiltersSchema>;
export const CourseQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  page: Type.Optional(PageNumberSchema),
  ...CourseFiltersSchema.properties,
});
export type CourseQuery = Static<typeof CourseQuerySchema>;

export const CourseIdParamsSchema = Type.Object({ id: IdSchema('Course not found') });
export const CourseIdAltParamsSchema = Type.Object({ courseId: IdSchema('Course not found') });
export const ModuleIdParamsSchema = Type.Object({ id: IdSchema('Module not found') });
export const LessonIdParamsSchema = Type.Object({ id: IdSchema('Lesson not found') });

/** Where a lesson plays. `savdo`: our own server streams `stream_url` (range requests). */
export const VIDEO_PROVIDERS = ['savdo', 'vdocipher'] as const;
export const VideoProviderSchema = LiteralUnion(VIDEO_PROVIDERS);
export type VideoProvider = Static<typeof VideoProviderSchema>;

/**
 * A short-lived permission to play one lesson for one user. VdoCipher: its `otp` and
 * `playbackInfo` for its player. Self-hosted: `otp` is our signed token and `stream_url` the
 * address the video element plays.
 */
export const VideoOtpSchema = Type.Object({
  provider: VideoProviderSchema,
  otp: Type.String(),
  playback_info: Type.String(),
  stream_url: Nullable(Type.String()),
  expires_at: Type.String(),
});
export type VideoOtp = Static<typeof VideoOtpSchema>;

export const LessonProgressBodySchema = Type.Object(
  {
    lesson_id: IdSchema('Lesson not found'),
    /** Where the viewer is, in seconds from the start. */
    position_seconds: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400 })),
    /** Marks the lesson completed (it also completes by itself near its end). */
    is_completed: Type.Optional(Type.Boolean()),
    /** Older clients send a percent instead of a position. */
    progress_percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type LessonProgressRequest = Static<typeof LessonProgressBodySchema>;

export const LessonProgressSchema = Type.Object({
  lesson_id: Type.Integer(),
  position_seconds: Type.Number(),
  progress_percent: Type.Number(),
  is_completed: Type.Boolean(),
  /** The course's progress after this write. */
  course_progress_percent: Type.Number(),
});
export type LessonProgress = Static<typeof LessonProgressSchema>;
export const LessonProgressResultSchema = ResultOf(LessonProgressSchema);
export type LessonProgressResponse = Static<typeof LessonProgressResultSchema>;

export const CoursesResultSchema = PageOf(CourseSchema);
export type CoursesResponse = Static<typeof CoursesResultSchema>;
export const CourseResultSchema = ResultOf(CourseSchema);
export type CourseResponse = Static<typeof CourseResultSchema>;
export const CourseModulesResultSchema = PageOf(CourseModuleSchema);
export type CourseModulesResponse = Static<typeof CourseModulesResultSchema>;
export const CourseModuleResultSchema = ResultOf(CourseModuleSchema);
export type CourseModuleResponse = Static<typeof CourseModuleResultSchema>;
export const LessonResultSchema = ResultOf(LessonSchema);
export type LessonResponse = Static<typeof LessonResultSchema>;
/** The lesson to open when the player is given none; null before any lesson was watched. */
export const LastViewedResultSchema = ResultOf(Nullable(LessonSchema));
export type LastViewedResponse = Static<typeof LastViewedResultSchema>;
export const VideoOtpResultSchema = ResultOf(VideoOtpSchema);
export type VideoOtpResponse = Static<typeof VideoOtpResultSchema>;

/**
 * What a module purchase asks for (the body is optional; decision 0170). `buy` (the default):
 * 7 days from now, refused while access is active, so a second click of "Buy" charges nothing.
 * `extend`: 7 more days from the current expiry, only while access is active and at most one
 * period ahead, so a second click of "Extend" charges nothing either.
 */
export const MODULE_PURCHASE_ACTIONS = ['buy', 'extend'] as const;
export const ModulePurchaseActionSchema = LiteralUnion(MODULE_PURCHASE_ACTIONS, {
  errorMessage: `action must be one of: ${MODULE_PURCHASE_ACTIONS.join(', ')}`,
});
export type ModulePurchaseAction = Static<typeof ModulePurchaseActionSchema>;
export const ModulePurchaseBodySchema = Type.Object(
  {
    action: Type.Optional(ModulePurchaseActionSchema),
  },
  { additionalProperties: false },
);
export type ModulePurchaseRequest = Static<typeof ModulePurchaseBodySchema>;

export const ModulePurchaseResultSchema = ResultOf(
  Type.Object({ module: CourseModuleSchema, purchase: PurchaseSchema }),
);
export type ModulePurchaseResponse = Static<typeof ModulePurchaseResultSchema>;

/** The dashboard's learning card: real figures of the signed-in user. */
export const VideoCourseStatsSchema = Type.Object({
  courses_started: Type.Integer(),
  courses_completed: Type.Integer(),
  lessons_completed: Type.Integer(),
  /** Lessons of the courses started. */
  total_lessons: Type.Integer(),
  progress_percent: Type.Number(),
  /** Where to continue: the last lesson watched, not completed, or null. */
  continue_watching: Nullable(
    Type.Object({
      course_id: Type.Integer(),
      course_title: Type.String(),
      course_translations: CourseTranslationsSchema,
      lesson_id: Type.Integer(),
      lesson_title: Type.String(),
      lesson_translations: CourseTranslationsSchema,
      position_seconds: Type.Number(),
    }),
  ),
});
export type VideoCourseStats = Static<typeof VideoCourseStatsSchema>;
export const VideoCourseStatsResultSchema = ResultOf(VideoCourseStatsSchema);
export type VideoCourseStatsResponse = Static<typeof VideoCourseStatsResultSchema>;

/** Admin: a course, a module, a lesson (create; edit sends only what changes). */
export const AdminCourseBodySchema = Type.Object(
  {
    title: Type.String({ minLength: 3, maxLength: 200 }),
    description: Type.String({ maxLength: 5000 }),
    level: CourseLevelSchema,
    is_paid: Type.Boolean(),
    image_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    translations: Type.Optional(CourseTranslationsSchema),
  },
  { additionalProperties: false },
);
export type AdminCourseBody = Static<typeof AdminCourseBodySchema>;
// TypeBox's Partial drops additionalProperties: it is given again (decision 0275).
export const AdminCoursePatchSchema = Type.Partial(AdminCourseBodySchema, {
  additionalProperties: false,
});

export const AdminModuleBodySchema = Type.Object(
  {
    title: Type.String({ minLength: 3, maxLength: 200 }),
    price: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    translations: Type.Optional(CourseTranslationsSchema),
  },
  { additionalProperties: false },
);
export type AdminModuleBody = Static<typeof AdminModuleBodySchema>;
// TypeBox's Partial drops additionalProperties: it is given again (decision 0275).
export const AdminModulePatchSchema = Type.Partial(AdminModuleBodySchema, {
  additionalProperties: false,
});

export const AdminLessonBodySchema = Type.Object(
  {
    title: Type.String({ minLength: 3, maxLength: 200 }),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    is_free: Type.Optional(Type.Boolean()),
    /** The video's length (the server does not probe uploaded files). */
    duration_seconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
    translations: Type.Optional(CourseTranslationsSchema),
  },
  { additionalProperties: false },
);
export type AdminLessonBody = Static<typeof AdminLessonBodySchema>;
// TypeBox's Partial drops additionalProperties: it is given again (decision 0275).
export const AdminLessonPatchSchema = Type.Partial(AdminLessonBodySchema, {
  additionalProperties: false,
});

/**
 * PATCH /admin/courses/{id}/modules/order and /admin/courses/modules/{id}/lessons/order: the
 * full new order, every current id exactly once.
 */
export const AdminReorderBodySchema = Type.Object(
  {
    ids: Type.Array(IdSchema('ids must be ids of the current items'), {
      minItems: 1,
      maxItems: 500,
      uniqueItems: true,
      errorMessage: 'ids must list each current item once, in the new order',
    }),
  },
  { additionalProperties: false },
);
export type AdminReorderRequest = Static<typeof AdminReorderBodySchema>;
/** What a reorder answers: the parent (course or module) and its items' ids in the new order. */
export const AdminReorderResultSchema = ResultOf(
  Type.Object({ parent_id: Type.Integer(), ids: Type.Array(Type.Integer()) }),
);
export type AdminReorderResponse = Static<typeof AdminReorderResultSchema>;
export const COURSE_ORDER_MESSAGES = {
  notTheSet: 'ids must list each current item once, in the new order',
} as const;

export const ADMIN_COURSE_SORTS = [
  'id',
  'title',
  'price',
  'modules_count',
  'lessons_count',
] as const;
/** GET /admin/courses: every course with its module and lesson counts; search in the titles. */
export const AdminCoursesQuerySchema = AdminListQuery(ADMIN_COURSE_SORTS, {
  level: Type.Optional(CourseLevelSchema),
  is_paid: Type.Optional(Type.Boolean()),
});
export type AdminCoursesQuery = Static<typeof AdminCoursesQuerySchema>;
export const AdminCoursesPageSchema = PageOf(CourseSchema);
export type AdminCoursesResponse = Static<typeof AdminCoursesPageSchema>;
