// Video courses, contract-typed: factories for courses, modules and lessons, a demo
// catalog (a free beginner course, a paid intermediate and a paid advanced one, with uz and ru
// texts), and the courses routes answering as the server does: filters and paging, modules with
// 7-day access extended from the current expiry, 402 with the shortfall, one answer per
// Idempotency-Key, 403 for an OTP or a progress write of a lesson the viewer cannot watch, last
// viewed, and the dashboard figures.
import {
  IDEMPOTENCY_KEY_HEADER,
  MODULE_ACCESS_MS,
  insufficientBalanceMessage,
  type ApiError,
  type Course,
  type CourseModule,
  type CourseModuleResponse,
  type CourseModulesResponse,
  type CourseResponse,
  type CoursesResponse,
  type LastViewedResponse,
  type Lesson,
  type LessonProgressRequest,
  type LessonProgressResponse,
  type LessonResponse,
  type ModulePurchaseResponse,
  type VideoCourseStatsResponse,
  type VideoOtpResponse,
  type VideoProvider,
} from '@savdo/contract';
import { failure, ok, type FakeAnswer, type FakeRequest, type RouteTable } from './fake-api';

const DAY_MS = 86_400_000;

export function makeLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 1,
    module_id: 1,
    course_id: 1,
    title: 'What a candlestick says',
    translations: {},
    minutes: 5,
    duration_seconds: 300,
    position: 1,
    is_free: false,
    can_watch: false,
    is_completed: false,
    position_seconds: 0,
    progress_percent: 0,
    last_watched_at: null,
    ...overrides,
  };
}

export function makeCourseModule(overrides: Partial<CourseModule> = {}): CourseModule {
  return {
    id: 1,
    course_id: 1,
    title: 'Reading the chart',
    translations: {},
    price: 49_000,
    position: 1,
    minutes: 15,
    purchased: false,
    access_expires_at: null,
    lessons: [],
    ...overrides,
  };
}

export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 1,
    title: 'Trading basics',
    description: 'Charts, orders and risk from the first step.',
    translations: {},
    level: 'beginner',
    is_paid: true,
    price: 98_000,
    minutes: 30,
    progress_percent: 0,
    last_watched_at: null,
    purchased: false,
    image_url: null,
    modules_count: 2,
    lessons_count: 6,
    lessons_completed: 0,
    ...overrides,
  };
}

export interface CourseCatalog {
  courses: Course[];
  modules: CourseModule[];
}

/** Lessons of a module: `count` of them, 5 minutes each, the first `free` ones free previews. */
function lessonsOf(
  module: Pick<CourseModule, 'id' | 'course_id' | 'purchased'>,
  firstId: number,
  titles: { en: string; uz: string; ru: string }[],
  free = 0,
): Lesson[] {
  return titles.map((title, i) =>
    makeLesson({
      id: firstId + i,
      module_id: module.id,
      course_id: module.course_id,
      title: title.en,
      translations: { uz: { title: title.uz }, ru: { title: title.ru } },
      position: i + 1,
      is_free: i < free,
      can_watch: module.purchased || i < free,
    }),
  );
}

const LESSON_TITLES = [
  { en: 'What a candlestick says', uz: 'Sham nima deydi', ru: 'Что говорит свеча' },
  {
    en: 'Support and resistance',
    uz: "Qo'llab-quvvatlash va qarshilik",
    ru: 'Поддержка и сопротивление',
  },
  { en: 'Trends and ranges', uz: 'Trendlar va diapazonlar', ru: 'Тренды и диапазоны' },
];

/**
 * Three demo courses: a free beginner course (one module, every lesson watchable), a paid
 * intermediate course of two modules (the first lesson a free preview) and a paid advanced one.
 */
