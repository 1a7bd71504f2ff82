/**
 * PGlite is one process's database: a second process opening the same folder would corrupt
 * it. The server and the admin command line take this lock file; whoever finds it held by a
 * live process stops with a clear message.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirBusyError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by process ${pid}. Stop that process first, ` +
        'or use the admin API while it runs.',
    );
  }
}

/** Takes the lock; answers a function that releases it. */
export function lockPgliteDir(dir: string): () => void {
  const file = join(dir, 'savdo.lock');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
      throw new DataDirBusyError(dir, pid);
    }
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
}
