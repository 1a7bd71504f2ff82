#!/usr/bin/env node
// Builds everything `npm start` runs and serves: the reference server as one module (esbuild),
// the libraries (rollup, ESM + types), then the embed bundles and the host app when those
// packages exist, each with brotli and gzip copies.
//
// A step whose inputs have not changed since it last built (a fingerprint of its sources,
// configs, the lockfile and its environment switches) is reused, so a restart serves within
// seconds and a changed source rebuilds only the steps that read it (docs/decisions/0279-test-lanes.md).
// `--force` (or SAVDO_BUILD_FORCE=1) builds every step. `--named-libraries` also builds the
// embed and the host app on real React, styled-components and i18next into
// build/named-libraries/ (docs/decisions/0331-a-build-on-the-named-libraries.md); `npm test`
// runs the end-to-end smoke test against that build.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { compressDir } from './compress-assets.mjs';
import { fingerprint } from './build/fingerprint.mjs';
import { clearStamp, outputsExist, readStamp, writeStamp } from './build/stamps.mjs';
import {
  ADMIN_BUNDLE,
  SERVER_BUNDLE,
  SERVER_BUNDLE_INPUTS,
  bundleServer,
} from './build/server-bundle.mjs';

const force = process.argv.includes('--force') || process.env.SAVDO_BUILD_FORCE === '1';
const named = process.argv.includes('--named-libraries');
const onlyNamed = process.argv.includes('--only-named-libraries');
/** Where the build on the named libraries goes (the server serves it with SAVDO_HOST_APP_DIR
 * and SAVDO_EMBED_DIR). */
const NAMED_DIR = 'build/named-libraries';
const NAMED_SWITCHES = { SAVDO_I18N: 'i18next' };
const LIBRARIES = ['contract', 'core', 'ui', 'widgets'].filter((l) =>
  existsSync(`packages/${l}/src`),
);
const SHARED = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function exec(title, cmd, args, env = {}) {
  // Always a production build, whoever calls: under vitest's NODE_ENV=test the bundlers would pick
  // the libraries' development code (pages several KB heavier) under the same fingerprint.
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (r.status !== 0) {
    console.error(`[build] ${title} failed`);
    process.exit(r.status ?? 1);
  }
}

