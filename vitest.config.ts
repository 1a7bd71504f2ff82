import { defineConfig } from 'vitest/config';

// One vitest run, several projects: each package's unit tests in the environment it runs in,
// the server over real HTTP on PGlite, and the end-to-end tests that drive Chromium with
// playwright-core against the running product.
const BUILT_TESTS = [
  'tests/unit/tooling/embed-budget.test.ts',
  'tests/unit/tooling/host-first-load.test.ts',
];

const SCAFFOLD_TEST = 'tests/e2e/new-feature.e2e.ts';
/** Against the build on the named libraries (docs/decisions/0331-a-build-on-the-named-libraries.md). */
const NAMED_LIBRARIES_TEST = 'tests/e2e/named-libraries.e2e.ts';

export default defineConfig({
  test: {
    reporters: ['default'],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: [
        'packages/core/src/index.ts',
        'packages/core/src/**/*.d.ts',
        'packages/core/src/**/*.test.ts',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: { 'packages/core/src/**': { lines: 90 } },
    },
    projects: [
      {
        test: {
          name: 'unit',
          // A module's unit test sits beside it (docs/adding-a-feature.md); tests/unit holds the
          // set-up and what crosses features. Browser tests (*.browser.test.tsx) are
          // web-test-runner's.
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'packages/{contract,core,ui,widgets,embed,bridge}/src/**/*.test.{ts,tsx}',
            'host-app/src/**/*.test.{ts,tsx}',
            'tests/example-feature/client/**/*.test.{ts,tsx}',
          ],
          exclude: [
            '**/node_modules/**',
            '**/dist/**',
            '**/*.browser.test.{ts,tsx}',
            // Read the build: the `built` project runs them once the build is there.
            ...BUILT_TESTS,
          ],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // One module graph and one jsdom per worker, not per file: importing React, the
          // styling runtime and core anew for each of ~190 files was most of this project's
          // time (402 s -> 144 s alone, docs/decisions/0279-test-lanes.md). The set-up file
          // puts the stores every page shares back to a fresh page's state before each file.
          isolate: false,
          // A passing test takes what it takes; a loaded machine (a build beside the run, the
          // server suite and Chromium on two cores) must not turn a slow pass into a failure.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: [
            'packages/server/src/**/*.test.ts',
            'tests/example-feature/server/**/*.test.ts',
            'tests/fuzz/**/*.test.ts',
          ],
          environment: 'node',
          pool: 'forks',
          // One module graph per worker, not per file: each file starts its own server on its
          // own database, so nothing a file needs lives in shared module state, and importing
          // the server once per worker instead of once per file took the server tests' CPU time
          // from 189 s to 116 s on a sample (docs/decisions/0279-test-lanes.md).
          isolate: false,
          testTimeout: 60_000,
          // A file's server start (its database from the migrated template, the app, its seed):
          // seconds alone, over 60 s once at a load of about 10 (seen 2026-11-30).
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The budgets measured on the built embed and host app: `npm test` runs them after its
          // build, beside the end-to-end tests (scripts/test-all.mjs).
          name: 'built',
          include: BUILT_TESTS,
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // The recipe of docs/adding-a-feature.md proven in a copy of the repository: it needs
          // neither the build nor the running product, so `npm test` runs it beside the static
          // checks instead of in the end-to-end tests' one-file-at-a-time queue.
          name: 'scaffold',
          include: [SCAFFOLD_TEST],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: [SCAFFOLD_TEST, NAMED_LIBRARIES_TEST],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          // One module graph for the queue, not one per file: each file imported playwright-core,
          // the contract and the support modules anew (81 s of "import" in a queue of 27 files
          // under load). Each file launches its own browser; the support modules hold no state.
          isolate: false,
          // A test takes up to 26 s in a quiet run, and CI has stretched one test
          // fourfold (a 17 s test over 60 s): the limit is there for a hang, not a slow pass.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The smoke test of the build on real React, styled-components and i18next: its own
          // server serves build/named-libraries (global-setup.ts reads the project's name).
          name: 'named-libraries',
          include: [NAMED_LIBRARIES_TEST],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
