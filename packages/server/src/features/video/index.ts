/**
 * The face of the video feature: what other features import from it, and nothing else (decision
 * 0274). Used by courses and resources (the protected player's videos). Its descriptor is
 * registered in features/index.ts.
 */
export { DEMO_VIDEOS } from './demo-videos';
export { createVideoService } from './service';
export type { StoredVideo, VideoService } from './video-service';
export {
  CHOOSE_VIDEO,
  storeVideo,
  videoPartOf,
  videoTypeOf,
  type VideoUpload,
} from './upload-part';