export function makeCourseCatalog(): CourseCatalog {
  const courses: Course[] = [
    makeCourse({
      id: 1,
      title: 'Trading basics',
      description: 'Charts, orders and risk from the first step.',
      translations: {
        uz: {
          title: 'Savdo asoslari',
          description: 'Grafiklar, buyurtmalar va risk — birinchi qadamdan.',
        },
        ru: { title: 'Основы трейдинга', description: 'Графики, ордера и риск с первого шага.' },
      },
      level: 'beginner',
      is_paid: false,
      price: 0,
      minutes: 15,
      purchased: true,
      modules_count: 1,
      lessons_count: 3,
    }),
    makeCourse({
      id: 2,
      title: 'Technical analysis',
      description: 'Levels, trends and the patterns that repeat.',
      translations: {
        uz: {
          title: 'Texnik tahlil',
          description: 'Darajalar, trendlar va takrorlanadigan shakllar.',
        },
        ru: { title: 'Технический анализ', description: 'Уровни, тренды и повторяющиеся фигуры.' },
      },
      level: 'intermediate',
      is_paid: true,
      price: 98_000,
      minutes: 30,
      modules_count: 2,
      lessons_count: 6,
    }),
    makeCourse({
      id: 3,
      title: 'Risk and position sizing',
      description: 'How much to risk, where to stop, how to size.',
      translations: {
        uz: {
          title: 'Risk va pozitsiya hajmi',
          description: "Qancha tavakkal qilish, qayerda to'xtash.",
        },
        ru: { title: 'Риск и размер позиции', description: 'Сколько рисковать, где ставить стоп.' },
      },
      level: 'advanced',
      is_paid: true,
      price: 120_000,
      minutes: 15,
      modules_count: 1,
      lessons_count: 3,
    }),
  ];
  const module = (
    id: number,
    courseId: number,
    position: number,
    price: number,
    en: string,
    uz: string,
    ru: string,
    firstLesson: number,
    free = 0,
  ): CourseModule => {
    const base = makeCourseModule({
      id,
      course_id: courseId,
      position,
      price,
      title: en,
      translations: { uz: { title: uz }, ru: { title: ru } },
      purchased: price === 0,
    });
    return { ...base, lessons: lessonsOf(base, firstLesson, LESSON_TITLES, free) };
  };
  const modules = [
    module(11, 1, 1, 0, 'First steps', 'Birinchi qadamlar', 'Первые шаги', 101),
    module(21, 2, 1, 49_000, 'Levels', 'Darajalar', 'Уровни', 201, 1),
    module(22, 2, 2, 49_000, 'Patterns', 'Shakllar', 'Фигуры', 204),
    module(31, 3, 1, 120_000, 'Sizing', 'Hajm', 'Размер', 301),
  ];
  return { courses, modules };
}

/** A module bought `daysAgo` days before `now` (expired once 7 days have passed). */
export function boughtModule(
  module: CourseModule,
  daysAgo: number,
  now: number = Date.now(),
): CourseModule {
  const expires = now - daysAgo * DAY_MS + MODULE_ACCESS_MS;
  const active = expires > now;
  return {
    ...module,
    purchased: active,
    access_expires_at: new Date(expires).toISOString(),
    lessons: module.lessons.map((l) => ({ ...l, can_watch: active || l.is_free })),
  };
}

/** Every lesson of the module completed. */
export function completedModule(module: CourseModule): CourseModule {
  return {
    ...module,
    lessons: module.lessons.map((l) => ({
      ...l,
      is_completed: true,
      progress_percent: 100,
      position_seconds: l.duration_seconds,
      last_watched_at: new Date().toISOString(),
    })),
  };
}

export interface CoursesServer extends CourseCatalog {
  balance: number;
  /** The clock of access and purchases (Date.now by default). */
  now?: () => number;
  /** When set, every courses route answers this status. */
  failWith?: number;
  /** Where lessons play; 'savdo' by default. */
  provider?: VideoProvider;
  /** The stream address of a lesson (self-hosted); a tiny WebM in browser tests. */
  streamUrl?: (lesson: Lesson, otp: string) => string;
  /** The lesson last watched per course id. */
  lastViewed?: Map<number, number>;
  /** Answers of the purchase route by Idempotency-Key. */
  purchases?: Map<string, FakeAnswer>;
  /** OTPs handed out, in order (tests check a fresh one after expiry). */
  otps?: string[];
}

function notFound(what: string): FakeAnswer {
  return { status: 404, body: { message: `${what} not found` } };
}

function forbidden(message: string): FakeAnswer {
  return { status: 403, body: { message } };
}

function lessonsOfCourse(server: CoursesServer, courseId: number): Lesson[] {
  return server.modules.filter((m) => m.course_id === courseId).flatMap((m) => m.lessons);
}

