/**
 * GET /landing: the demo landing page (demo/landing.html), marketing's page built only from
 * widgets on our own origin, where they share the visitor's session and can sell (plans, a
 * course, sign-up). The same strict policy as the partner page — no inline script or style
 * without the per-request nonce — so it also proves the widgets need nothing looser.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

export const LANDING_FILE = resolve(process.cwd(), 'demo/landing.html');

/** Our own origin only: scripts and data from here, styles with the nonce. */
export function landingPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function landingPage(file: string = LANDING_FILE): FastifyPluginAsync {
  return async (app) => {
    // Read once, on the first request (a missing file stays a 404 until a restart).
    let template: Promise<string | null> | null = null;
    app.get('/landing', async (_request, reply) => {
      template ??= readFile(file, 'utf8').catch(() => null);
      const html = await template;
      if (html === null) {
        return reply.code(404).type('text/plain; charset=utf-8').send('No landing page here.');
      }
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('content-security-policy', landingPolicy(nonce))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html.replaceAll('{{NONCE}}', nonce));
    });
  };
}
