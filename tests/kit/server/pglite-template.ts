/**
 * A freshly initialised PGlite data folder, kept as a tarball so each test database starts from
 * it instead of running PostgreSQL's initdb again. Measured here: a fresh in-memory PGlite takes
 * about 4.5 s of CPU (initdb in WebAssembly), one loaded from this tarball about 0.85-1 s with the
 * lean settings below (2.4 s without them, measured 2026-11-30); the
 * server suite opens a few hundred databases. The tarball is made once per machine and PGlite
 * version and shared by every test process through a file.
 *
 * A test server's database also starts migrated: a second tarball holds the empty folder with
 * every migration applied, named by a hash of the migrations themselves, so a changed or added
 * migration makes a new one. Tests that exercise migrations start from the empty folder.
 *
 * Both tarballs leave out the template databases (template0, template1: 15 of the migrated
 * tarball's 31 MB), which a test database never opens, and each process keeps its tarballs in
 * memory, handed to PGlite without Node's Blob reader
 * (docs/decisions/0332-lean-test-databases.md).
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { listMigrations, migrate, type Migration } from '@savdo/server/db/migrate';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, pgliteDb } from '@savdo/server/db/pglite';
import { tarWithout } from './tar-entries';

// The package's exports do not include its package.json: read it beside its entry (dist/).
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const CACHE_DIR = resolve(process.cwd(), 'node_modules/.cache/savdo-test-pglite');
/**
 * The test databases' lean settings (docs/decisions/0332-lean-test-databases.md): 1 MB WAL
 * segments instead of 16 MB (the tarball every test database unpacks shrinks by 15 MB) and a
 * 16 MB shared buffer pool instead of 128 MB (PostgreSQL clears the pool at every start). Named in
 * the tarballs' file names, so a change makes new ones.
 */
const LEAN_SETTINGS = { shared_buffers: '16MB' } as const;
const LEAN = {
  initDbStartParams: ['--wal-segsize=1'],
  settings: LEAN_SETTINGS,
  // While the migrated tarball is made: few spare WAL segments kept.
  makingSettings: { ...LEAN_SETTINGS, min_wal_size: '2MB', max_wal_size: '4MB' },
} as const;
const LEAN_TAG = 'lean3';
const CACHE_FILE = join(CACHE_DIR, `empty-${PGLITE_VERSION}-${LEAN_TAG}.tar`);

/**
 * A tarball whose arrayBuffer() (what PGlite reads) copies bytes kept in memory: Node's own Blob
 * reads its contents back in small chunks and joins them, about 0.1 s of CPU per database for
 * the migrated tarball (measured 2026-11-30). Every other Blob method reads the Blob's own copy.
 */
class TarballBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy: PGlite may keep views into what it is given while it unpacks.
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/** A dump of the running `pg`'s data folder without the databases other than its own. */
async function dumpOwnDatabase(pg: PGlite): Promise<Uint8Array<ArrayBuffer>> {
  const others = await pg.query<{ oid: number }>(
    'SELECT oid FROM pg_database WHERE datname <> current_database()',
  );
  const dropped = new Set(others.rows.map((row) => String(row.oid)));
  const tar = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
  // Entries read `/base/<database oid>/<file>` (and the folder itself, `/base/<oid>/`).
  return tarWithout(tar, (name) => {
    const oid = /^\/?base\/(\d+)(\/|$)/.exec(name)?.[1];
    return oid !== undefined && dropped.has(oid);
  });
}

const made = new Map<string, Promise<Blob>>();

/**
 * The tarball at `file`, read, or made by `make` and published whole (written, then renamed), so
 * a process starting meanwhile reads either nothing or the complete file.
 */
async function readOrMake(
  file: string,
  make: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Blob> {
  try {
    return new TarballBlob(new Uint8Array(await readFile(file)));
  } catch {
    const dump = await make();
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
    await writeFile(partial, dump);
    await rename(partial, file);
    return new TarballBlob(dump);
  }
}

function cached(file: string, make: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Blob> {
  let blob = made.get(file);
  if (!blob) made.set(file, (blob = readOrMake(file, make)));
  return blob;
}

/** How every test database starts: from one of the tarballs below, with the lean pool. */
export const TEST_DATABASE_START = { settings: LEAN.settings } as const;

/** The initialised, empty data folder every test database of this process starts from. */
export function emptyPgliteDataDir(): Promise<Blob> {
  return cached(CACHE_FILE, async () => {
    const pg = await createPglite('memory://', { initDbStartParams: [...LEAN.initDbStartParams] });
    const dump = await dumpOwnDatabase(pg);
    await pg.close();
    return dump;
  });
}

/**
 * A PGlite data folder on disk at `dir`, migrated with the product's migrations, for a test that
 * starts the real server as a process on it (the kill tests, the end-to-end tests' product
 * server): unpacked from the migrated tarball, about half a second, instead of initdb and every
 * migration, about six seconds of CPU in the process's first start (measured 2026-11-30).
 */
export async function seedMigratedPgliteDir(dir: string): Promise<void> {
  const pg = await createPglite(dir, {
    loadDataDir: await migratedPgliteDataDir(listMigrations()),
  });
  await pg.close();
}

/** The empty data folder with `migrations` applied (a test server's fresh database). */
export function migratedPgliteDataDir(migrations: Migration[]): Promise<Blob> {
  const hash = createHash('sha256');
  for (const m of migrations) hash.update(`${m.version}\0${m.name}\0${m.sql}\0`);
  const file = join(
    CACHE_DIR,
    `migrated-${PGLITE_VERSION}-${LEAN_TAG}-${hash.digest('hex').slice(0, 16)}.tar`,
  );
  return cached(file, async () => {
    const pg = await createPglite('memory://', {
      loadDataDir: await emptyPgliteDataDir(),
      settings: LEAN.makingSettings,
    });
    await migrate(pgliteDb(pg), migrations);
    // The dump is taken from a running database: without a checkpoint first, every test
    // database would replay the migrations' WAL at its start (~0.3 s of CPU each, measured).
    await pg.exec('CHECKPOINT');
    const dump = await dumpOwnDatabase(pg);
    await pg.close();
    return dump;
  });
}
