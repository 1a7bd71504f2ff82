// The production builds against the build on the named libraries, side by side
// (docs/decisions/0331-a-build-on-the-named-libraries.md): gzip -9 bytes of each embed widget's
// first load (loader + every file it loads before it renders) and of each host app page's first
// load, in the production build (preact/compat, our styling runtime, our translator) and in the
// build on React, styled-components and i18next. Builds what is missing or stale first
// (`node scripts/build.mjs --named-libraries` reuses unchanged steps).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { measureEmbed } from './_embed-measure.mjs';
import { measureHost } from './_host-measure.mjs';

const built = spawnSync('node', ['scripts/build.mjs', '--named-libraries'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const NAMED = 'build/named-libraries';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const row = (label, production, named) =>
  `${label.padEnd(48)} ${kb(production).padStart(9)} ${kb(named).padStart(9)} ${`+${kb(named - production)}`.padStart(10)}`;
const header = (what) =>
  `${what.padEnd(48)} ${'production'.padStart(9)} ${'named'.padStart(9)} ${'difference'.padStart(10)}`;

const embed = measureEmbed(resolve('packages/embed/dist/v1'));
const namedEmbed = measureEmbed(resolve(NAMED, 'embed/v1'));
console.log('\nembed: a widget as the first on a page (gzip -9)');
console.log(header('widget'));
for (const [name, size] of Object.entries(embed.widgets).sort(([a], [b]) => (a < b ? -1 : 1))) {
  const other = namedEmbed.widgets[name];
  if (other) console.log(row(name, size.first, other.first));
}

const host = measureHost(resolve('host-app/dist'));
const namedHost = measureHost(resolve(NAMED, 'host-app'));
console.log("\nhost app: a page's first load (gzip -9)");
console.log(header('page'));
for (const [page, size] of Object.entries(host.pages)) {
  const other = namedHost.pages[page];
  if (other) console.log(row(`${page} (${size.path})`, size.bytes, other.bytes));
}
