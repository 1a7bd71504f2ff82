/**
 * One log line per request: method, path (without the query string, which may carry tokens),
 * status, duration and the user id when signed in. No headers, bodies or tokens are logged.
 */
import type { FastifyInstance } from 'fastify';

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // A route may carry a credential in its path (features/video): log its pattern instead.
    const path = request.routeOptions.config.logRoute
      ? (request.routeOptions.url ?? '')
      : (request.url.split('?')[0] ?? request.url);
    request.log.info(
      {
        method: request.method,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
        user_id: request.auth?.user.id ?? null,
      },
      'request',
    );
  });
}
