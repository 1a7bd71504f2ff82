// Serving (docs/decisions/0080-serving.md): build-time brotli/gzip copies with Content-Encoding and
// Vary, compressed API answers over 1 KB, Cache-Control by kind of file, validators, and the host
// app's security headers. The fixture folders are compressed by the real
// scripts/compress-assets.mjs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNERS_PAGE_DATA, LANGUAGES, type BannersResponse } from '@savdo/contract';
import { buildApp, migrate, type Db } from '../index';
import { IMMUTABLE, REVALIDATE, SHORT } from './cache-policy';
import { indexHtmlReader, withFirstScreen } from './static-files';
import { openTestDatabase, testConfig } from '../../../../tests/kit/server/helpers';

const root = mkdtempSync(join(tmpdir(), 'savdo-serving-'));
const hostAppDir = join(root, 'host-app');
const embedDir = join(root, 'embed');
const big = (label: string) => `/* ${label} */\n${'console.log("savdo");\n'.repeat(200)}`;
const INDEX = `<!doctype html><html lang="uz"><head><title>Savdo</title>
<script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>
<body><div id="root"></div>${'<!-- padding -->'.repeat(100)}
<div id="savdo-first-screen" hidden aria-hidden="true"><img class="sfs-picture" alt="" data-savdo-first-image /></div>
</body></html>`;

