#!/usr/bin/env node
// Builds everything `npm start` serves: the libraries (rollup, ESM + types), then the embed
// bundles and the host app when those packages exist.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

function step(title, cmd, args) {
  console.log(`[build] ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`[build] ${title} failed`);
    process.exit(r.status ?? 1);
  }
}

step('libraries (rollup)', 'node_modules/.bin/rollup', ['-c', 'rollup.config.mjs', '--silent']);
if (existsSync('packages/embed/rollup.embed.mjs')) {
  // A fresh folder: chunks of earlier builds would otherwise pile up beside the current ones.
  rmSync('packages/embed/dist', { recursive: true, force: true });
  step('embed bundles (rollup)', 'node_modules/.bin/rollup', [
    '-c',
    'packages/embed/rollup.embed.mjs',
    '--silent',
  ]);
}
if (existsSync('host-app/vite.config.ts')) {
  step('host app (vite)', 'node_modules/.bin/vite', [
    'build',
    '--config',
    'host-app/vite.config.ts',
    '--logLevel',
    'warn',
  ]);
}
// Last: brotli and gzip copies of every text asset, served pre-compressed by the server.
step('pre-compressed copies (brotli, gzip)', 'node', ['scripts/compress-assets.mjs']);
