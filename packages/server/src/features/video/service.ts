/**
 * The video service the courses feature calls (video-service.ts): playback permissions, from
 * VdoCipher when it is configured and the lesson has a VdoCipher id, otherwise our own signed
 * token for `GET /course/video/{token}`; and uploads into the configured storage. It also
 * answers the stream route (routes.ts), which is why it is a `StreamingVideoService`.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { API_ROOT, type VideoOtp } from '@savdo/contract';
import { NotFoundError, UnavailableError } from '../../domain-errors';
import { DEMO_MEDIA_DIR, DEMO_VIDEOS } from './demo-videos';
import { folderStorage } from './folder-storage';
import {
  playbackTokenKey,
  signPlaybackToken,
  verifyPlaybackToken,
  type PlaybackClaims,
} from './playback-token';
import { receiveUpload } from './receive-upload';
import { s3Storage } from './s3-storage';
import { withDemoMedia, type ByteRange, type VideoObject, type VideoStorage } from './storage';
import { requestVdoCipherOtp, type FetchLike } from './vdocipher';
import type { VideoConfig } from './video-config';
import { extensionOf, isVideoKey, videoTypeOfKey } from './video-keys';
import type { PlaybackRequest, StoredVideo, VideoService } from './video-service';

export const NO_VIDEO = 'This lesson has no video';
export const VIDEO_FILE_MISSING = "This lesson's video file is missing";
export const VDOCIPHER_OFF =
  'This lesson plays through VdoCipher, which is not set up on this server';

/** A lesson of unknown length is given this long to play (decision 0172). */
const DEFAULT_DURATION_SECONDS = 3600;
/** However short the lesson, a started playback may go on this long (pauses, seeking back). */
const MIN_PLAY_SECONDS = 600;

export interface StreamingVideoService extends VideoService {
  /**
   * The token's file, if the token may still fetch (403 otherwise); `mayStart` says whether it
   * may also fetch the first byte (start a playback).
   */
  authorize(token: string): Promise<PlaybackClaims & VideoObject & { mayStart: boolean }>;
  read(key: string, range: ByteRange | null): Promise<Readable>;
}

export function isStreamingVideoService(video: VideoService): video is StreamingVideoService {
  return 'authorize' in video && 'read' in video;
}

export interface VideoServiceOptions {
  /** The server's JWT secret; the token key is derived from it, never the secret itself. */
  serverSecret: string;
  now?: () => Date;
  fetch?: FetchLike;
  /** Another storage (tests); default: S3 when configured, else the folder, with demo media. */
  storage?: VideoStorage;
}

export function storageOf(config: VideoConfig): VideoStorage {
  const main = config.s3 ? s3Storage(config.s3) : folderStorage(config.dir);
  return withDemoMedia(folderStorage(DEMO_MEDIA_DIR, { readOnly: true }), main);
}

const demoDurations = new Map(DEMO_VIDEOS.map((v) => [v.key, v.durationSeconds]));

export function createVideoService(
  config: VideoConfig,
  options: VideoServiceOptions,
): StreamingVideoService {
  const tokenKey = playbackTokenKey(options.serverSecret);
  const now = options.now ?? (() => new Date());
  const storage = options.storage ?? storageOf(config);
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  async function selfHosted(request: PlaybackRequest, key: string): Promise<VideoOtp> {
    const object = isVideoKey(key) ? await storage.stat(key) : null;
    if (!object) throw new NotFoundError(VIDEO_FILE_MISSING);
    const issued = nowSeconds();
    const duration = request.durationSeconds || demoDurations.get(key) || DEFAULT_DURATION_SECONDS;
    const startBy = issued + config.tokenTtlSeconds;
    const until = startBy + Math.max(2 * duration, MIN_PLAY_SECONDS);
    const token = signPlaybackToken(tokenKey, {
      userId: request.userId,
      lessonId: request.lessonId,
      key,
      startBy,
      until,
    });
    const streamUrl = `${API_ROOT}/course/video/${token}`;
    const info = {
      provider: 'savdo',
      stream_url: streamUrl,
      content_type: videoTypeOfKey(key),
      size: object.size,
      duration_seconds: duration,
      starts_by: new Date(startBy * 1000).toISOString(),
      plays_until: new Date(until * 1000).toISOString(),
    };
    return {
      provider: 'savdo',
      otp: token,
      playback_info: Buffer.from(JSON.stringify(info)).toString('base64'),
      stream_url: streamUrl,
      expires_at: new Date(startBy * 1000).toISOString(),
    };
  }

  return {
    async playback(request) {
      const { key, vdocipherId } = request.video;
      if (vdocipherId && config.vdocipher) {
        const ttlSeconds = config.tokenTtlSeconds;
        const expiresAt = new Date(now().getTime() + ttlSeconds * 1000).toISOString();
        const answer = await requestVdoCipherOtp(
          config.vdocipher,
          { videoId: vdocipherId, ttlSeconds, userId: request.userId },
          options.fetch,
        );
        return {
          provider: 'vdocipher',
          otp: answer.otp,
          playback_info: answer.playbackInfo,
          stream_url: null,
          expires_at: expiresAt,
        };
      }
      if (key) return selfHosted(request, key);
      if (vdocipherId) throw new UnavailableError(VDOCIPHER_OFF);
      throw new NotFoundError(NO_VIDEO);
    },

    async store(input) {
      const upload = await receiveUpload(input, join(config.dir, '.incoming'), config.maxBytes);
      const name = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
      const key = `${input.folder}/${name}.${extensionOf(upload.contentType)}`;
      await storage.put(key, upload.file, { size: upload.size, contentType: upload.contentType });
      return { key, size: upload.size, contentType: upload.contentType } satisfies StoredVideo;
    },

    async authorize(token) {
      const claims = verifyPlaybackToken(tokenKey, token, nowSeconds());
      const object = await storage.stat(claims.key);
      if (!object) throw new NotFoundError(VIDEO_FILE_MISSING);
      return { ...claims, ...object };
    },

    read: (key, range) => storage.read(key, range),
  };
}
