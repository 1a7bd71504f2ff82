/**
 * course-list, course-create, course-edit, module-create, lesson-create, lesson-video: the
 * courses' admin command line, over the same service (and schemas) as the admin API.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  AdminCourseBodySchema,
  AdminCoursePatchSchema,
  AdminLessonBodySchema,
  AdminModuleBodySchema,
  COURSE_LEVELS,
  type AdminCourseBody,
  type AdminLessonBody,
  type AdminModuleBody,
} from '@savdo/contract';
import {
  idOf,
  parse,
  positional,
  stringFlag,
  uzs,
  wholeFlag,
  type ParsedArgs,
} from '../../cli/args';
import { UsageError, type AdminCommand } from '../../cli/command';
import { createVideoService, type VideoService } from '../video';
import { loadConfig } from '../../config';

/** The command line's video service: the same storage and keys the server uses. */
function videoFromConfig(): VideoService {
  const config = loadConfig();
  return createVideoService(config.video, { serverSecret: config.jwtSecret });
}
import {
  attachVideo,
  checkBody,
  createCourse,
  createLesson,
  createModule,
  editCourse,
} from './admin-service';
import { presentCourse } from './present';
import { listAllCourses } from './repository';

/** `--title-uz`, `--description-ru`...: the uz and ru texts. */
function translationsOf(p: ParsedArgs) {
  const out: Record<string, { title: string; description?: string }> = {};
  for (const lang of ['uz', 'ru'] as const) {
    const title = stringFlag(p, `title-${lang}`);
    const description = stringFlag(p, `description-${lang}`);
    if (title) out[lang] = { title, ...(description ? { description } : {}) };
  }
  return Object.keys(out).length ? out : undefined;
}

const TEXT_FLAGS = {
  'title-uz': { type: 'string' },
  'title-ru': { type: 'string' },
  'description-uz': { type: 'string' },
  'description-ru': { type: 'string' },
} as const;

export const courseListCommand: AdminCommand = {
  name: 'course-list',
  readOnly: true,
  summary: 'list the video courses with their modules, lessons and prices',
  usage: 'course-list',
  async run(_args, { db, out }) {
    const courses = (await listAllCourses(db)).map((row) => presentCourse(row, false));
    out(`${courses.length} courses`);
    for (const c of courses) {
      out(
        `  #${c.id} ${c.title} (${c.level}, ${c.is_paid ? `${uzs(c.price)} UZS` : 'free'}): ` +
          `${c.modules_count} modules, ${c.lessons_count} lessons, ${c.minutes} min`,
      );
    }
  },
};

export const courseCreateCommand: AdminCommand = {
  name: 'course-create',
  summary: 'add a video course (paid unless --free)',
  usage: `course-create <title> --level <${COURSE_LEVELS.join('|')}> [--free] [--description <text>] [--image <url>] [--title-uz <t>] [--title-ru <t>] [--description-uz <d>] [--description-ru <d>]`,
  async run(args, { db, out }) {
    const p = parse(args, {
      level: { type: 'string' },
      free: { type: 'boolean' },
      description: { type: 'string' },
      image: { type: 'string' },
      ...TEXT_FLAGS,
    });
    const translations = translationsOf(p);
    const body = checkBody<AdminCourseBody>(AdminCourseBodySchema, {
      title: positional(p, 0, 'title'),
      description: stringFlag(p, 'description') ?? '',
      level: stringFlag(p, 'level') ?? '',
      is_paid: p.values.free !== true,
      ...(stringFlag(p, 'image') ? { image_url: stringFlag(p, 'image') } : {}),
      ...(translations ? { translations } : {}),
    });
    const course = await createCourse(db, body);
    out(
      `course-create: #${course.id} ${course.title} (${course.level}, ${course.is_paid ? 'paid' : 'free'})`,
    );
  },
};

