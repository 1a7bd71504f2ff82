// Host app first-load benchmark (docs/decisions/0082-performance-targets.md): gzip -9 bytes of
// every JS and CSS file a page loads before it paints, per file, for every page of the host
// app's page table, against the targets (/auth 90 KB, /dashboard 130 KB, every other page
// 110 KB), ending with one table of them all. Reads host-app/dist/.vite/manifest.json
// (`npm run build`). The enforced budgets are in tests/unit/tooling/host-first-load.test.ts.
import { budgetOf, measureHost, targetOf } from './_host-measure.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const m = measureHost();
console.log(
  `entry (every page): ${m.entry.files.length} files; widget code: ${m.entry.features.join(', ') || 'none'}`,
);
for (const f of m.entry.files) console.log(`  ${kb(m.fileBytes(f)).padStart(9)}  ${f}`);
for (const [page, size] of Object.entries(m.pages)) {
  console.log(
    `${page} (${size.path}): first load ${kb(size.bytes)}; own widget code: ${size.ownFeatures.join(', ') || 'none'}`,
  );
  for (const f of size.own) console.log(`  ${kb(m.fileBytes(f)).padStart(9)}  ${f}`);
}
// Every page against its target, as one table.
console.log('\npage | path | first load | target | met | test budget');
let missed = 0;
for (const [page, size] of Object.entries(m.pages)) {
  const met = size.bytes <= targetOf(page);
  if (!met) missed += 1;
  console.log(
    `${page} | ${size.path} | ${kb(size.bytes)} | ${kb(targetOf(page))} | ${met ? 'met' : 'MISSED'} | ${kb(budgetOf(page))}`,
  );
}
console.log(`${Object.keys(m.pages).length} pages, ${missed} over their target`);
