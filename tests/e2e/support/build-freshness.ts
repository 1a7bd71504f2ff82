// Whether host-app/dist is older than any source it is built from.
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

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function hostAppIsStale(root: string): boolean {
  const built = join(root, 'host-app/dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}
