/**
 * The host app at `/` (SPA: unknown non-API GETs get index.html) and the embed bundles at
 * `/embed/` with `Access-Control-Allow-Origin: *` — partner pages import() the widget chunks in
 * CORS mode and load nothing without it (docs/architecture.md, known traps). Each is served only when its
 * folder exists (after `npm run build`).
 *
 * Both serve the build's brotli/gzip copies (`preCompressed`) with `Vary: Accept-Encoding`,
 * cache by cache-policy.ts, and the host app's pages carry security-headers.ts.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  API_ROOT,
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_IMAGE_ATTRIBUTE,
  PAGE_DATA_ELEMENT_ID,
} from '@savdo/contract';
import type { ServerConfig } from '../config';
import type { PagePreparation } from '../features/feature';
import { embedCacheControl, hostAppCacheControl } from './cache-policy';
import { NotFoundError } from '../domain-errors';
import { pageSecurityHeaders } from './security-headers';
import { escapeHtml } from './escape-html';

const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt|webmanifest)(\.br|\.gz)?$/;

/** The served file's path relative to its folder, without a .br/.gz suffix. */
function servedPath(root: string, file: string): string {
  return relative(root, file)
    .split(sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
}

function commonHeaders(
  res: { setHeader(name: string, value: string): unknown },
  path: string,
  cacheControl: string,
): void {
  res.setHeader('cache-control', cacheControl);
  res.setHeader('x-content-type-options', 'nosniff');
  if (PRECOMPRESSED.test(path)) res.setHeader('vary', 'Accept-Encoding');
}

/** What the host app's page at `path` carries besides index.html (the features' page hints). */
export type PageHints = (path: string) => Promise<PagePreparation>;

/**
 * index.html with `data` as a JSON block before `</head>`. A JSON block is never executed, so
 * the page CSP (no inline scripts) does not apply to it; `<` is escaped so no value can close
 * the element.
 */
export function withPageData(html: string, data: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}

const FIRST_SCREEN_HIDDEN = new RegExp(
  `(<div id="${FIRST_SCREEN_ELEMENT_ID}"[^>]*?)\\s+hidden(?=[\\s>])`,
);
const FIRST_SCREEN_IMAGE = new RegExp(`\\s${FIRST_SCREEN_IMAGE_ATTRIBUTE}\\b`);

/**
 * index.html with its first screen shown, drawing `image` (decision 0268). A page whose
 * index.html has no first screen (an older build) is returned as it is.
 */
export function withFirstScreen(html: string, image: string): string {
  if (!FIRST_SCREEN_HIDDEN.test(html) || !FIRST_SCREEN_IMAGE.test(html)) return html;
  return html.replace(FIRST_SCREEN_HIDDEN, '$1').replace(
    FIRST_SCREEN_IMAGE,
    // A function, so a `$` in the address is not read as a replacement pattern.
    () => ` src="${escapeHtml(image)}" fetchpriority="high" ${FIRST_SCREEN_IMAGE_ATTRIBUTE}`,
  );
}

/**
 * index.html's text for pages the server completes (page data, the first screen): read once and
 * again only when the file changes (a new build under a running server), not on every visit.
 */
export function indexHtmlReader(hostAppDir: string): () => Promise<string> {
  const file = join(hostAppDir, 'index.html');
  let cached: { mtimeMs: number; size: number; text: string } | null = null;
  return async () => {
    const { mtimeMs, size } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size)
      cached = { mtimeMs, size, text: await readFile(file, 'utf8') };
    return cached.text;
  };
}

export async function installStaticFiles(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'hostAppDir' | 'embedDir' | 'google' | 'telegram'>,
  pageHints: PageHints = async () => ({}),
): Promise<void> {
  const { hostAppDir, embedDir } = config;
  const hasHostApp = existsSync(join(hostAppDir, 'index.html'));
  const hasEmbed = existsSync(embedDir);
  // The partner demo's origin is known only once it listens (main.ts), after this runs.
  let headers: { origin: string | null; entries: Array<[string, string]> } | null = null;
  const pageHeaders = () => {
    const origin = app.ctx.widgetPreview.partnerOrigin;
    if (headers?.origin !== origin) {
      headers = {
        origin,
        entries: Object.entries(pageSecurityHeaders(config, origin ? [origin] : [])),
      };
    }
    return headers.entries;
  };
  const indexHtml = indexHtmlReader(hostAppDir);
  if (hasHostApp) {
    await app.register(fastifyStatic, {
      root: hostAppDir,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        const path = servedPath(hostAppDir, file);
        commonHeaders(res, path, hostAppCacheControl(path));
        if (path.endsWith('.html'))
          for (const [name, value] of pageHeaders()) res.setHeader(name, value);
      },
    });
  }
  if (hasEmbed) {
    await app.register(fastifyStatic, {
      root: embedDir,
      prefix: '/embed/',
      decorateReply: !hasHostApp,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        const path = servedPath(embedDir, file);
        commonHeaders(res, path, embedCacheControl(path));
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === API_ROOT || path.startsWith(`${API_ROOT}/`);
    const wantsPage =
      hasHostApp &&
      !isApi &&
      !path.startsWith('/embed/') &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!wantsPage) throw new NotFoundError(`Not found: ${request.method} ${path}`);
    const hints = await pageHints(path).catch((error: unknown): PagePreparation => {
      // Hints only make the page faster: it is served without them.
      request.log.warn({ err: error }, 'page hints failed');
      return {};
    });
    if (hints.links?.length) reply.header('link', hints.links.join(', '));
    if (!hints.data && !hints.firstScreenImage)
      return reply.type('text/html').sendFile('index.html', hostAppDir);
    let html = await indexHtml();
    if (hints.firstScreenImage) html = withFirstScreen(html, hints.firstScreenImage);
    const headers = { setHeader: (name: string, value: string) => reply.header(name, value) };
    commonHeaders(headers, 'index.html', hostAppCacheControl('index.html'));
    for (const [name, value] of pageHeaders()) reply.header(name, value);
    return reply
      .type('text/html; charset=utf-8')
      .send(hints.data ? withPageData(html, hints.data) : html);
  });
}
