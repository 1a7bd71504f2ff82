// The fingerprint of a build step's inputs: a hash over the path and bytes of every file it reads
// (sources, configs, the lockfile) and the environment switches that change its output. Tests,
// stories and built output are left out: they never reach a bundle (docs/decisions/0279-test-lanes.md
// tells why a restart reuses a build whose fingerprint has not changed).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results']);
// `.test.` covers the browser tests (`x.browser.test.tsx`) too.
const SKIPPED_FILES = /\.(test|stories)\.[cm]?[jt]sx?$|__boundary_fixture_|__fixture_[ab]_/;

function* walk(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  const entries = readdirSync(path, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    if (entry.isDirectory() && (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.')))
      continue;
    if (entry.isFile() && SKIPPED_FILES.test(entry.name)) continue;
    yield* walk(join(path, entry.name));
  }
}

/**
 * Hashes the files under `paths` (files or folders), the named environment variables and the
 * switches a step sets for its own command.
 */
export function fingerprint(paths, envNames = [], switches = {}) {
  const hash = createHash('sha256');
  let files = 0;
  for (const path of paths) {
    for (const file of walk(path)) {
      hash.update(file).update('\0').update(readFileSync(file)).update('\0');
      files += 1;
    }
  }
  for (const name of envNames) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  for (const [name, value] of Object.entries(switches)) hash.update(`set ${name}=${value}\0`);
  return { hash: hash.digest('hex'), files };
}
