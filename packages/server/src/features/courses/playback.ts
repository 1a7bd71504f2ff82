/** A playback permission for a lesson the user may watch (GET /course/lesson/{id}/otp). */
import type { VideoOtp } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import type { VideoService } from '../video';
import { assertCanWatch } from './access';
import { lessonViewOf } from './catalog-service';

export const LESSON_NO_VIDEO = 'This lesson has no video yet';

export async function playbackFor(
  q: Queryable,
  video: () => VideoService,
  userId: number,
  lessonId: number,
): Promise<VideoOtp> {
  const lesson = await lessonViewOf(q, userId, lessonId);
  // Refused before anything about the video is looked at: a locked lesson reveals nothing.
  assertCanWatch(lesson);
  if (!lesson.video_key && !lesson.vdocipher_id) throw new NotFoundError(LESSON_NO_VIDEO);
  return video().playback({
    userId,
    lessonId: lesson.id,
    video: { key: lesson.video_key, vdocipherId: lesson.vdocipher_id },
    // The stream stays open for seeking while the lesson can play (decision 0172).
    durationSeconds: lesson.duration_seconds,
  });
}
