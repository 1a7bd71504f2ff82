#!/usr/bin/env node
// The one test command (README): static checks, then every suite, then one summary line
// `N passed, M failed` that sums vitest (unit, server, e2e) and web-test-runner (browser).
// A static check that fails counts as one failed item, so a red check is never hidden.
import { spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;
const outDir = 'test-results';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

let passed = 0;
let failed = 0;
const lines = [];
// Which tests failed, repeated in the summary: CI shows only the tail of a long log.
const failures = [];
const oneLine = (text, max = 400) => {
  const flat = stripVTControlCharacters(String(text)).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(title, cmd, args) {
  if (!run(title, cmd, args)) failed += 1;
}

check('typecheck (tsc, strict)', bin('tsc'), ['-p', 'tsconfig.json']);
check('lint (eslint + typescript-eslint)', bin('eslint'), ['.', '--max-warnings=0']);
check('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level=warn']);
check('import boundaries (dependency-cruiser)', bin('depcruise'), [
  'packages',
  'host-app',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
]);
check('build (rollup libraries and embed, host app)', 'node', ['scripts/build.mjs']);

// vitest: unit (with coverage of packages/core), server on PGlite, e2e with Playwright.
const vitestJson = `${outDir}/vitest.json`;
const vitestOk = run('vitest (unit, server, e2e)', bin('vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // A file that failed without a failed test (it did not load, or a hook after its tests
  // failed: work left running, say) is a failure all the same.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  );
  failed += brokenFiles.length;
  for (const file of r.testResults) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    if (brokenFiles.includes(file))
      failures.push(`${name}: ${oneLine(file.message || 'failed outside its tests')}`);
    for (const t of file.assertionResults.filter((a) => a.status === 'failed'))
      failures.push(`${name} > ${t.fullName}: ${oneLine(t.failureMessages?.[0] ?? '')}`);
  }
  lines.push(
    `     vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${brokenFiles.length} files failed outside their tests`,
  );
  if (!vitestOk && r.numFailedTests === 0 && brokenFiles.length === 0) {
    failed += 1; // e.g. the coverage threshold of packages/core was missed
    lines.push(
      '     vitest exited non-zero (an unhandled error after a test, or the coverage threshold of packages/core)',
    );
  }
} else {
  failed += 1;
  lines.push('     vitest wrote no results');
}

// web-test-runner in Chromium; its summary reporter writes counts to a file.
const wtrJson = `${outDir}/wtr.json`;
const wtrOk = run('web-test-runner (browser, Chromium)', bin('web-test-runner'), [], {
  SAVDO_WTR_SUMMARY: wtrJson,
});
if (existsSync(wtrJson)) {
  const r = JSON.parse(readFileSync(wtrJson, 'utf8'));
  passed += r.passed;
  failed += r.failed;
  for (const f of r.failures ?? []) failures.push(oneLine(f));
  lines.push(`     web-test-runner: ${r.passed} passed, ${r.failed} failed`);
  if (!wtrOk && r.failed === 0) failed += 1;
} else {
  failed += 1;
  lines.push('     web-test-runner wrote no results');
}

console.log('\n=== summary');
for (const l of lines) console.log(l);
if (failures.length > 0) {
  console.log('failed tests:');
  for (const f of failures.slice(0, 20)) console.log(`  - ${f}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
