/**
 * `X-Content-Type-Options: nosniff` on every answer the server sends: API JSON, errors, 404s,
 * static and stored files, refused WebSocket upgrades. A browser then never runs an answer as a
 * script or a page its Content-Type does not say it is, e.g. an uploaded file served as an image
 * (docs/decisions/0275-closed-request-schemas.md, "headers").
 */
import type { FastifyInstance } from 'fastify';

export function installNoSniff(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
}
