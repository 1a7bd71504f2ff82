// Host app first-load benchmark (docs/decisions/0082-performance-targets.md): gzip -9 bytes of
// every JS and CSS file a page loads before it paints, per file, against the targets (/auth 90 KB,
// /dashboard 130 KB). Reads host-app/dist/.vite/manifest.json (`npm run build`). The enforced
// budgets are in tests/unit/tooling/host-first-load.test.ts.
import { HOST_BUDGET, HOST_TARGET, measureHost } from './_host-measure.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const m = measureHost();
console.log(
  `entry (every page): ${m.entry.files.length} files; widget code: ${m.entry.features.join(', ') || 'none'}`,
);
for (const f of m.entry.files) console.log(`  ${kb(m.fileBytes(f)).padStart(9)}  ${f}`);
for (const [page, size] of Object.entries(m.pages)) {
  const target = HOST_TARGET[page];
  const budget = HOST_BUDGET[page];
  const verdict = target
    ? ` (target ${kb(target)}: ${size.bytes <= target ? 'met' : 'MISSED'}; test budget ${kb(budget)})`
    : '';
  console.log(
    `${page}: first load ${kb(size.bytes)}${verdict}; own widget code: ${size.ownFeatures.join(', ') || 'none'}`,
  );
  for (const f of size.own) console.log(`  ${kb(m.fileBytes(f)).padStart(9)}  ${f}`);
}
