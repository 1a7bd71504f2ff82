#!/usr/bin/env node
// `npm start` twice on one temporary database: the first start builds what changed and seeds the
// demo data, the restart reuses the build (scripts/build.mjs) and finds the seed in place. Prints
// each start's time until the host app answers, against the target: a restart serves within 10 s
// (docs/decisions/0279-test-lanes.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../kit/free-port.mjs';

const TARGET_RESTART_S = 10;

async function startOnce(dataDir, port, partnerPort) {
  const started = Date.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      SAVDO_DATA_DIR: dataDir,
      PORT: String(port),
      PARTNER_PORT: String(partnerPort),
      LOG_LEVEL: 'warn',
    },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const deadline = Date.now() + 600_000;
  let seconds = null;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) {
        seconds = (Date.now() - started) / 1000;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  if (seconds === null) throw new Error(`npm start did not serve /:\n${out}`);
  const build = out.match(/\[build\] done \(([\d.]+) s\)/)?.[1] ?? '?';
  const ready = out.match(/Ready in [^\n]*/)?.[0] ?? '';
  return { seconds, build, ready };
}

const dataDir = mkdtempSync(join(tmpdir(), 'savdo-restart-bench-'));
try {
  const port = await freePort();
  const partnerPort = await freePort();
  const first = await startOnce(dataDir, port, partnerPort);
  const restart = await startOnce(dataDir, port, partnerPort);
  console.log('| start | serves / after | of which build | server steps |');
  console.log('| --- | --- | --- | --- |');
  for (const [name, r] of [
    ['first (build if changed, seed)', first],
    ['restart', restart],
  ]) {
    console.log(`| ${name} | ${r.seconds.toFixed(1)} s | ${r.build} s | ${r.ready} |`);
  }
  const ok = restart.seconds <= TARGET_RESTART_S;
  console.log(
    `restart: ${restart.seconds.toFixed(1)} s (target ≤ ${TARGET_RESTART_S} s) ${ok ? 'ok' : 'MISSED'}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