function compress(dir) {
  const { count, raw, br } = compressDir(dir);
  console.log(
    `[build]   ${dir}: ${count} files compressed, ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
  );
}

/** What the embed and the host app are built from (both their builds: production and named). */
const EMBED_INPUTS = [
  ...LIBRARIES.map((l) => `packages/${l}`),
  'packages/embed',
  'scripts/feature-entries.mjs',
  'scripts/custom-elements.mjs',
  'scripts/compress-assets.mjs',
  ...SHARED,
];
const HOST_INPUTS = [
  ...LIBRARIES.map((l) => `packages/${l}`),
  'host-app',
  'scripts/feature-entries.mjs',
  'scripts/compress-assets.mjs',
  ...SHARED,
];

const steps = [
  {
    // The reference server and its admin command line as modules (npm start and npm run admin
    // run them; scripts/build/server-bundle.mjs).
    id: 'server',
    title: 'server (esbuild)',
    inputs: SERVER_BUNDLE_INPUTS,
    outputs: [SERVER_BUNDLE, ADMIN_BUNDLE],
    build: () => bundleServer(),
  },
  {
    id: 'libraries',
    title: 'libraries (rollup)',
    inputs: [...LIBRARIES.map((l) => `packages/${l}`), 'rollup.config.mjs', ...SHARED],
    env: ['SAVDO_PACKAGES'],
    outputs: LIBRARIES.map((l) => `packages/${l}/dist/index.js`),
    build() {
      exec(this.title, 'node_modules/.bin/rollup', ['-c', 'rollup.config.mjs', '--silent']);
    },
  },
  {
    id: 'embed',
    title: 'embed bundles (rollup)',
    present: existsSync('packages/embed/rollup.embed.mjs'),
    inputs: EMBED_INPUTS,
    env: ['SAVDO_EMBED_RUNTIME', 'SAVDO_EMBED_STYLING', 'SAVDO_EMBED_OUT', 'SAVDO_I18N'],
    // Built elsewhere on request: nothing here tells whether that folder is current.
    reusable: !process.env.SAVDO_EMBED_OUT,
    outputs: ['packages/embed/dist/v1/savdo.js', 'packages/embed/dist/custom-elements.json'],
    build() {
      // A fresh folder: chunks of earlier builds would otherwise pile up beside the current ones.
      rmSync('packages/embed/dist', { recursive: true, force: true });
      exec(this.title, 'node_modules/.bin/rollup', [
        '-c',
        'packages/embed/rollup.embed.mjs',
        '--silent',
      ]);
      compress('packages/embed/dist');
    },
  },
  {
    id: 'host-app',
    title: 'host app (vite)',
    present: existsSync('host-app/vite.config.ts'),
    inputs: HOST_INPUTS,
    env: ['SAVDO_HOST_STYLING', 'SAVDO_HOST_RUNTIME', 'SAVDO_HOST_OUT', 'SAVDO_I18N'],
    // Built elsewhere on request: nothing here tells whether that folder is current.
    reusable: !process.env.SAVDO_HOST_OUT,
    outputs: ['host-app/dist/index.html'],
    build() {
      exec(this.title, 'node_modules/.bin/vite', [
        'build',
        '--config',
        'host-app/vite.config.ts',
        '--logLevel',
        'warn',
      ]);
      compress('host-app/dist');
    },
  },
  {
    id: 'embed-named',
    title: 'embed on React, styled-components, i18next (rollup)',
    present: (named || onlyNamed) && existsSync('packages/embed/rollup.embed.mjs'),
    inputs: EMBED_INPUTS,
    switches: {
      ...NAMED_SWITCHES,
      SAVDO_EMBED_RUNTIME: 'react',
      SAVDO_EMBED_STYLING: 'styled-components',
      SAVDO_EMBED_OUT: `${NAMED_DIR}/embed/v1`,
    },
    outputs: [`${NAMED_DIR}/embed/v1/savdo.js`],
    build() {
      rmSync(`${NAMED_DIR}/embed`, { recursive: true, force: true });
      exec(
        this.title,
        'node_modules/.bin/rollup',
        ['-c', 'packages/embed/rollup.embed.mjs', '--silent'],
        this.switches,
      );
    },
  },
  {
    id: 'host-app-named',
    title: 'host app on React, styled-components, i18next (vite)',
    present: (named || onlyNamed) && existsSync('host-app/vite.config.ts'),
    inputs: HOST_INPUTS,
    switches: {
      ...NAMED_SWITCHES,
      SAVDO_HOST_RUNTIME: 'react',
      SAVDO_HOST_STYLING: 'styled-components',
      SAVDO_HOST_OUT: `${NAMED_DIR}/host-app`,
    },
    outputs: [`${NAMED_DIR}/host-app/index.html`],
    build() {
      exec(
        this.title,
        'node_modules/.bin/vite',
        ['build', '--config', 'host-app/vite.config.ts', '--logLevel', 'warn'],
        this.switches,
      );
    },
  },
];

const startedAll = Date.now();
const chosen = steps.filter((s) => s.present !== false && (!onlyNamed || s.id.endsWith('-named')));
for (const step of chosen) {
  const started = Date.now();
  const { hash, files } = fingerprint(step.inputs, step.env, step.switches);
  const reusable = step.reusable !== false && !force;
  if (reusable && readStamp(step.id) === hash && outputsExist(step.outputs)) {
    console.log(
      `[build] ${step.title}: unchanged (${files} input files), reused (${seconds(Date.now() - started)})`,
    );
    continue;
  }
  console.log(`[build] ${step.title} …`);
  clearStamp(step.id);
  await step.build();
  if (step.reusable !== false) writeStamp(step.id, hash);
  console.log(`[build] ${step.title}: built (${seconds(Date.now() - started)})`);
}
console.log(`[build] done (${seconds(Date.now() - startedAll)})`);
