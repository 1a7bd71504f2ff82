#!/usr/bin/env node
// `npm run new-feature -- <id>`: writes a small working feature (contract, server, core, widget,
// their tests and a story) into the real places, one folder per package under the one id, and
// adds the one line each list needs that cannot be derived from the folders. Prints every file
// it wrote and every shared file it edited. The recipe it follows: docs/adding-a-feature.md.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { featureFiles } from './new-feature/templates.mjs';

const root = process.cwd();
const id = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) {
  console.error(
    'usage: npm run new-feature -- <id>   (lower-case words joined by "-", e.g. price-alerts)',
  );
  process.exit(2);
}
const words = id.split('-');
const Name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const names = {
  id,
  Name,
  name: Name[0].toLowerCase() + Name.slice(1),
  snake: words.join('_'),
  tag: `savdo-${id}`,
  migration: nextMigrationNumber(),
};

/** One global sequence of migrations: the next after the highest anywhere. */
function nextMigrationNumber() {
  const dirs = [join(root, 'packages/server/src/db/migrations')];
  const features = join(root, 'packages/server/src/features');
  for (const f of readdirSync(features)) dirs.push(join(features, f, 'migrations'));
  let highest = 0;
  for (const dir of dirs.filter((d) => existsSync(d)))
    for (const file of readdirSync(dir))
      highest = Math.max(highest, Number.parseInt(file, 10) || 0);
  return String(highest + 1).padStart(4, '0');
}

const taken = [
  `packages/contract/src/${id}.ts`,
  `packages/server/src/features/${id}`,
  `packages/core/src/${id}`,
  `packages/widgets/src/${id}`,
].filter((p) => existsSync(join(root, p)));
if (taken.length > 0) {
  console.error(`"${id}" exists already: ${taken.join(', ')}`);
  process.exit(1);
}

const written = [];
for (const [path, text] of Object.entries(featureFiles(names))) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  written.push(path);
}

// The lists that cannot be derived: each gets one entry, in the place the file keeps for it.
const edited = [];
function edit(path, change) {
  const file = join(root, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${path}: found no place for the ${id} entry`);
  writeFileSync(file, after);
  edited.push(path);
}
/** Adds an entry to a package.json `exports` map, unless a folder pattern already covers it. */
function addExport(path, key, target) {
  const json = JSON.parse(readFileSync(join(root, path), 'utf8'));
  const covered = Object.keys(json.exports).some(
    (k) => k.endsWith('/*') && json.exports[k].includes('/*/'),
  );
  if (covered) return;
  edit(path, () => {
    const entries = Object.entries(json.exports);
    const at = entries.findIndex(([k]) => k.includes('*'));
    entries.splice(at === -1 ? entries.length : at, 0, [key, target]);
    return `${JSON.stringify({ ...json, exports: Object.fromEntries(entries) }, null, 2)}\n`;
  });
}
const appendLine = (line) => (text) => `${text.trimEnd()}\n${line}\n`;

edit('packages/contract/src/index.ts', appendLine(`export * from './${id}';`));
edit('packages/server/src/features/index.ts', (t) =>
  t
    .replace(
      /(import type \{ ServerFeature \})/,
      `import { ${names.name}Feature } from './${id}';\n$1`,
    )
    .replace(/\n\] as const;/, `\n  ${names.name}Feature,\n] as const;`),
);
addExport('packages/core/package.json', `./${id}`, `./src/${id}/index.ts`);
addExport('packages/widgets/package.json', `./${id}`, `./src/${id}/index.ts`);
edit('packages/widgets/src/index.ts', appendLine(`export * from './${id}';`));

console.log(`[new-feature] ${id}: wrote ${written.length} files`);
for (const p of written) console.log(`  + ${p}`);
console.log(`[new-feature] edited ${edited.length} shared files, one entry each`);
for (const p of edited) console.log(`  ~ ${p}`);
console.log(
  `[new-feature] next: npm run typecheck; the feature's tests run with npm test; <${names.tag}> loads through the embed after npm run build.`,
);
