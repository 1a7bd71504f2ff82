// Embed size benchmark (docs/decisions/0041-embed-runtime.md): gzip -9 bytes of the loader, of the
// first widget's whole download (loader + entry + every shared chunk) and of a second widget added
// to the same page (only what the first did not load). Reads packages/embed/dist/v1/manifest.json,
// written by the embed build (`npm run build`). Exits 1 when a budget is exceeded; the same budgets
// are enforced in `npm test` by tests/browser/embed-dist.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EMBED_BUDGET as BUDGET } from './_embed-measure.mjs';

// SAVDO_EMBED_DIST measures another build (e.g. the real-React one, see rollup.embed.mjs).
const dist = resolve(process.env.SAVDO_EMBED_DIST ?? 'packages/embed/dist/v1');

if (!existsSync(resolve(dist, 'manifest.json'))) {
  console.error(`embed-size: ${dist}/manifest.json missing; run \`npm run build\``);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(resolve(dist, 'manifest.json'), 'utf8'));
const cache = new Map();
const gz = (file) => {
  if (!cache.has(file))
    cache.set(file, gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length);
  return cache.get(file);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const loader = gz(manifest.loader);
const features = Object.keys(manifest.widgets).sort();
const rows = [];
let over = false;

console.log(
  `embed ${manifest.version}: gzip -9 sizes (budgets: loader ${kb(BUDGET.loader)}, first widget ${kb(BUDGET.first)}, second widget ${kb(BUDGET.second)}, partner widgets first: ${Object.entries(
    BUDGET.partnerFirst,
  )
    .map(([w, b]) => `${w} ${kb(b)}`)
    .join(', ')})`,
);
console.log(`  loader savdo.js                     ${String(loader).padStart(7)} B  ${kb(loader)}`);
if (loader > BUDGET.loader) over = true;

const shared = new Set(manifest.widgets[features[0]].files.filter((f) => f.startsWith('chunks/')));
for (const name of [...shared].sort()) {
  console.log(`  shared ${name.padEnd(29)}${String(gz(name)).padStart(7)} B`);
}
for (const first of features) {
  const files = manifest.widgets[first].files;
  const total = loader + files.reduce((sum, f) => sum + gz(f), 0);
  if (total > BUDGET.first) over = true;
  rows.push([`first widget ${first} (all included)`, total]);
  const lazy = (manifest.widgets[first].lazy ?? []).reduce((sum, f) => sum + gz(f), 0);
  if (lazy > 0) rows.push([`  (${first} on demand, not in the first load)`, lazy]);
  for (const second of features.filter((f) => f !== first)) {
    const extra = manifest.widgets[second].files
      .filter((f) => !files.includes(f))
      .reduce((sum, f) => sum + gz(f), 0);
    if (extra > BUDGET.second) over = true;
    rows.push([`  + ${second} after ${first}`, extra]);
  }
}
for (const [label, bytes] of rows) {
  console.log(`  ${label.padEnd(54)}${String(bytes).padStart(7)} B  ${kb(bytes)}`);
}
// Where every kilobyte of a partner page's first load goes
// (docs/decisions/0082-performance-targets.md): each file's gzip bytes shared out over what it is
// made of, in proportion to the rendered (pre-minification) bytes the build recorded per package or
// core folder.
if (manifest.breakdown) {
  for (const partner of ['calendar', 'signals'].filter((f) => manifest.widgets[f])) {
    const groups = new Map([['loader savdo.js', loader]]);
    for (const file of manifest.widgets[partner].files) {
      const parts = Object.entries(manifest.breakdown[file] ?? { other: 1 });
      const rendered = parts.reduce((t, [, n]) => t + n, 0) || 1;
      for (const [group, n] of parts)
        groups.set(group, (groups.get(group) ?? 0) + (gz(file) * n) / rendered);
    }
    const total = [...groups.values()].reduce((t, n) => t + n, 0);
    console.log(`  where the ${kb(total)} of ${partner} as the first widget go (approximate):`);
    for (const [group, bytes] of [...groups]
      .sort((a, b) => b[1] - a[1])
      .filter(([, b]) => b >= 100))
      console.log(`    ${group.padEnd(40)}${kb(bytes).padStart(9)}`);
  }
}
console.log(over ? 'embed-size: OVER BUDGET' : 'embed-size: within budget');
process.exit(over ? 1 : 0);
