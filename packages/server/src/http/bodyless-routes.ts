/**
 * An admin route without a body schema takes no body. Fastify parses one and the handler ignores
 * it, so an operator's script that sends `{ "reason": ... }` to an action that keeps no reason
 * believes it was kept. The body is refused with 400 naming its first key, the way a closed
 * schema refuses an unknown key (docs/decisions/0275-closed-request-schemas.md). An empty object
 * or no body at all passes; uploads are multipart streams and read by the route itself.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../domain-errors';
import { isAdminWrite } from './admin-writes';

export const NO_BODY_MESSAGE = 'This call takes no request body';

/** The key a caller sent to a route that takes none, '(body)' for a non-object body, or null. */
export function unexpectedBodyKey(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return null;
  if (typeof body !== 'object' || Array.isArray(body)) return '(body)';
  return Object.keys(body)[0] ?? null;
}

function takesNoBody(request: FastifyRequest): boolean {
  const options = request.routeOptions;
  return (
    isAdminWrite(request.method, options.config) && !options.schema?.body && !request.isMultipart()
  );
}

export function installBodylessRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!takesNoBody(request)) return;
    const key = unexpectedBodyKey(request.body);
    if (key !== null) {
      throw new ValidationError(NO_BODY_MESSAGE, { [key]: `${key} is not a known field` });
    }
  });
}
