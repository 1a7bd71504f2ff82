#!/usr/bin/env node
// The one test command (README): static checks and every suite, then one summary line
// `N passed, M failed` that sums vitest (unit, server, built, e2e, scaffold, named-libraries) and
// web-test-runner (browser). A static check that fails counts as one failed item, so a red check is never hidden.
//
// Three lanes run side by side (docs/decisions/0279-test-lanes.md): the static checks, the
// new-feature recipe in a copy of the repository, and the build on the named libraries with its
// smoke test (docs/decisions/0331-a-build-on-the-named-libraries.md); the build, then what reads it (web-test-runner,
// the budgets of the build and the end-to-end tests); and the unit and server tests, which need
// no build. Each step's output is kept in test-results/<step>.log and printed whole when the
// step ends, so lanes never interleave.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

const bin = (name) => `node_modules/.bin/${name}`;
const outDir = 'test-results';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const startedAll = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const oneLine = (text, max = 400) => {
  const flat = stripVTControlCharacters(String(text)).replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

let passed = 0;
let failed = 0;
/** [order, line]: the summary lists steps in the order they are declared, not finished. */
const lines = [];
// Which tests failed, repeated in the summary: CI shows only the tail of a long log.
const failures = [];

/** CPU seconds (user + system) of every step's processes, summed for the summary. */
let cpuTotal = 0;

/**
 * The CPU seconds a step's processes used, from the `times` its shell wrote: the second line
 * is the children's user and system time (`0m12.34s 0m1.02s`, in sh and bash alike). The
 * machine is CPU-bound (docs/decisions/0279-test-lanes.md), so this, not the wall time, says
 * which step is worth making cheaper.
 */
function cpuSecondsOf(timesPath) {
  if (!existsSync(timesPath)) return null;
  const children = readFileSync(timesPath, 'utf8').trim().split('\n')[1] ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return null;
  return parts.reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
}

/** Where a step's output is kept: test-results/<step>.log. */
const stepFile = (title, extension) =>
  `${outDir}/${title.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.${extension}`;

/** Runs one step to its log; prints the log whole when it ends. Resolves to `ok`. */
function run(order, title, cmd, args, env = {}) {
  const logPath = stepFile(title, 'log');
  const timesPath = stepFile(title, 'times');
  const log = createWriteStream(logPath);
  const started = Date.now();
  console.log(`[${seconds(started - startedAll)}] started: ${title}`);
  return new Promise((resolve) => {
    // Through a shell only to read its `times` afterwards (the CPU of the step's whole tree).
    const child = spawn(
      'sh',
      ['-c', '"$@"; status=$?; times > "$SAVDO_STEP_TIMES"; exit $status', 'sh', cmd, ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: '0', ...env, SAVDO_STEP_TIMES: timesPath },
      },
    );
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        const ok = code === 0;
        const cpu = cpuSecondsOf(timesPath);
        if (cpu !== null) cpuTotal += cpu;
        const took = `${seconds(Date.now() - started)}${cpu === null ? '' : `, CPU ${cpu.toFixed(1)} s`}`;
        console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
        process.stdout.write(readFileSync(logPath, 'utf8'));
        console.log(`=== ${ok ? 'ok' : 'FAIL'}: ${title} (${took})`);
        lines.push([order, `${ok ? 'ok  ' : 'FAIL'} ${title} (${took})`]);
        resolve(ok);
      });
    });
  });
}

/** A static check: one failed item when it fails, named in the summary with its log's first error. */
async function check(order, title, cmd, args) {
  if (await run(order, title, cmd, args)) return;
  failed += 1;
  const logText = stripVTControlCharacters(readFileSync(stepFile(title, 'log'), 'utf8'));
  const first = logText.split('\n').find((line) => /error|warn|✖/i.test(line));
  failures.push(`${title}: ${oneLine(first ?? logText.trim().split('\n').slice(-1)[0] ?? '')}`);
}

/** Adds a vitest JSON report's counts and failures; `exitOk` is whether vitest exited 0. */
function countVitest(order, label, jsonPath, exitOk) {
  if (!existsSync(jsonPath)) {
    failed += 1;
    lines.push([order, `     ${label} wrote no results`]);
    return;
  }
  const r = JSON.parse(readFileSync(jsonPath, 'utf8'));
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
  lines.push([
    order,
    `     ${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${brokenFiles.length} files failed outside their tests`,
  ]);
  if (!exitOk && r.numFailedTests === 0 && brokenFiles.length === 0) {
    failed += 1; // e.g. the coverage threshold of packages/core was missed
    lines.push([
      order,
      `     ${label} exited non-zero (an unhandled error after a test, or the coverage threshold of packages/core)`,
    ]);
  }
}

function vitest(order, title, label, projects, extra = []) {
  const json = `${outDir}/${label.replace(/\W+/g, '-')}.json`;
  return run(order, title, bin('vitest'), [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ]).then((ok) => countVitest(order, label, json, ok));
}

