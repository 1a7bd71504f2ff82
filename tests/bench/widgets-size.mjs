// Size benchmark of the partner widgets (docs/decisions/0082-performance-targets.md): gzip -9 bytes
// of the loader, of the first widget's whole download and of a second widget added to the same
// page, for the calendar and the signals feed in both orders, plus what each loads later on demand.
// Every other registered widget is listed too. The budgets are enforced by `npm test`
// (tests/unit/tooling/embed-budget.test.ts); this prints the figures and exits 1 when over.
import { EMBED_BUDGET, measureEmbed } from './_embed-measure.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const line = (label, bytes, budget) =>
  `  ${label.padEnd(66)}${String(bytes).padStart(8)} B  ${kb(bytes).padStart(9)}${
    budget === undefined
      ? ''
      : bytes <= budget
        ? `  (budget ${kb(budget)}: ok)`
        : `  (budget ${kb(budget)}: OVER)`
  }`;

const m = measureEmbed();
let over = m.loader > EMBED_BUDGET.loader;
console.log(`widgets-size: embed ${m.version}, gzip -9`);
console.log(line('loader savdo.js', m.loader, EMBED_BUDGET.loader));

const partner = ['calendar', 'signals'].filter((w) => m.widgets[w]);
const others = Object.keys(m.widgets)
  .filter((w) => !partner.includes(w))
  .sort();
for (const name of [...partner, ...others]) {
  const w = m.widgets[name];
  over ||= w.first > EMBED_BUDGET.first;
  console.log(
    line(`first widget ${name} (loader + everything it needs)`, w.first, EMBED_BUDGET.first),
  );
  for (const { file, bytes } of w.onDemand)
    console.log(line(`    later, on demand: ${file}`, bytes));
}
for (const pair of m.pairs) {
  over ||= pair.bytes > EMBED_BUDGET.second;
  if (partner.includes(pair.first) && partner.includes(pair.second)) {
    console.log(
      line(`second widget ${pair.second} after ${pair.first}`, pair.bytes, EMBED_BUDGET.second),
    );
  }
}
const worst = m.pairs.reduce((a, b) => (b.bytes > a.bytes ? b : a), m.pairs[0]);
if (worst)
  console.log(
    line(
      `largest second widget: ${worst.second} after ${worst.first}`,
      worst.bytes,
      EMBED_BUDGET.second,
    ),
  );
console.log(over ? 'widgets-size: OVER BUDGET' : 'widgets-size: within budget');
process.exit(over ? 1 : 0);
