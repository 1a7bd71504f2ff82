// Parts of core and ui that only some widgets and pages use. Each has its own package entry
// (`@savdo/core/<feature>`, `@savdo/ui/<feature>`, listed in that package.json's `exports`),
// and an entry is one folder: `./<feature>` -> `./src/<feature>/index.ts` (decision 0274). The
// embed build and the host build keep these modules out of the shared chunks every partner
// widget and every page loads (decisions 0082, 0165).
//
// Everything here is read from the packages: the entries from `exports`, their modules from
// their folders. A folder may also hold modules the root entry (`.`) imports (payments' balance
// calls, profile's `profileApi`): those are loaded by every page, so they are not counted as the
// feature entry's; which ones they are is found by following the root entry's static imports.
// A new feature entry is one line in `exports`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['core', 'ui'];
const SOURCE = /\.(ts|tsx)$/;

/** `import ... from './x'`, `export ... from './x'` and `import './x'`; `import type` is erased. */
const STATIC_IMPORT =
  /(?:^|[;\n])\s*(?:(import|export)\s+(type\s+)?[^;'"]*?\bfrom\s*|import\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function packageJson(pkg) {
  return JSON.parse(readFileSync(join(repo, 'packages', pkg, 'package.json'), 'utf8'));
}

/** The file a relative specifier names, as TypeScript resolves it (no extension, or `.js`). */
function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = ['.ts', '.tsx', `${sep}index.ts`, `${sep}index.tsx`].map((end) => base + end);
  return [base, ...candidates].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every module the file reaches through static, non-type imports inside its own package. */
function staticClosure(start, pkgDir) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, , typeOnly, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (typeOnly) continue;
      const target = resolveImport(file, specifier);
      if (target?.startsWith(pkgDir)) queue.push(target);
    }
  }
  return seen;
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/**
 * A package's feature-entry modules, as paths relative to its `src/` with `/` separators: the
 * files of each folder an entry names (`./algo` -> `./src/algo/index.ts`) that the root entry
 * does not reach.
 */
function featureModules(pkg) {
  const pkgDir = join(repo, 'packages', pkg);
  const srcDir = join(pkgDir, 'src');
  const exportsMap = packageJson(pkg).exports ?? {};
  const rootEntry = typeof exportsMap['.'] === 'string' ? exportsMap['.'] : './src/index.ts';
  const reached = staticClosure(resolve(pkgDir, rootEntry), pkgDir);
  const modules = new Set();
  for (const [key, target] of Object.entries(exportsMap)) {
    if (key === '.' || key.includes('*') || typeof target !== 'string') continue;
    const entryFile = resolve(pkgDir, target);
    if (!/^index\.tsx?$/.test(posix.basename(target))) continue;
    const folder = dirname(entryFile);
    if (dirname(folder) !== srcDir || !existsSync(entryFile)) continue;
    for (const file of filesUnder(folder))
      if (!reached.has(file)) modules.add(relative(srcDir, file).split(sep).join('/'));
  }
  return modules;
}

const modulesByPackage = new Map(PACKAGES.map((pkg) => [pkg, featureModules(pkg)]));

/** Whether a module id (an absolute path, as Rollup and Vite give it) is a feature entry's. */
function isFeatureModule(id) {
  const path = id.replace(/\\/g, '/').split('?')[0];
  for (const [pkg, modules] of modulesByPackage) {
    const marker = `/packages/${pkg}/src/`;
    const at = path.lastIndexOf(marker);
    if (at !== -1) return modules.has(path.slice(at + marker.length));
  }
  return false;
}

/** Tells whether a module id belongs to a feature entry of core or ui: `FEATURE_ENTRIES.test(id)`. */
export const FEATURE_ENTRIES = Object.freeze({ test: isFeatureModule });
