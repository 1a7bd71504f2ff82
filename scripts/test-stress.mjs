#!/usr/bin/env node
// `npm run test:stress`: the unit project three times, the second pinned to one core
// (taskset -c 0), to shake out what depends on timing: a test that fails only when the machine
// is slow, or work a file leaves running that fires after its environment is gone. Prints every
// test or file that failed or errored in any run; exits non-zero if there was one. Not part of
// `npm test` (three runs take a quarter of an hour on two cores).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const outDir = 'test-results/stress';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const hasTaskset = ['/usr/bin/taskset', '/bin/taskset'].some((path) => existsSync(path));

const runs = [
  { name: 'run 1', pinned: false },
  { name: 'run 2 (one core)', pinned: true },
  { name: 'run 3', pinned: false },
];

function runOnce(index, pinned) {
  const json = `${outDir}/run-${index + 1}.json`;
  const vitest = ['node_modules/.bin/vitest', 'run', '--project', 'unit', '--reporter=dot'];
  vitest.push('--reporter=json', `--outputFile.json=${json}`);
  const [cmd, ...args] = pinned && hasTaskset ? ['taskset', '-c', '0', ...vitest] : vitest;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code, json, output: stripVTControlCharacters(output) }));
  });
}

/** Failed tests, files that failed outside a test, and unhandled errors with the file blamed. */
function problemsOf({ code, json, output }) {
  const found = [];
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    for (const file of r.testResults) {
      const name = file.name.replace(`${process.cwd()}/`, '');
      for (const t of file.assertionResults.filter((a) => a.status === 'failed'))
        found.push(`${name} > ${t.fullName}`);
      const failedTests = file.assertionResults.some((a) => a.status === 'failed');
      if (file.status === 'failed' && !failedTests)
        found.push(`${name}: ${(file.message || 'failed outside its tests').split('\n')[0]}`);
    }
  } else found.push('vitest wrote no results');
  // Unhandled errors (thrown after a test, e.g. a timer firing once jsdom is gone) are only in
  // the console output: "This error originated in "<file>" test file."
  const unhandled = output.split(/⎯+ Unhandled (?:Error|Rejection)s? ⎯+/).slice(1);
  for (const block of unhandled) {
    const first = block.trim().split('\n')[0] ?? '';
    const file = /originated in "([^"]+)" test file/.exec(block)?.[1] ?? 'unknown file';
    found.push(`unhandled error from ${file}: ${first}`);
  }
  if (code !== 0 && found.length === 0) found.push(`vitest exited with ${code}`);
  return found;
}

const report = [];
for (const [index, { name, pinned }] of runs.entries()) {
  console.log(
    `\n=== test:stress ${name}${pinned && !hasTaskset ? ' (taskset missing: not pinned)' : ''}`,
  );
  const started = Date.now();
  const problems = problemsOf(await runOnce(index, pinned));
  report.push({ name, seconds: (Date.now() - started) / 1000, problems });
}

console.log('\n=== test:stress summary');
let total = 0;
for (const { name, seconds, problems } of report) {
  console.log(
    `${name}: ${problems.length === 0 ? 'clean' : `${problems.length} problem(s)`} (${seconds.toFixed(0)} s)`,
  );
  for (const p of problems) console.log(`  - ${p}`);
  total += problems.length;
}
console.log(total === 0 ? 'nothing failed or errored in any run' : `${total} problem(s) in all`);
process.exit(total === 0 ? 0 : 1);
