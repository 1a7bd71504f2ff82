// The streaming upload reader when the temporary file opens late (a loaded machine: the file
// system's thread pool busy): a wrong type refused at the first chunk rejects before the file is
// open, and an unlink made then found nothing, so the file appeared afterwards and stayed behind
// (a server test saw one left in a full run). The reader waits for the file stream to close,
// which follows its open, before it removes the file.
import type * as fs from 'node:fs';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ValidationError } from '../../domain-errors';
import { sniffImageType } from './images';
import { receiveFile } from './receive-file';

const OPEN_DELAY_MS = 50;

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  // Every file stream opens OPEN_DELAY_MS late; writing and closing are the real ones.
  const slow = {
    open: (...args: Parameters<typeof real.open>) => {
      setTimeout(() => (real.open as (...a: unknown[]) => void)(...args), OPEN_DELAY_MS);
    },
    write: real.write,
    writev: real.writev,
    close: real.close,
  };
  return {
    ...real,
    createWriteStream: (path: fs.PathLike, options: Record<string, unknown>) =>
      real.createWriteStream(path, { ...options, fs: slow }),
  };
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'savdo-slow-open-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('a wrong type refused before the temporary file has opened leaves no file behind', async () => {
  const stream = Readable.from([Buffer.alloc(64 * 1024, 0x41)]);
  await expect(
    receiveFile(
      stream,
      {
        maxBytes: 5 * 1024 * 1024,
        sniff: sniffImageType,
        tooLarge: () => new ValidationError('too large'),
        wrongType: () => new ValidationError('not an image'),
      },
      dir,
    ),
  ).rejects.toThrow('not an image');
  // Time for an open still under way to have made its file.
  await new Promise((resolve) => setTimeout(resolve, OPEN_DELAY_MS * 3));
  expect(readdirSync(dir)).toEqual([]);
});
