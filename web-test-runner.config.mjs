// Browser tests in Debian's Chromium, driven by playwright-core (no browser download).
// React 19 ships CommonJS, which the dev server cannot serve unbundled, so each test file is
// bundled with esbuild on request (docs/decisions/0001-toolchain.md).
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/kit/chromium.mjs';

/** Bundles every requested test file (and what it imports) into one ESM module. */
function bundleTestFiles() {
  return {
    name: 'savdo-bundle-test-files',
    async serve(context) {
      const testFile =
        context.path.startsWith('/tests/browser/') || /\.browser\.test\.tsx?$/.test(context.path);
      if (!testFile || !/\.tsx?$/.test(context.path)) return;
      const result = await build({
        entryPoints: [`.${context.path}`],
        bundle: true,
        format: 'esm',
        write: false,
        sourcemap: 'inline',
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

/** Writes the totals for scripts/test-all.mjs, which sums every suite into one line. */
function countsReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      // Names of what failed, so the summary (the tail CI shows) says which test it was.
      const failures = [];
      const walk = (suite, file, path) => {
        for (const t of suite.tests) {
          if (t.passed) passed += 1;
          else {
            failed += 1;
            failures.push(`${file} > ${[...path, t.name].join(' > ')}: ${t.error?.message ?? ''}`);
          }
        }
        for (const s of suite.suites) walk(s, file, [...path, s.name]);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults, session.testFile, []);
        // A test file that failed to load has no results but must still count as a failure.
        else if (!session.passed) {
          failed += 1;
          failures.push(`${session.testFile}: ${session.errors?.[0]?.message ?? 'failed to load'}`);
        }
      }
      if (process.env.SAVDO_WTR_SUMMARY) {
        writeFileSync(process.env.SAVDO_WTR_SUMMARY, JSON.stringify({ passed, failed, failures }));
      }
    },
  };
}

export default {
  // Cross-feature browser tests in tests/browser; a widget's own beside it (*.browser.test.tsx).
  files: [
    'tests/browser/**/*.test.{ts,tsx}',
    'packages/*/src/**/*.browser.test.{ts,tsx}',
    'host-app/src/**/*.browser.test.{ts,tsx}',
  ],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  plugins: [bundleTestFiles()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html><html><head>
    <script>window.process = { env: { NODE_ENV: 'development' } };</script>
  </head><body><script type="module" src="${testFramework}"></script></body></html>`,
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countsReporter()],
};
