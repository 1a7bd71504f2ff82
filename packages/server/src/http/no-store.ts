/**
 * F10 (docs/decisions/0090-holding-under-abuse.md): answers that carry tokens or a user's own data
 * (sign-in, refresh, register, Google and Telegram sign-in, /users/me...) must never be kept by a
 * browser or proxy cache:
 * `Cache-Control: no-store` on every answer under /auth and /users.
 */
import type { FastifyInstance } from 'fastify';
import { API_ROOT } from '@savdo/contract';

const PRIVATE_PREFIXES = [`${API_ROOT}/auth/`, `${API_ROOT}/users/`, `${API_ROOT}/admin/`];

export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
  });
}
