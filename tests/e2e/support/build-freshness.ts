// Whether host-app/dist is older than any source it is built from (tests and stories are not
// sources: an edited test must not make the end-to-end set-up rebuild the app).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'host-app/src',
  'host-app/index.html',
  'host-app/vite.config.ts',
  'packages/contract/src',
  'packages/core/src',
  'packages/ui/src',
  'packages/widgets/src',
];

/** Tests and stories never reach the build (scripts/build/fingerprint.mjs leaves them out too). */
const NOT_BUILT = /\.(test|stories)\.[cm]?[jt]sx?$|__(boundary_)?fixture_/;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (NOT_BUILT.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function hostAppIsStale(root: string): boolean {
  const built = join(root, 'host-app/dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}
