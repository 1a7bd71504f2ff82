/**
 * Video courses (section 3): courses, their modules (bought for MODULE_ACCESS_DAYS) and lessons.
 * No server route yet: the schemas state the shapes once, and the feature adds its limits to
 * them when it lands.
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Nullable, PageOf, PageQuerySchema, ResultOf } from './common';

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const CourseLevelSchema = LiteralUnion(COURSE_LEVELS);
export type CourseLevel = Static<typeof CourseLevelSchema>;

export const COURSE_PROGRESS_BANDS = [
  'just_started',
  'in_progress',
  'almost_done',
  'completed',
] as const;
export type CourseProgressBand = (typeof COURSE_PROGRESS_BANDS)[number];

export const LessonSchema = Type.Object({
  id: Type.Integer(),
  module_id: Type.Integer(),
  title: Type.String(),
  minutes: Type.Integer(),
  position: Type.Integer(),
  is_completed: Type.Optional(Type.Boolean()),
  progress_percent: Type.Optional(Type.Number()),
});
export type Lesson = Static<typeof LessonSchema>;

export const CourseModuleSchema = Type.Object({
  id: Type.Integer(),
  course_id: Type.Integer(),
  title: Type.String(),
  price: Type.Integer(),
  position: Type.Integer(),
  purchased: Type.Boolean(),
  /** When the 7-day access ends; null if never bought. */
  access_expires_at: Nullable(Type.String()),
  lessons: Type.Array(LessonSchema),
});
export type CourseModule = Static<typeof CourseModuleSchema>;

export const CourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  level: CourseLevelSchema,
  is_paid: Type.Boolean(),
  price: Type.Integer(),
  minutes: Type.Integer(),
  progress_percent: Type.Number(),
  last_watched_at: Nullable(Type.String()),
  purchased: Type.Boolean(),
  image_url: Nullable(Type.String()),
  modules_count: Type.Integer(),
  lessons_count: Type.Integer(),
});
export type Course = Static<typeof CourseSchema>;

export const CourseFiltersSchema = Type.Object({
  level: Type.Optional(CourseLevelSchema),
  is_paid: Type.Optional(Type.Boolean()),
  search: Type.Optional(Type.String()),
});
export type CourseFilters = Static<typeof CourseFiltersSchema>;
export const CourseQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  ...CourseFiltersSchema.properties,
});
export type CourseQuery = Static<typeof CourseQuerySchema>;

export const VideoOtpSchema = Type.Object({ otp: Type.String(), playback_info: Type.String() });
export type VideoOtp = Static<typeof VideoOtpSchema>;

export const LessonProgressBodySchema = Type.Object({
  lesson_id: Type.Integer(),
  progress_percent: Type.Optional(Type.Number()),
  is_completed: Type.Optional(Type.Boolean()),
});
export type LessonProgressRequest = Static<typeof LessonProgressBodySchema>;

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
export const LastViewedResultSchema = ResultOf(Nullable(LessonSchema));
export type LastViewedResponse = Static<typeof LastViewedResultSchema>;
export const VideoOtpResultSchema = ResultOf(VideoOtpSchema);
export type VideoOtpResponse = Static<typeof VideoOtpResultSchema>;

/** The dashboard's course progress card. */
export const VideoCourseStatsResultSchema = ResultOf(
  Type.Object({
    courses_started: Type.Integer(),
    lessons_completed: Type.Integer(),
    total_lessons: Type.Integer(),
    progress_percent: Type.Number(),
  }),
);
export type VideoCourseStatsResponse = Static<typeof VideoCourseStatsResultSchema>;