export const courseEditCommand: AdminCommand = {
  name: 'course-edit',
  summary: "change a course's title, description, level or price kind",
  usage:
    'course-edit <course id> [--title <t>] [--description <d>] [--level <level>] [--free | --paid] [--title-uz <t>] [--title-ru <t>] ...',
  async run(args, { db, out }) {
    const p = parse(args, {
      title: { type: 'string' },
      description: { type: 'string' },
      level: { type: 'string' },
      free: { type: 'boolean' },
      paid: { type: 'boolean' },
      ...TEXT_FLAGS,
    });
    const id = idOf(p, 0, 'course id');
    if (p.values.free && p.values.paid)
      throw new UsageError('--free and --paid exclude each other');
    const translations = translationsOf(p);
    const patch = checkBody<Partial<AdminCourseBody>>(AdminCoursePatchSchema, {
      ...(stringFlag(p, 'title') !== undefined ? { title: stringFlag(p, 'title') } : {}),
      ...(stringFlag(p, 'description') !== undefined
        ? { description: stringFlag(p, 'description') }
        : {}),
      ...(stringFlag(p, 'level') !== undefined ? { level: stringFlag(p, 'level') } : {}),
      ...(p.values.free ? { is_paid: false } : p.values.paid ? { is_paid: true } : {}),
      ...(translations ? { translations } : {}),
    });
    const course = await editCourse(db, id, patch);
    out(
      `course-edit: #${course.id} ${course.title} (${course.level}, ${course.is_paid ? 'paid' : 'free'})`,
    );
  },
};

export const moduleCreateCommand: AdminCommand = {
  name: 'module-create',
  summary: 'add a module to a course (its price buys 7 days of access)',
  usage:
    'module-create <course id> <title> --price <UZS> [--position <n>] [--title-uz <t>] [--title-ru <t>]',
  async run(args, { db, out }) {
    const p = parse(args, {
      price: { type: 'string' },
      position: { type: 'string' },
      ...TEXT_FLAGS,
    });
    const courseId = idOf(p, 0, 'course id');
    const price = wholeFlag(p, 'price');
    if (price === undefined) throw new UsageError('missing --price (0 for a free course)');
    const position = wholeFlag(p, 'position');
    const translations = translationsOf(p);
    const body = checkBody<AdminModuleBody>(AdminModuleBodySchema, {
      title: positional(p, 1, 'title'),
      price,
      ...(position !== undefined ? { position } : {}),
      ...(translations ? { translations } : {}),
    });
    const module = await createModule(db, courseId, body);
    out(
      `module-create: #${module.id} ${module.title}, ${uzs(module.price)} UZS, course #${courseId}`,
    );
  },
};

export const lessonCreateCommand: AdminCommand = {
  name: 'lesson-create',
  summary: 'add a lesson to a module (--free makes it a preview anyone signed in may watch)',
  usage:
    'lesson-create <module id> <title> [--duration <seconds>] [--free] [--position <n>] [--video-key <storage key>] [--title-uz <t>] [--title-ru <t>]',
  async run(args, { db, out }) {
    const p = parse(args, {
      duration: { type: 'string' },
      free: { type: 'boolean' },
      position: { type: 'string' },
      'video-key': { type: 'string' },
      ...TEXT_FLAGS,
    });
    const moduleId = idOf(p, 0, 'module id');
    const duration = wholeFlag(p, 'duration');
    const position = wholeFlag(p, 'position');
    const translations = translationsOf(p);
    const body = checkBody<AdminLessonBody>(AdminLessonBodySchema, {
      title: positional(p, 1, 'title'),
      is_free: p.values.free === true,
      ...(duration !== undefined ? { duration_seconds: duration } : {}),
      ...(position !== undefined ? { position } : {}),
      ...(translations ? { translations } : {}),
    });
    const videoKey = stringFlag(p, 'video-key');
    const lesson = await createLesson(db, moduleId, { ...body, video_key: videoKey ?? null });
    out(
      `lesson-create: #${lesson.id} ${lesson.title}, ${lesson.duration_seconds} s${lesson.is_free ? ', free preview' : ''}, module #${moduleId}`,
    );
  },
};

/**
 * The command line has no app context: it is given the video service (the video feature's
 * factory, or a test's), or finds it on its context once the platform passes one.
 */
export function lessonVideoCommand(video?: () => VideoService): AdminCommand {
  return {
    name: 'lesson-video',
    summary: "upload a lesson's video file (.webm or .mp4) into the video storage",
    usage: 'lesson-video <lesson id> <file>',
    async run(args, ctx) {
      const p = parse(args, {});
      const lessonId = idOf(p, 0, 'lesson id');
      const path = positional(p, 1, 'file');
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw new UsageError(`no file at ${path}`);
      const service = video ?? videoFromConfig;
      const { lesson, stored } = await attachVideo(ctx.db, service, lessonId, {
        file: createReadStream(path),
        filename: basename(path),
      });
      ctx.out(
        `lesson-video: lesson #${lesson.id} plays ${stored.key} (${stored.size} bytes, ${stored.contentType})`,
      );
    },
  };
}
