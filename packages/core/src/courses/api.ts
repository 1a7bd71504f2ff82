// Video courses (contract courses.ts): one typed function per call. The catalog and a
// course page are readable on a partner page (public mode, no bearer, the partner key along);
// everything else is the signed-in user's own. A progress write can go with `keepalive`, so the
// position is saved while the page is being left (pagehide): sendBeacon cannot carry the bearer
// header, fetch keepalive can.
import {
  COURSES_PAGE_SIZE,
  COURSE_MODULES_PAGE_SIZE,
  IDEMPOTENCY_KEY_HEADER,
  API_BASES,
  type CourseModuleResponse,
  type CourseModulesResponse,
  type CourseQuery,
  type CourseResponse,
  type CoursesResponse,
  type LastViewedResponse,
  type LessonProgressRequest,
  type LessonProgressResponse,
  type LessonResponse,
  type ModulePurchaseResponse,
  type VideoCourseStatsResponse,
  type VideoOtpResponse,
} from '@savdo/contract';
import { $coreConfig } from '../config';
import { $language } from '../i18n/language';
import { authHeaders, mainApi, type RequestOptions } from '../api/client';
import { partnerHeaders } from '../api/partner-key';

const id = (n: number) => encodeURIComponent(String(n));

/** Without a bearer token a 401 means "sign in", not a session that ended (as signals do). */
function publicCallOptions(): RequestOptions {
  return {
    headers: partnerHeaders(),
    handlesUnauthorized: authHeaders().Authorization === undefined,
  };
}

/** GET /course/all: 12 a page by default, with the level, free/paid and search filters. */
export function getCourses(query: CourseQuery = {}): Promise<CoursesResponse> {
  return mainApi.get<CoursesResponse>('/course/all', {
    ...publicCallOptions(),
    params: {
      limit: query.limit ?? COURSES_PAGE_SIZE,
      page: query.page ?? 1,
      level: query.level,
      is_paid: query.is_paid,
      search: query.search?.trim() ? query.search.trim() : undefined,
    },
  });
}

/** GET /course/{id}. */
export function getCourse(courseId: number): Promise<CourseResponse> {
  return mainApi.get<CourseResponse>(`/course/${id(courseId)}`, publicCallOptions());
}

/** GET /course/{id}/modules: each module with its lessons, 10 a page. */
export function getCourseModules(
  courseId: number,
  page = 1,
  limit = COURSE_MODULES_PAGE_SIZE,
): Promise<CourseModulesResponse> {
  return mainApi.get<CourseModulesResponse>(`/course/${id(courseId)}/modules`, {
    ...publicCallOptions(),
    params: { page, limit },
  });
}

/** GET /course/modules/{id}. */
export function getCourseModule(moduleId: number): Promise<CourseModuleResponse> {
  return mainApi.get<CourseModuleResponse>(`/course/modules/${id(moduleId)}`);
}

/** GET /course/lesson/{id}: a lesson of a locked module carries no video address. */
export function getLesson(lessonId: number): Promise<LessonResponse> {
  return mainApi.get<LessonResponse>(`/course/lesson/${id(lessonId)}`);
}

/**
 * POST /course/modules/{id}/purchase: 7 days of access (extended from the current expiry when
 * bought again). One `idempotencyKey` per confirmation dialog opening.
 */
export function purchaseModule(
  moduleId: number,
  idempotencyKey: string,
): Promise<ModulePurchaseResponse> {
  return mainApi.post<ModulePurchaseResponse>(
    `/course/modules/${id(moduleId)}/purchase`,
    {},
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

export const LESSON_PROGRESS_PATH = '/user-lesson-progress/edit-user-lesson-progress';

/** POST the viewer's position (and completion) in a lesson. */
export function saveLessonProgress(body: LessonProgressRequest): Promise<LessonProgressResponse> {
  return mainApi.post<LessonProgressResponse>(LESSON_PROGRESS_PATH, body);
}

/**
 * The same write for a page being left (pagehide, hidden tab): fetch with `keepalive`, which
 * outlives the page and, unlike sendBeacon, carries the bearer header. Nobody waits for the
 * answer; a failure is dropped (the periodic writes already saved a nearby second).
 */
export function saveLessonProgressOnLeave(body: LessonProgressRequest): void {
  const url = `${$coreConfig.get().apiBase}${API_BASES.main}${LESSON_PROGRESS_PATH}`;
  try {
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': $language.get(),
        ...authHeaders(),
      },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // A fetch that throws at once (no network stack while unloading): nothing to do.
  }
}

/** GET /course/{courseId}/last-viewed: the lesson to open, or null before any was watched. */
export function getLastViewed(courseId: number): Promise<LastViewedResponse> {
  return mainApi.get<LastViewedResponse>(`/course/${id(courseId)}/last-viewed`);
}

/** GET /course/lesson/{id}/otp: a short-lived permission to play the lesson (403 when locked). */
export function getLessonOtp(lessonId: number): Promise<VideoOtpResponse> {
  return mainApi.get<VideoOtpResponse>(`/course/lesson/${id(lessonId)}/otp`);
}

/** GET /dashboard/video-course/stats: the user's learning figures and where to continue. */
export function getVideoCourseStats(): Promise<VideoCourseStatsResponse> {
  return mainApi.get<VideoCourseStatsResponse>('/dashboard/video-course/stats');
}
