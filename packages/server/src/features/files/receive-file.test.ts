// The streaming upload reader (docs/decisions/0310-uploads-stream-to-storage.md): a right file is
// written whole to a temporary file and kept by a rename; a wrong type is refused at its first
// bytes without the rest being read; an over-size file or a stream that fails (a client that went
// away) is refused, and no temporary file is ever left behind.
import { mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/adapter';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { sweepBodies } from './file-bodies';
import { sniffImageType } from './images';
import {
  keepingFiles,
  receiveFile,
  receiveWhole,
  TEMP_PREFIX,
  type ReceiveChecks,
} from './receive-file';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHUNK = 64 * 1024;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'savdo-receive-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const checks = (maxBytes = 5 * 1024 * 1024): ReceiveChecks<string> => ({
  maxBytes,
  sniff: sniffImageType,
  tooLarge: () => new TooLargeError('too large'),
  wrongType: () => new ValidationError('not an image'),
});

/**
 * A stream of `count` chunks made on demand, the first starting with `head`; `pulled` says how
 * many were asked for. After `failAfter` chunks it fails, as a part does when its client leaves.
 */
function source(head: Buffer, count: number, options: { failAfter?: number } = {}) {
  const state = { pulled: 0 };
  const stream = new Readable({
    read() {
      if (state.pulled === options.failAfter) {
        this.destroy(new Error('premature close'));
        return;
      }
      if (state.pulled === count) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(CHUNK, 7);
      if (state.pulled === 0) head.copy(chunk);
      state.pulled += 1;
      this.push(chunk);
    },
  });
  return { stream, state };
}

const left = () => readdirSync(dir);

describe('receiveFile', () => {
  it('writes a right file whole, judged by its first bytes, and keeps it by a rename', async () => {
    const { stream } = source(PNG_HEAD, 10);
    const file = await receiveFile(stream, checks(), dir);
    expect(file.type).toBe('image/png');
    expect(file.size).toBe(10 * CHUNK);
    expect(readFileSync(file.path).subarray(0, 8)).toEqual(PNG_HEAD);
    await keepingFiles([file], () => file.commit('kept'));
    expect(left()).toEqual(['kept']);
    expect(readFileSync(join(dir, 'kept')).byteLength).toBe(10 * CHUNK);
  });

  it('refuses a wrong type at the first chunk without reading the rest, leaving nothing', async () => {
    const { stream, state } = source(Buffer.from('%PDF-1.7'), 80);
    await expect(receiveFile(stream, checks(), dir)).rejects.toThrow(ValidationError);
    // 80 chunks (5 MB) offered; only the first, and what the streams buffer ahead, were read.
    expect(state.pulled).toBeLessThanOrEqual(3);
    expect(left()).toEqual([]);
  });

  it('refuses an over-size file (413) as soon as it passes the limit, leaving nothing', async () => {
    const { stream, state } = source(PNG_HEAD, 80);
    await expect(receiveFile(stream, checks(4 * CHUNK), dir)).rejects.toThrow(TooLargeError);
    expect(state.pulled).toBeLessThanOrEqual(7);
    expect(left()).toEqual([]);
  });

  it("refuses a file the multipart parser cut at its limit ('limit', truncated)", async () => {
    const stream = new Readable({ read() {} }) as Readable & { truncated?: boolean };
    const pending = receiveFile(stream, checks(), dir);
    stream.push(Buffer.concat([PNG_HEAD, Buffer.alloc(CHUNK)]));
    stream.truncated = true;
    stream.emit('limit');
    stream.push(null);
    await expect(pending).rejects.toThrow(TooLargeError);
    expect(left()).toEqual([]);
  });

  it('a client that leaves mid-upload leaves no temporary file', async () => {
    const { stream } = source(PNG_HEAD, 80, { failAfter: 5 });
    await expect(receiveFile(stream, checks(), dir)).rejects.toThrow('premature close');
    expect(left()).toEqual([]);
  });

  it('an empty file is refused with its own error, or as the wrong type', async () => {
    const empty = () => Readable.from([]);
    await expect(receiveFile(empty(), checks(), dir)).rejects.toThrow('not an image');
    const chosen = { ...checks(), empty: () => new ValidationError('choose one') };
    await expect(receiveFile(empty(), chosen, dir)).rejects.toThrow('choose one');
    expect(left()).toEqual([]);
  });

  it('bodies live in the database: received in the OS temporary folder, read back once', async () => {
    const { stream } = source(PNG_HEAD, 2);
    const file = await receiveFile(stream, checks(), null);
    expect(file.path.startsWith(tmpdir())).toBe(true);
    expect((await file.read()).byteLength).toBe(2 * CHUNK);
    await keepingFiles([file], async () => undefined);
    expect(() => readFileSync(file.path)).toThrow();
  });
});

describe('keepingFiles', () => {
  it('removes a kept body when the write it belongs to fails', async () => {
    const file = await receiveFile(source(PNG_HEAD, 1).stream, checks(), dir);
    await expect(
      keepingFiles([file], async () => {
        await file.commit('row-rolled-back');
        throw new Error('transaction failed');
      }),
    ).rejects.toThrow('transaction failed');
    expect(left()).toEqual([]);
  });
});

describe('receiveWhole (a file parsed, not stored)', () => {
  const tooLarge = () => new TooLargeError('too large');
  it('answers the bytes, an empty file as empty bytes, and refuses an over-size one at once', async () => {
    expect(
      (await receiveWhole(source(Buffer.from('a,b'), 3).stream, CHUNK * 3, tooLarge)).byteLength,
    ).toBe(3 * CHUNK);
    expect((await receiveWhole(Readable.from([]), CHUNK, tooLarge)).byteLength).toBe(0);
    const big = source(Buffer.from('a,b'), 80);
    await expect(receiveWhole(big.stream, 2 * CHUNK, tooLarge)).rejects.toThrow(TooLargeError);
    expect(big.state.pulled).toBeLessThanOrEqual(5);
  });
});

describe('the body sweep', () => {
  it('removes temporary upload files over an hour old (a process died mid-upload), not fresh ones', async () => {
    const stale = join(dir, `${TEMP_PREFIX}stale`);
    writeFileSync(stale, 'x');
    const hoursAgo = (Date.now() - 2 * 3600 * 1000) / 1000;
    utimesSync(stale, hoursAgo, hoursAgo);
    writeFileSync(join(dir, `${TEMP_PREFIX}running`), 'x');
    // No body is named by a file id, so the database is not asked.
    const db = {} as Queryable;
    expect(await sweepBodies(db, dir)).toBe(1);
    expect(left()).toEqual([`${TEMP_PREFIX}running`]);
  });
});
