/**
 * The partner demo page (docs/decisions/0054-partner-keys-and-economic-calendar.md): a second
 * origin (another port of loopback) serving demo/partner.html, which embeds the calendar and
 * signals widgets with the one script tag, in public mode, under a Content-Security-Policy without
 * 'unsafe-inline': scripts run only from the API origin or with the per-request nonce, and styles
 * need the nonce too (the loader hands it to the widgets through data-nonce).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { Queryable } from './db/adapter';
import { addPartnerOrigins, findPartnerKeyByName } from './features/partners/repository';
import { createPartner, rotatePartnerKey } from './features/partners/service';
import { escapeHtml } from './http/escape-html';
import {
  readWidgetPreview,
  renderWidgetPreview,
  widgetPreviewPolicy,
} from './features/widget-gallery';

/** The demo partner's key name: `npm start` keeps one key under it for the demo page's origin. */
export const DEMO_PARTNER_NAME = 'Partner demo page';
export const DEFAULT_PARTNER_PORT = 8081;

export interface PartnerDemoSettings {
  host: string;
  port: number;
  htmlFile: string;
}

/**
 * Whether and where the demo runs: PARTNER_PORT (default 8081) when demo data is seeded or
 * PARTNER_PORT is given; PARTNER_PORT=off turns it off.
 */
export function partnerDemoSettings(
  env: Record<string, string | undefined>,
  host: string,
  cwd: string = process.cwd(),
): PartnerDemoSettings | null {
  const raw = env.PARTNER_PORT?.trim();
  if (raw === 'off') return null;
  if (!raw && env.SAVDO_SEED !== 'demo') return null;
  const port = raw ? Number(raw) : DEFAULT_PARTNER_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error('PARTNER_PORT must be a port number or "off"');
  }
  return { host, port, htmlFile: resolve(cwd, 'demo/partner.html') };
}

export interface PartnerPageOptions {
  /** The API's origin, where savdo.js and the data come from. */
  apiOrigin: string;
  htmlFile: string;
}

/** The page's CSP for one nonce: no inline script or style without it, data only from the API. */
export function partnerPagePolicy(apiOrigin: string, nonce: string): string {
  // The widget preview's policy (the same page rules), framed by no one.
  return widgetPreviewPolicy(apiOrigin, nonce, "'none'");
}

/** The page's HTML for one request: the placeholders filled in, every value escaped. */
export function renderPartnerPage(
  template: string,
  values: { nonce: string; apiOrigin: string; partnerKey: string; pageOrigin: string },
): string {
  const fill: Record<string, string> = {
    NONCE: values.nonce,
    API_ORIGIN: values.apiOrigin,
    PARTNER_KEY: values.partnerKey,
    PAGE_ORIGIN: values.pageOrigin,
    EMBED_SRC: `${values.apiOrigin}/embed/v1/savdo.js`,
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) =>
    name in fill ? escapeHtml(fill[name] ?? '') : whole,
  );
}

export interface PartnerDemoServer {
  url: string;
  /** The page's origin, which the partner key must allow. */
  origin: string;
  /** The key the page embeds (set once the key for this origin exists). */
  setPartnerKey(key: string): void;
  close(): Promise<void>;
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * Serves the page at `/` and the widget gallery's preview at `/preview` on its own port;
 * everything else is 404.
 */
export async function startPartnerDemoServer(
  options: PartnerPageOptions & { host: string; port: number },
): Promise<PartnerDemoServer> {
  const template = await readFile(options.htmlFile, 'utf8');
  let pageOrigin = '';
  let partnerKey = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.invalid');
    const path = url.pathname;
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const preview = reading && path === '/preview' ? readWidgetPreview(url.searchParams) : null;
    if (preview) {
      // The widget gallery's live preview: a real foreign page, framed by the builder.
      const nonce = randomBytes(16).toString('base64');
      const html = renderWidgetPreview(preview, {
        nonce,
        apiOrigin: options.apiOrigin,
        partnerKey,
      });
      response.writeHead(200, {
        ...PAGE_HEADERS,
        'content-security-policy': widgetPreviewPolicy(options.apiOrigin, nonce, options.apiOrigin),
      });
      response.end(request.method === 'HEAD' ? undefined : html);
      return;
    }
    if (!reading || (path !== '/' && path !== '/index.html')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    const html = renderPartnerPage(template, {
      nonce,
      apiOrigin: options.apiOrigin,
      partnerKey,
      pageOrigin,
    });
    response.writeHead(200, {
      ...PAGE_HEADERS,
      'content-security-policy': partnerPagePolicy(options.apiOrigin, nonce),
    });
    response.end(request.method === 'HEAD' ? undefined : html);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, () => done());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
  pageOrigin = `http://${host}:${port}`;
  return {
    url: `${pageOrigin}/`,
    origin: pageOrigin,
    setPartnerKey: (key) => {
      partnerKey = key;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The demo partner's key, allowed for `origin` (created, or the origin added, as needed). Only
 * the key's hash is stored (docs/decisions/0320-partner-accounts-and-hashed-keys.md), so each
 * start rotates the one demo key to learn its value again.
 */
export async function ensureDemoPartnerKey(db: Queryable, origin: string): Promise<string> {
  const existing = await findPartnerKeyByName(db, DEMO_PARTNER_NAME);
  if (!existing) {
    return (await createPartner(db, { name: DEMO_PARTNER_NAME, origins: [origin] })).key;
  }
  if (!existing.allowed_origins.includes(origin))
    await addPartnerOrigins(db, existing.id, [origin]);
  const rotated = await rotatePartnerKey(db, existing.id);
  if (!rotated) throw new Error('the demo partner key could not be rotated');
  return rotated.key;
}

/**
 * What main.ts calls after the API listens: starts the demo when the settings say so. A port
 * already taken is reported and skipped; the API keeps running.
 */
export async function startPartnerDemo(
  db: Queryable,
  settings: PartnerDemoSettings | null,
  apiOrigin: string,
  warn: (message: string) => void,
): Promise<PartnerDemoServer | null> {
  if (!settings) return null;
  let server: PartnerDemoServer | null = null;
  try {
    server = await startPartnerDemoServer({ ...settings, apiOrigin });
    server.setPartnerKey(await ensureDemoPartnerKey(db, server.origin));
    return server;
  } catch (error) {
    await server?.close();
    warn(`partner demo page not started: ${(error as Error).message}`);
    return null;
  }
}