/** The course as the server presents it now: its figures follow its modules and lessons. */
function present(server: CoursesServer, course: Course): Course {
  const lessons = lessonsOfCourse(server, course.id);
  const done = lessons.filter((l) => l.is_completed).length;
  const modules = server.modules.filter((m) => m.course_id === course.id);
  return {
    ...course,
    lessons_count: lessons.length || course.lessons_count,
    lessons_completed: done,
    progress_percent: lessons.length ? Math.round((done / lessons.length) * 100) : 0,
    purchased: !course.is_paid || modules.some((m) => m.purchased),
  };
}

function intParam(request: FakeRequest, name: string, fallback: number): number {
  const n = Number(request.query.get(name));
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function findLesson(server: CoursesServer, id: string | undefined) {
  for (const module of server.modules) {
    const lesson = module.lessons.find((l) => String(l.id) === id);
    if (lesson) return { module, lesson };
  }
  return null;
}

function replaceModule(server: CoursesServer, next: CourseModule): void {
  server.modules = server.modules.map((m) => (m.id === next.id ? next : m));
}

export function coursesRoutes(server: CoursesServer): RouteTable {
  const purchases = (server.purchases ??= new Map());
  const lastViewed = (server.lastViewed ??= new Map());
  const otps = (server.otps ??= []);
  const now = () => server.now?.() ?? Date.now();
  const courseOf = (id: string | undefined) => server.courses.find((c) => String(c.id) === id);
  const guard = (answer: () => FakeAnswer) => () =>
    server.failWith ? failure(server.failWith) : answer();
  const withGuard =
    (handler: (request: FakeRequest) => FakeAnswer) =>
    (request: FakeRequest): FakeAnswer =>
      server.failWith ? failure(server.failWith) : handler(request);

  return {
    'GET /course/all': withGuard((request) => {
      const level = request.query.get('level');
      const paid = request.query.get('is_paid');
      const search = request.query.get('search')?.trim().toLowerCase() ?? '';
      const limit = intParam(request, 'limit', 12);
      const page = intParam(request, 'page', 1);
      const found = server.courses.filter(
        (c) =>
          (!level || c.level === level) &&
          (paid === null || String(c.is_paid) === paid) &&
          (!search ||
            [c.title, c.translations.uz?.title, c.translations.ru?.title].some((t) =>
              t?.toLowerCase().includes(search),
            )),
      );
      return ok<CoursesResponse>({
        result: {
          data: found.slice((page - 1) * limit, page * limit).map((c) => present(server, c)),
          page,
          limit,
          total: found.length,
        },
      });
    }),
    'GET /course/:id': withGuard((request) => {
      const course = courseOf(request.params.id);
      return course ? ok<CourseResponse>({ result: present(server, course) }) : notFound('Course');
    }),
    'GET /course/:id/modules': withGuard((request) => {
      const course = courseOf(request.params.id);
      if (!course) return notFound('Course');
      const limit = intParam(request, 'limit', 10);
      const page = intParam(request, 'page', 1);
      const list = server.modules
        .filter((m) => m.course_id === course.id)
        .sort((a, b) => a.position - b.position);
      return ok<CourseModulesResponse>({
        result: {
          data: list.slice((page - 1) * limit, page * limit),
          page,
          limit,
          total: list.length,
        },
      });
    }),
    'GET /course/modules/:id': withGuard((request) => {
      const module = server.modules.find((m) => String(m.id) === request.params.id);
      return module ? ok<CourseModuleResponse>({ result: module }) : notFound('Module');
    }),
    'GET /course/lesson/:id': withGuard((request) => {
      const found = findLesson(server, request.params.id);
      return found ? ok<LessonResponse>({ result: found.lesson }) : notFound('Lesson');
    }),
    'GET /course/lesson/:id/otp': withGuard((request) => {
      const found = findLesson(server, request.params.id);
      if (!found) return notFound('Lesson');
      if (!found.lesson.can_watch) return forbidden('Buy this module to watch the lesson');
      const otp = `otp-${found.lesson.id}-${otps.length + 1}`;
      otps.push(otp);
      const provider = server.provider ?? 'savdo';
      return ok<VideoOtpResponse>({
        result: {
          provider,
          otp,
          playback_info: provider === 'vdocipher' ? `info-${found.lesson.id}` : '',
          stream_url:
            provider === 'savdo'
              ? (server.streamUrl?.(found.lesson, otp) ?? `/api/v1/course/video/${otp}`)
              : null,
          expires_at: new Date(now() + 5 * 60_000).toISOString(),
        },
      });
    }),
    'POST /course/modules/:id/purchase': withGuard((request) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER] ?? '';
      const seen = purchases.get(key);
      if (seen) return seen;
      const module = server.modules.find((m) => String(m.id) === request.params.id);
      if (!module) return notFound('Module');
      if (module.price > server.balance) {
        const shortfall = module.price - server.balance;
        return {
          status: 402,
          body: {
            message: insufficientBalanceMessage(shortfall),
            code: 'purchase.insufficient_balance',
            shortfall,
          } satisfies Partial<ApiError>,
        };
      }
      const at = now();
      const current = module.access_expires_at ? Date.parse(module.access_expires_at) : 0;
      const expires = Math.max(at, current) + MODULE_ACCESS_MS;
      server.balance -= module.price;
      const next: CourseModule = {
        ...module,
        purchased: true,
        access_expires_at: new Date(expires).toISOString(),
        lessons: module.lessons.map((l) => ({ ...l, can_watch: true })),
      };
      replaceModule(server, next);
      const answer = ok<ModulePurchaseResponse>({
        result: {
          module: next,
          purchase: {
            id: purchases.size + 1,
            kind: 'course_module',
            item_id: module.id,
            title: module.title,
            price: module.price,
            charged: module.price,
            balance: server.balance,
            created_at: new Date(at).toISOString(),
          },
        },
      });
      purchases.set(key, answer);
      return answer;
    }),
    'POST /user-lesson-progress/edit-user-lesson-progress': withGuard((request) => {
      const body = (request.body ?? {}) as LessonProgressRequest;
      const found = findLesson(server, String(body.lesson_id));
      if (!found) return notFound('Lesson');
      if (!found.lesson.can_watch) return forbidden('Buy this module to watch the lesson');
      const { lesson, module } = found;
      const position = Math.min(
        lesson.duration_seconds,
        body.position_seconds ?? lesson.position_seconds,
      );
      // Near its end a lesson completes by itself, as the server does.
      const completed =
        lesson.is_completed ||
        body.is_completed === true ||
        (lesson.duration_seconds > 0 && position >= lesson.duration_seconds - 5);
      const next: Lesson = {
        ...lesson,
        position_seconds: position,
        is_completed: completed,
        progress_percent: completed
          ? 100
          : lesson.duration_seconds
            ? Math.round((position / lesson.duration_seconds) * 100)
            : 0,
        last_watched_at: new Date(now()).toISOString(),
      };
      replaceModule(server, {
        ...module,
        lessons: module.lessons.map((l) => (l.id === next.id ? next : l)),
      });
      lastViewed.set(lesson.course_id, lesson.id);
      const course = courseOf(String(lesson.course_id));
      return ok<LessonProgressResponse>({
        result: {
          lesson_id: next.id,
          position_seconds: next.position_seconds,
          progress_percent: next.progress_percent,
          is_completed: next.is_completed,
          course_progress_percent: course ? present(server, course).progress_percent : 0,
        },
      });
    }),
    'GET /course/:courseId/last-viewed': withGuard((request) => {
      const id = lastViewed.get(Number(request.params.courseId));
      const found = id === undefined ? null : findLesson(server, String(id));
      return ok<LastViewedResponse>({ result: found?.lesson ?? null });
    }),
    'GET /dashboard/video-course/stats': guard(() => {
      const started = server.courses
        .map((c) => present(server, c))
        .filter((c) => c.lessons_completed > 0 || lastViewed.has(c.id));
      const lessons = started.flatMap((c) => lessonsOfCourse(server, c.id));
      const done = lessons.filter((l) => l.is_completed).length;
      const last = [...lastViewed.entries()].at(-1);
      const found = last ? findLesson(server, String(last[1])) : null;
      const course = found ? courseOf(String(found.lesson.course_id)) : undefined;
      return ok<VideoCourseStatsResponse>({
        result: {
          courses_started: started.length,
          courses_completed: started.filter((c) => c.progress_percent >= 100).length,
          lessons_completed: done,
          total_lessons: lessons.length,
          progress_percent: lessons.length ? Math.round((done / lessons.length) * 100) : 0,
          continue_watching:
            found && course && !found.lesson.is_completed
              ? {
                  course_id: course.id,
                  course_title: course.title,
                  course_translations: course.translations,
                  lesson_id: found.lesson.id,
                  lesson_title: found.lesson.title,
                  lesson_translations: found.lesson.translations,
                  position_seconds: found.lesson.position_seconds,
                }
              : null,
        },
      });
    }),
  };
}
