/**
 * A freshly initialised PGlite data folder, kept as a tarball so each test database starts from
 * it instead of running PostgreSQL's initdb again. Measured here: a fresh in-memory PGlite takes
 * about 4.5 s of CPU (initdb in WebAssembly), one loaded from this tarball about 1.4 s; the
 * server suite opens a few hundred databases. The tarball is made once per machine and PGlite
 * version and shared by every test process through a file; migrations still run on each
 * database, so what a test sees is exactly a fresh database.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';

// The package's exports do not include its package.json: read it beside its entry (dist/).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const CACHE_DIR = resolve(process.cwd(), 'node_modules/.cache/savdo-test-pglite');
const CACHE_FILE = join(CACHE_DIR, `empty-${PGLITE_VERSION}.tar`);

let template: Promise<Blob> | null = null;

async function readOrMake(): Promise<Blob> {
  try {
    return new Blob([await readFile(CACHE_FILE)]);
  } catch {
    // Not made yet on this machine: make it, and publish it whole (write, then rename), so a
    // process starting meanwhile reads either nothing or the complete file.
    const pg = await PGlite.create('memory://');
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${CACHE_FILE}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, CACHE_FILE);
    return dump;
  }
}

/** The initialised, empty data folder every test database of this process starts from. */
export function emptyPgliteDataDir(): Promise<Blob> {
  template ??= readOrMake();
  return template;
}