function write(path: string, text: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

let db: Db;
let app: FastifyInstance;

async function start(overrides: Parameters<typeof testConfig>[0] = {}) {
  const instance = await buildApp({
    db,
    config: testConfig({ hostAppDir, embedDir, ...overrides }),
    logger: false,
  });
  instance.get('/api/v1/__test/big', async () => ({ items: Array(400).fill('savdo-item') }));
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  write(join(hostAppDir, 'index.html'), INDEX);
  write(
    join(hostAppDir, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(50)}</svg>`,
  );
  write(join(hostAppDir, 'assets', 'index-AbC123.js'), big('host entry'));
  write(join(hostAppDir, 'assets', 'index-AbC123.js.map'), '{"version":3}');
  for (const version of ['0.1.0', 'v1']) {
    write(join(embedDir, version, 'savdo.js'), big(`loader ${version}`));
    write(join(embedDir, version, 'widgets', 'economic-calendar.js'), big('calendar'));
    write(join(embedDir, version, 'chunks', 'core-XyZ789.js'), big('core'));
    write(join(embedDir, version, 'manifest.json'), JSON.stringify({ version }));
  }
  const run = spawnSync('node', ['scripts/compress-assets.mjs', hostAppDir, embedDir], {
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  db = await openTestDatabase();
  await migrate(db);
  app = await start();
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('pre-compressed static files', () => {
  it('sends the brotli copy to a client that accepts br, with Vary: Accept-Encoding', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(big('host entry'));
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/embed/v1/chunks/core-XyZ789.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(big('core'));
  });

  it('sends the file as is to a client that accepts no encoding, still with Vary', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(big('host entry'));
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('index.html (and an SPA route that falls back to it) comes pre-compressed too', async () => {
    for (const url of ['/', '/economic-calendar']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });
});

describe('compressed API answers', () => {
  it('an answer over 1 KB is compressed for a client that accepts it', async () => {
    const res = await get('/api/v1/__test/big', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).items).toHaveLength(400);
  });

  it('a small answer is sent as is', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('Cache-Control and validators', () => {
  it.each([
    ['/assets/index-AbC123.js', IMMUTABLE],
    ['/embed/0.1.0/savdo.js', IMMUTABLE],
    ['/embed/0.1.0/widgets/economic-calendar.js', IMMUTABLE],
    ['/embed/v1/chunks/core-XyZ789.js', IMMUTABLE],
    ['/embed/v1/savdo.js', SHORT],
    ['/embed/v1/widgets/economic-calendar.js', SHORT],
    ['/embed/v1/manifest.json', SHORT],
    ['/embed/0.1.0/manifest.json', SHORT],
    ['/favicon.svg', SHORT],
    ['/', REVALIDATE],
    ['/economic-calendar', REVALIDATE],
  ])('%s is cached "%s"', async (url, expected) => {
    const res = await get(url, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(expected);
  });

  it('hashed files are immutable for a year', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/embed/v1/savdo.js', '/embed/v1/manifest.json'])(
    '%s carries ETag and Last-Modified and answers 304 to a matching If-None-Match',
    async (url) => {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();
      const again = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    },
  );

  it('the embed files keep the CORS headers partner pages need', async () => {
    const res = await get('/embed/v1/chunks/core-XyZ789.js', { 'accept-encoding': 'br' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('security headers on the host app pages', () => {
  const directives = (csp: string) =>
    new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );

  it.each(['/', '/auth', '/dashboard'])('%s carries every security header', async (url) => {
    const res = await get(url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(res.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
  });

  it("the CSP never allows inline or eval'd scripts", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const script = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(script).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('the built index.html has no inline script the CSP would block', () => {
    expect(INDEX).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('static files other than pages get nosniff, but no page CSP', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('with Telegram and Google sign-in configured, their script and frame origins are allowed', async () => {
    const configured = await start({
      telegram: {
        botToken: 'x',
        botName: 'savdo_bot',
        apiBase: 'http://127.0.0.1:9',
        webhookSecret: null,
      },
      google: {
        clientId: 'id.apps.googleusercontent.com',
        jwksUrl: 'http://127.0.0.1:1/jwks',
        jwksFile: null,
      },
    });
    try {
      const res = await configured.inject({ method: 'GET', url: '/auth' });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src')).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://telegram.org',
          'https://accounts.google.com/gsi/client',
        ]),
      );
      expect(csp.get('frame-src')).toEqual(
        expect.arrayContaining(['https://oauth.telegram.org', 'https://accounts.google.com/gsi/']),
      );
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      // The Telegram widget evaluates its data-onauth attribute: eval only with Telegram on.
      expect(csp.get('script-src')).toContain("'unsafe-eval'");
    } finally {
      await configured.close();
    }
  });

  it("pages may frame only our own origin, and the partner demo's once it runs (the widget gallery's preview)", async () => {
    const app = await start();
    try {
      const frameSrc = async () =>
        directives(
          String(
            (await app.inject({ method: 'GET', url: '/widgets' })).headers[
              'content-security-policy'
            ],
          ),
        ).get('frame-src');
      expect(await frameSrc()).toEqual(["'self'"]);
      app.ctx.widgetPreview.partnerOrigin = 'http://127.0.0.1:8081';
      expect(await frameSrc()).toEqual(["'self'", 'http://127.0.0.1:8081']);
    } finally {
      await app.close();
    }
  });
});

describe('page hints', () => {
  const addBanner = (image: string, position: number, window = '') =>
    db.query(
      `INSERT INTO banners (title, image_url, position${window ? ', ends_at' : ''})
       VALUES ('{"uz":"Banner uz","en":"Banner </script><b>en"}', $1, $2${window ? `, ${window}` : ''})`,
      [image, position],
    );
  const pageData = (html: string) => {
    const match = /<script type="application\/json" id="savdo-page-data">(.*?)<\/script>/s.exec(
      html,
    );
    return match ? (JSON.parse(match[1] ?? '') as Record<string, BannersResponse>) : null;
  };

  it("the dashboard's page names the carousel's first active banner image in a Link preload", async () => {
    await db.query('DELETE FROM banners');
    await addBanner('/api/v1/files/expired', 0, "now() - interval '1 day'");
    await addBanner('/api/v1/files/second', 2);
    await addBanner('/api/v1/files/first', 1);
    const res = await get('/dashboard', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers.link).toBe(
      '</api/v1/files/first>; rel=preload; as=image; fetchpriority=high',
    );
    // Other pages name nothing and carry no data.
    const auth = await get('/auth');
    expect(auth.headers.link).toBeUndefined();
    expect(pageData(auth.body)).toBeNull();
  });

  const firstScreen = (html: string) =>
    /<div id="savdo-first-screen"([^>]*)><img([^>]*)\/>/.exec(html)?.slice(1) ?? [];

  it("the dashboard's first screen is shown, drawing the first banner image before any script (decision 0268)", async () => {
    const [div, img] = firstScreen((await get('/dashboard')).body);
    expect(div).not.toMatch(/\shidden(?=[\s>])/);
    expect(img).toContain('src="/api/v1/files/first" fetchpriority="high" data-savdo-first-image');
    // Every other page keeps it hidden, with no picture.
    const [authDiv, authImg] = firstScreen((await get('/auth')).body);
    expect(authDiv).toMatch(/\shidden(?=[\s>])/);
    expect(authImg).not.toMatch(/src=/);
  });

  it('index.html is read once, and again when a new build replaces it', async () => {
    const dir = join(root, 'reader');
    write(join(dir, 'index.html'), '<html>one</html>');
    const read = indexHtmlReader(dir);
    expect(await read()).toBe('<html>one</html>');
    write(join(dir, 'index.html'), '<html>two, longer</html>');
    expect(await read()).toBe('<html>two, longer</html>');
  });

  it('withFirstScreen writes the address as an attribute value, whatever it holds', () => {
    const html = withFirstScreen(INDEX, '/files/a"b<c>&$1$&');
    expect(firstScreen(html)[1]).toContain('src="/files/a&#34;b&#60;c&#62;&#38;$1$&#38;"');
    // An index.html without a first screen (an older build) is served as it is.
    expect(withFirstScreen('<html><body></body></html>', '/x')).toBe('<html><body></body></html>');
  });

  it('the dashboard carries the banner list as GET /banner answers it, in each language', async () => {
    const res = await get('/dashboard', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    const data = pageData(html);
    for (const lang of LANGUAGES) {
      const api = await app.inject({
        method: 'GET',
        url: '/api/v1/banner?limit=10',
        headers: { 'accept-language': lang },
      });
      expect(data?.[BANNERS_PAGE_DATA(lang)]).toEqual(api.json());
    }
    expect(data?.[BANNERS_PAGE_DATA('en')]?.result.data[0]?.title).toBe('Banner </script><b>en');
    // A title cannot close the JSON block: the page is index.html with one block added.
    expect(html.match(/<\/script>/g)).toHaveLength(INDEX.match(/<\/script>/g)!.length + 1);
  });

  it('the page with data keeps the security headers and the revalidated caching of index.html', async () => {
    const res = await get('/dashboard');
    expect(res.headers['content-security-policy']).toMatch(/script-src/);
    expect(res.headers['x-frame-options'] ?? res.headers['content-security-policy']).toBeTruthy();
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('no banner, or an address that cannot stand in a Link header: the page, without a preload', async () => {
    await db.query('DELETE FROM banners');
    const empty = await get('/dashboard');
    expect(empty.headers.link).toBeUndefined();
    expect(pageData(empty.body)?.[BANNERS_PAGE_DATA('uz')]?.result.data).toEqual([]);
    expect(firstScreen(empty.body)[0]).toMatch(/\shidden(?=[\s>])/);
    await addBanner('/files/a>b, <x>; rel=stylesheet', 0);
    const res = await get('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(firstScreen(res.body)[0]).toMatch(/\shidden(?=[\s>])/);
  });
});
