// The partner-page tests load the built embed (packages/embed/dist): rebuild it when a source
// it is made from is newer than the last build, so they never test a stale bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'packages/contract/src',
  'packages/core/src',
  'packages/ui/src',
  'packages/widgets/src',
  'packages/embed/src',
  'packages/embed/rollup.embed.mjs',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    // Tests, stories and the import-boundary test's short-lived fixtures are not sources.
    if (/\.(test|stories)\.[cm]?[jt]sx?$|__(boundary_)?fixture_/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function embedIsStale(root: string): boolean {
  const built = join(root, 'packages/embed/dist/v1/manifest.json');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}

/** Builds the embed bundles when they are missing or older than their sources. */
export function ensureEmbedBuilt(root: string): void {
  if (!embedIsStale(root)) return;
  const build = spawnSync(
    'node_modules/.bin/rollup',
    ['-c', 'packages/embed/rollup.embed.mjs', '--silent'],
    // NODE_ENV=test (vitest's) would make the resolver pick libraries' development builds.
    { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('embed build failed');
}
