/**
 * Lesson video delivery (docs/decisions/0171-lesson-video-delivery.md), as the courses feature sees
 * it: a playback permission for one user and one lesson, and storing an uploaded lesson file. The
 * courses feature decides WHO may watch (purchase, free preview); this service only delivers.
 *
 * The default is self-hosted: files in a storage folder (or an S3-compatible store when
 * configured), a short-lived signed token bound to the user and the lesson, and
 * `GET /course/video/{token}` streaming with HTTP range requests. With `VDOCIPHER_API_SECRET`
 * set, lessons that have a VdoCipher video id are answered with VdoCipher's otp and playbackInfo.
 */
import type { VideoOtp } from '@savdo/contract';

/** Where a lesson's video is: a key in our storage, and/or a VdoCipher video id. */
export interface LessonVideo {
  /** Storage key, e.g. `demo/lesson-01.webm` (bundled demo media) or `lessons/42/<id>.webm`. */
  key: string | null;
  vdocipherId: string | null;
}

export interface PlaybackRequest {
  userId: number;
  lessonId: number;
  video: LessonVideo;
  /**
   * The lesson's length (its `duration_seconds`): a self-hosted token lets a started playback
   * fetch ranges for twice this long (decision 0172). Optional; unknown lengths get an hour.
   */
  durationSeconds?: number | null;
}

export interface StoredVideo {
  key: string;
  size: number;
  contentType: string;
}

export interface VideoService {
  /**
   * A short-lived permission to play the lesson. Throws NotFoundError when the lesson has no
   * video, UnavailableError when its provider cannot be reached.
   */
  playback(request: PlaybackRequest): Promise<VideoOtp>;
  /**
   * Stores an uploaded file (streamed, size-limited) under its record's folder (`lessons/42`,
   * `resources/7`) and answers its key.
   */
  store(input: {
    folder: string;
    file: NodeJS.ReadableStream;
    filename: string;
    contentType: string;
  }): Promise<StoredVideo>;
}
