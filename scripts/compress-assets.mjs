#!/usr/bin/env node
// Build-time brotli and gzip copies (<file>.br, <file>.gz) of every text asset the server
// sends: the host app and the embed bundles. @fastify/static (preCompressed) serves them to
// clients that accept the encoding, so no request pays for compressing at maximum quality.
// Run by scripts/build.mjs last; `node scripts/compress-assets.mjs [dir...]` for other folders.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
const DEFAULT_DIRS = ['host-app/dist', 'packages/embed/dist'];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export function compressDir(dir) {
  let count = 0;
  let raw = 0;
  let br = 0;
  for (const file of files(dir)) {
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
    raw += source.length;
    br += brotli.length;
  }
  return { count, raw, br };
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'));
if (isMain) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_DIRS;
  for (const dir of dirs.filter((d) => existsSync(d))) {
    const { count, raw, br } = compressDir(dir);
    console.log(
      `[compress] ${dir}: ${count} files, ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
    );
  }
}
