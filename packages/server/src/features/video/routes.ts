/**
 * `GET /course/video/{token}`: a lesson's file for a `<video>` element, which sends no
 * Authorization header, so the signed token in the path is the permission (decision 0172).
 * HTTP range requests (206 with Content-Range, 416 past the end), streamed from storage, never
 * cached by anyone (`private, no-store`: the URL is a credential), never compressed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ForbiddenError, NotFoundError } from '../../domain-errors';
import { parseRange } from './byte-ranges';
import { TOKEN_EXPIRED } from './playback-token';
import { isStreamingVideoService } from './service';
import { videoTypeOfKey } from './video-keys';

/**
 * A wildcard, not `:token`: a parameter is cut at Fastify's `maxParamLength` (100, answered 414),
 * and a token is about 150 characters. The handler refuses anything that is not a token.
 */
export const VIDEO_STREAM_PATH = '/course/video/*';

export const videoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    VIDEO_STREAM_PATH,
    {
      // No params schema: the handler refuses malformed tokens (403, not a schema's 400), and
      // TypeBox cannot name a `*` property.
      // The path is a credential: the request log writes the route, not the URL.
      config: { logRoute: true },
      compress: false,
    },
    async (request, reply) => {
      const video = app.ctx.video;
      if (!isStreamingVideoService(video)) throw new NotFoundError('Video streaming is off here');
      const token = (request.params as { '*'?: string })['*'] ?? '';
      const file = await video.authorize(token);
      const answer = parseRange(request.headers.range, file.size);
      const range = answer.kind === 'partial' ? answer.range : null;
      // Fetching the first byte starts a playback: only within the token's TTL.
      if (answer.kind !== 'unsatisfiable' && (range?.start ?? 0) === 0 && !file.mayStart) {
        throw new ForbiddenError(TOKEN_EXPIRED);
      }
      reply.headers({
        'accept-ranges': 'bytes',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      if (answer.kind === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${file.size}`)
          .type('application/json')
          .send({ message: `The range is outside the video (${file.size} bytes)` });
      }
      const stream = await video.read(file.key, range);
      reply.type(videoTypeOfKey(file.key) ?? 'application/octet-stream');
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(file.size));
      }
      return reply.send(stream);
    },
  );
};
