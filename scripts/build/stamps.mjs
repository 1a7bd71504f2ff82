// Where a build step notes the fingerprint it was built from. Kept under node_modules/.cache
// (never served, never committed), one file per step and per checkout: a temporary copy of the
// repository that links this node_modules keeps stamps of its own.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'node_modules/.cache/savdo-build';
const checkout = createHash('sha1').update(process.cwd()).digest('hex').slice(0, 12);
const stampPath = (step) => join(dir, `${checkout}-${step}.json`);

/** The fingerprint the step's output was last built from, or null. */
export function readStamp(step) {
  try {
    return JSON.parse(readFileSync(stampPath(step), 'utf8')).hash ?? null;
  } catch {
    return null;
  }
}

export function writeStamp(step, hash) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(stampPath(step), JSON.stringify({ hash, at: new Date().toISOString() }));
}

/** Forgets a step's stamp before it builds: a build stopped half-way is never reused. */
export function clearStamp(step) {
  rmSync(stampPath(step), { force: true });
}

/** Whether every file the step must leave behind is there. */
export function outputsExist(outputs) {
  return outputs.every((file) => existsSync(file));
}
