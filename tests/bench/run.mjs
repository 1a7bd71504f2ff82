#!/usr/bin/env node
// `npm run bench`: runs every benchmark under tests/bench/ one after another (they measure, so
// they must not share the CPU) and prints their figures. Pass names to run only some:
// `npm run bench -- embed-size signals-feed`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv.slice(2);
const files = readdirSync('tests/bench')
  .filter((f) => /\.(mjs|ts)$/.test(f) && f !== 'run.mjs' && !f.startsWith('_'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== bench: ${file}`);
  const cmd = file.endsWith('.ts') ? 'node_modules/.bin/tsx' : 'node';
  const r = spawnSync(cmd, [`tests/bench/${file}`], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed += 1;
    console.log(`=== bench ${file} exited with ${r.status}`);
  }
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
