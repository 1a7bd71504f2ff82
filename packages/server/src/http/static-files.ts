/**
 * The host app at `/` (SPA: unknown non-API GETs get index.html) and the embed bundles at
 * `/embed/` with `Access-Control-Allow-Origin: *` — partner pages import() the widget chunks in
 * CORS mode and load nothing without it (DESIGN.md, known traps). Each is served only when its
 * folder exists (after `npm run build`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_ROOT } from '@savdo/contract';
import { notFound } from './errors';

export async function installStaticFiles(
  app: FastifyInstance,
  dirs: { hostAppDir: string; embedDir: string },
): Promise<void> {
  const hasHostApp = existsSync(join(dirs.hostAppDir, 'index.html'));
  const hasEmbed = existsSync(dirs.embedDir);
  if (hasHostApp) {
    await app.register(fastifyStatic, { root: dirs.hostAppDir, prefix: '/', wildcard: true });
  }
  if (hasEmbed) {
    await app.register(fastifyStatic, {
      root: dirs.embedDir,
      prefix: '/embed/',
      decorateReply: !hasHostApp,
      setHeaders: (res) => {
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === API_ROOT || path.startsWith(`${API_ROOT}/`);
    const wantsPage =
      hasHostApp &&
      !isApi &&
      !path.startsWith('/embed/') &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage) return reply.type('text/html').sendFile('index.html', dirs.hostAppDir);
    throw notFound(`Not found: ${request.method} ${path}`);
  });
}
