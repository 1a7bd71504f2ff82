// Rewrites every declared dependency range to the exact version installed, so a fresh
// install reproduces this machine (see docs/decisions/0001-toolchain.md: npm picks the newest
// release whose engines allow Node 20 otherwise).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const files = ['package.json', ...root.workspaces.map((w) => join(w, 'package.json'))];
for (const file of files) {
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  const require = createRequire(join(process.cwd(), file));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (name.startsWith('@savdo/')) continue;
      let version;
      try {
        version = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
      } catch {
        const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
        version = lock.packages[`node_modules/${name}`]?.version;
      }
      if (version) pkg[field][name] = version;
    }
  }
  writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
}
