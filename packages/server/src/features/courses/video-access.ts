/**
 * The lesson video service as this feature reaches it: the one given to the feature (tests, a
 * feature list built for them) or the app's own (`ctx.video`, built by the video feature). The
 * courses feature only asks it for a playback permission and to store an upload.
 */
import type { AppContext } from '../../context';
import { UnavailableError } from '../../domain-errors';
import type { VideoService } from '../video';

export const VIDEO_UNAVAILABLE =
  'Lesson videos are not available on this server right now; please try again later';

export function videoServiceOf(ctx: AppContext, given?: VideoService): VideoService {
  const video = given ?? ctx.video;
  if (!video) throw new UnavailableError(VIDEO_UNAVAILABLE);
  return video;
}
