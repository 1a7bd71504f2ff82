#!/usr/bin/env node
// `npm start`: builds what the product serves (reusing every step whose inputs have not
// changed: scripts/build.mjs), then runs the reference server (API, host app, embed bundles,
// demo pages) on the embedded database with the demo seed. The server prints each start-up
// step's time and the total since this script began.
import { spawn, spawnSync } from 'node:child_process';
import { SERVER_BUNDLE } from './build/server-bundle.mjs';

const startAt = Date.now();

const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The server as the build bundled it (scripts/build/server-bundle.mjs): it starts seconds sooner
// than its sources through tsx; stack traces still name the TypeScript lines.
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  stdio: 'inherit',
  // Development: with no mail server, reset and verification links go to the log (F11).
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    SAVDO_SEED: process.env.SAVDO_SEED ?? 'demo',
    SAVDO_START_AT: String(startAt),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
