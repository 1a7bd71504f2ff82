// The reference server as one ES module for Node (docs/decisions/0335-server-bundle.md): our
// TypeScript (the server, contract) compiled and bundled by esbuild once, the packages from
// node_modules imported as they are. Started through tsx, every process compiled and loaded
// about four hundred modules through loader hooks (about 4 s of CPU per start); the bundle loads
// in about a third of that. Files the server reads beside its modules (migrations, demo media,
// the bridge's files) are found as before: each module's `import.meta.url` is its source file's.
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fingerprint } from './fingerprint.mjs';
import { outputsExist, readStamp, writeStamp } from './stamps.mjs';

/** The entries, by the name of the file each becomes (two bundles: nothing to keep in step). */
const ENTRIES = { main: 'packages/server/src/main.ts', admin: 'packages/server/src/cli/admin.ts' };
const DIR = 'packages/server/dist';
/** The server as built: `node --enable-source-maps packages/server/dist/main.mjs`. */
export const SERVER_BUNDLE = `${DIR}/main.mjs`;
/** The admin command line as built (`npm run admin`, scripts/admin.mjs). */
export const ADMIN_BUNDLE = `${DIR}/admin.mjs`;

/** What the bundle is made from (the build step's fingerprint): the server and what it imports. */
export const SERVER_BUNDLE_INPUTS = [
  'packages/server/src',
  'packages/contract/src',
  'scripts/build/server-bundle.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/** Our workspace packages are bundled; every other bare import stays an import. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@savdo/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each module keeps its own `import.meta.url`, the URL of its source file. */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * Builds the bundle (with a source map: a stack trace names the TypeScript line). Written beside
 * and renamed into place, so processes building at once (test workers, the build) never read half
 * a file.
 */
export async function bundleServer() {
  mkdirSync(DIR, { recursive: true });
  const tmp = mkdtempSync(join(DIR, '.building-'));
  try {
    // Loaded only to build: a start that reuses the bundle does not pay for esbuild.
    const { build } = await import('esbuild');
    await build({
      entryPoints: ENTRIES,
      outdir: tmp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalPackages, sourceUrls],
    });
    for (const name of Object.keys(ENTRIES)) {
      renameSync(join(tmp, `${name}.mjs.map`), join(DIR, `${name}.mjs.map`));
      renameSync(join(tmp, `${name}.mjs`), join(DIR, `${name}.mjs`));
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** This process's check, once: a test worker starting several servers hashes the sources once. */
let ensured = null;

/**
 * The bundle, built first unless the one there was built from the same sources (the build step's
 * stamp, scripts/build/stamps.mjs): what a test starting a server process calls.
 */
export function ensureServerBundle() {
  ensured ??= (async () => {
    const { hash } = fingerprint(SERVER_BUNDLE_INPUTS);
    if (readStamp('server') === hash && outputsExist([SERVER_BUNDLE, ADMIN_BUNDLE]))
      return SERVER_BUNDLE;
    await bundleServer();
    writeStamp('server', hash);
    return SERVER_BUNDLE;
  })();
  ensured.catch(() => (ensured = null));
  return ensured;
}

/**
 * Node's arguments that run the server (after any of the caller's own flags): the bundle, built if
 * needed, with source maps, so a stack trace names the TypeScript line.
 */
export async function serverNodeArgs() {
  return ['--enable-source-maps', await ensureServerBundle()];
}
