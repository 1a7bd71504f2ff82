/**
 * Shared pieces of the courses tests: a server whose courses feature calls a stand-in video
 * service (the real one is the video feature's), courses built straight in the database, and
 * signed-in users with a balance.
 */
import type { VideoOtp } from '@savdo/contract';
import { serverFeatures } from '@savdo/server/features/index';
import { createCoursesFeature } from '@savdo/server/features/courses/feature';
import {
  insertCourse,
  insertLesson,
  insertModule,
  type CourseRow,
  type LessonRow,
  type ModuleRow,
} from '@savdo/server/features/courses/repository';
import type {
  PlaybackRequest,
  StoredVideo,
  VideoService,
} from '@savdo/server/features/video/video-service';
import { makeUser, signInAs, startTestServer, type TestServer } from './helpers';

/** A video service that answers a fixed permission and counts what it was asked. */
export interface FakeVideo extends VideoService {
  playbacks: PlaybackRequest[];
  stored: (StoredVideo & { folder: string; filename: string })[];
}

export function fakeVideo(): FakeVideo {
  const video: FakeVideo = {
    playbacks: [],
    stored: [],
    async playback(request): Promise<VideoOtp> {
      video.playbacks.push(request);
      return {
        provider: 'savdo',
        otp: `otp-${request.userId}-${request.lessonId}`,
        playback_info: 'e30=',
        stream_url: `/api/v1/course/video/otp-${request.userId}-${request.lessonId}`,
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      };
    },
    async store(input) {
      let size = 0;
      for await (const chunk of input.file as AsyncIterable<Buffer>) size += chunk.length;
      const key = `${input.folder}/${input.filename}`;
      const stored = { key, size, contentType: input.contentType };
      video.stored.push({ ...stored, folder: input.folder, filename: input.filename });
      return stored;
    },
  };
  return video;
}

/** The product's features with the courses feature calling `video`. */
export function featuresWith(video: VideoService) {
  return serverFeatures.map((f) => (f.name === 'courses' ? createCoursesFeature({ video }) : f));
}

export async function startCoursesServer(video: VideoService = fakeVideo()): Promise<TestServer> {
  return startTestServer({}, { features: featuresWith(video) });
}

export interface Learner {
  id: number;
  token: string;
}

export async function learner(server: TestServer, balance = 0): Promise<Learner> {
  const user = await makeUser(server, { is_verified: true, balance });
  return { id: user.id, token: (await signInAs(server, user.username, 'secret123')).access_token };
}

export async function admin(server: TestServer): Promise<Learner> {
  const user = await makeUser(server, { is_verified: true, role: 'admin' });
  return { id: user.id, token: (await signInAs(server, user.username, 'secret123')).access_token };
}

export interface BuiltCourse {
  course: CourseRow;
  modules: { module: ModuleRow; lessons: LessonRow[] }[];
}

/** A course with `modules` modules of `lessons` lessons each (60 s each, with video). */
export async function buildCourse(
  server: TestServer,
  options: {
    title?: string;
    description?: string;
    level?: CourseRow['level'];
    isPaid?: boolean;
    translations?: CourseRow['translations'];
    modules?: number;
    lessons?: number;
    price?: number;
    freeFirstLesson?: boolean;
  } = {},
): Promise<BuiltCourse> {
  const course = await insertCourse(server.db, {
    title: options.title ?? 'A course',
    description: options.description ?? '',
    translations: options.translations ?? {},
    level: options.level ?? 'beginner',
    is_paid: options.isPaid ?? true,
    image_url: null,
  });
  const modules: BuiltCourse['modules'] = [];
  for (let m = 0; m < (options.modules ?? 2); m += 1) {
    const module = await insertModule(server.db, {
      course_id: course.id,
      title: `Module ${m + 1}`,
      translations: { uz: { title: `Modul ${m + 1}` } },
      price: options.price ?? 49_000,
      position: m,
    });
    const lessons: LessonRow[] = [];
    for (let l = 0; l < (options.lessons ?? 2); l += 1) {
      lessons.push(
        await insertLesson(server.db, {
          module_id: module.id,
          title: `Lesson ${m + 1}.${l + 1}`,
          translations: {},
          position: l,
          is_free: options.freeFirstLesson === true && m === 0 && l === 0,
          duration_seconds: 60,
          video_key: `demo/lesson-0${(l % 5) + 1}.webm`,
          vdocipher_id: null,
        }),
      );
    }
    modules.push({ module, lessons });
  }
  return { course, modules };
}

/** Moves a user's access to a module back in time by `days` (the clock cannot be faked). */
export async function ageAccess(
  server: TestServer,
  userId: number,
  moduleId: number,
  days: number,
): Promise<void> {
  await server.db.query(
    `UPDATE module_access
     SET started_at = started_at - $3::float8 * interval '1 day',
         expires_at = expires_at - $3::float8 * interval '1 day'
     WHERE user_id = $1 AND module_id = $2`,
    [userId, moduleId, days],
  );
}