async function staticLane() {
  await check(1, 'typecheck (tsc, strict)', bin('tsc'), ['-p', 'tsconfig.json']);
  await check(2, 'lint (eslint + typescript-eslint)', bin('eslint'), ['.', '--max-warnings=0']);
  await check(3, 'format (prettier --check)', bin('prettier'), [
    '--check',
    '.',
    '--log-level=warn',
  ]);
  // The import boundaries of .dependency-cruiser.cjs are checked on the real tree by the unit
  // test tests/unit/tooling/boundaries.test.ts (with a fixture breaking each rule): one run of
  // dependency-cruiser, not the same check in two lanes.
  // The new-feature recipe in a copy of the repository (its own type check and embed build):
  // no build or running product needed, so here rather than in the end-to-end queue.
  await vitest(4.5, 'vitest (new-feature recipe in a copy)', 'vitest scaffold', ['scaffold']);
  // The embed and host app on real React, styled-components and i18next, and the smoke test
  // against them: this lane ends minutes before the end-to-end queue, so here it adds no wall time.
  const namedBuilt = await run(
    4.6,
    'build on the named libraries (React, styled-components, i18next)',
    'node',
    ['scripts/build.mjs', '--only-named-libraries'],
  );
  if (!namedBuilt) {
    failed += 2; // the build, and its smoke test, which did not run
    lines.push([4.6, '     the smoke test on the named libraries did not run']);
    return;
  }
  await vitest(4.7, 'vitest (smoke test on the named libraries)', 'vitest named-libraries', [
    'named-libraries',
  ]);
  // This lane ends several minutes before the others: the second end-to-end queue runs here.
  if (await buildDone) await secondE2eQueue();
  else lines.push([4.8, '     the second end-to-end queue did not run (the build failed)']);
}

/**
 * The end-to-end files that run in a second queue, against a server and database of their own
 * (each vitest run's global set-up starts one): the end-to-end tests run one file at a time, and
 * one queue was the longest path of the whole command. These two are the longest files but one
 * (about a quarter of the end-to-end tests' time, measured 2026-11-30), sized so that the static
 * lane, where this queue runs, ends with the others; a new file joins the first queue.
 */
const SECOND_E2E_QUEUE = ['tests/e2e/guards.e2e.ts', 'tests/e2e/back-office.e2e.ts'];

/**
 * The first queue's filters: every other end-to-end file by its path (vitest's `--exclude` does
 * not narrow a project's own list), and the folder of the `built` project's two tests.
 */
function firstE2eQueue() {
  const files = readdirSync('tests/e2e')
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => `tests/e2e/${name}`)
    .filter((file) => !SECOND_E2E_QUEUE.includes(file));
  return [...files, 'tests/unit/tooling/'];
}

function secondE2eQueue() {
  return vitest(
    4.8,
    'vitest (e2e, second queue)',
    'vitest e2e second queue',
    ['e2e'],
    SECOND_E2E_QUEUE,
  );
}

async function buildLane() {
  const built = await buildDone;
  if (!built) {
    failed += 2; // the build, and the suites that read it, which did not run
    lines.push([5, '     web-test-runner, the budgets of the build and e2e did not run']);
    return;
  }
  // web-test-runner first, then the budgets and end-to-end tests: run side by side as well, the
  // two-core machine's load reached 9 and unit tests beside them timed out (measured 2026-11-30,
  // docs/decisions/0279-test-lanes.md).
  await browserTests();
  await vitest(
    7,
    'vitest (built budgets, e2e with Chromium)',
    'vitest built+e2e',
    ['built', 'e2e'],
    firstE2eQueue(),
  );
}

/** web-test-runner in Chromium; its summary reporter writes counts to a file. */
async function browserTests() {
  const wtrJson = `${outDir}/wtr.json`;
  const wtrOk = await run(8, 'web-test-runner (browser, Chromium)', bin('web-test-runner'), [], {
    SAVDO_WTR_SUMMARY: wtrJson,
  });
  if (existsSync(wtrJson)) {
    const r = JSON.parse(readFileSync(wtrJson, 'utf8'));
    passed += r.passed;
    failed += r.failed;
    for (const f of r.failures ?? []) failures.push(oneLine(f));
    lines.push([8, `     web-test-runner: ${r.passed} passed, ${r.failed} failed`]);
    if (!wtrOk && r.failed === 0) failed += 1;
  } else {
    failed += 1;
    lines.push([8, '     web-test-runner wrote no results']);
  }
}

// Two workers on a 2-core machine, for the unit tests (their jsdom set-up waits on the file system
// as much as it computes) and the server tests (a third was tried: the machine is saturated and
// every lane got slower, docs/decisions/0279-test-lanes.md). More cores, more workers, one left
// for the other lanes.
const workers = Math.max(2, availableParallelism() - 1);

// The unit tests with coverage of packages/core, then the server tests on PGlite without it:
// coverage measures only packages/core, and collecting it made the server tests about 30%
// slower (26.6 s of CPU against 35.9 s for two of their files, measured 2026-11-29).
async function unitAndServerLane() {
  await vitest(
    6,
    'vitest (unit)',
    'vitest unit',
    ['unit'],
    ['--coverage', `--maxWorkers=${workers}`],
  );
  await vitest(6, 'vitest (server)', 'vitest server', ['server'], [`--maxWorkers=${workers}`]);
}

/** Resolves to whether the build succeeded: the build lane and the second queue wait for it. */
const buildDone = run(5, 'build (rollup libraries and embed, host app)', 'node', [
  'scripts/build.mjs',
]);
await Promise.all([staticLane(), buildLane(), unitAndServerLane()]);

console.log('\n=== summary');
for (const [, l] of lines.sort((a, b) => a[0] - b[0])) console.log(l);
if (failures.length > 0) {
  console.log('failed tests:');
  for (const f of failures.slice(0, 20)) console.log(`  - ${f}`);
  if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
}
console.log(`total ${seconds(Date.now() - startedAll)}, CPU ${cpuTotal.toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
// Not process.exit(): into a pipe (CI's `npm test | tee`) stdout is written asynchronously, and
// exiting at once cut the last step's log and this summary off (seen 2026-11-30). Nothing else is
// left running, so Node exits as soon as the output is out; should a handle be left after all, the
// command still ends (an unref'd timer keeps nothing alive by itself).
process.exitCode = failed === 0 ? 0 : 1;
setTimeout(() => process.exit(), 30_000).unref();
