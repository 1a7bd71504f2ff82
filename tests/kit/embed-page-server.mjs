// A loopback server for the render benchmarks: one HTML page at `/` (and `/bench.html`) and the
// built embed bundles under `/embed/` (packages/embed/dist), nothing else. Each benchmark gives
// its own page; this serves it.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';

/** The embed build (its `v1/` folder may be another build's: SAVDO_EMBED_DIST, as embed-size). */
export const EMBED_DIST = process.env.SAVDO_EMBED_DIST
  ? dirname(resolve(process.env.SAVDO_EMBED_DIST))
  : resolve('packages/embed/dist');

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };

/** Exits with a clear message when the embed has not been built (benchmarks run after a build). */
export function requireEmbedBuild(bench) {
  if (!existsSync(join(EMBED_DIST, 'v1/savdo.js'))) {
    console.error(`${bench}: packages/embed/dist is missing; run \`npm run build\` first`);
    process.exit(1);
  }
}

/** Serves `page` and the embed; answers its base URL and a close function. */
export async function serveEmbedPage(page) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/' || path === '/bench.html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    const file = normalize(join(EMBED_DIST, path.replace(/^\/embed\//, '')));
    if (
      !path.startsWith('/embed/') ||
      !file.startsWith(EMBED_DIST) ||
      !existsSync(file) ||
      !statSync(file).isFile()
    ) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}
