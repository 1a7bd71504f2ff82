/**
 * One uploaded file streamed to a temporary file, never held whole in memory
 * (docs/decisions/0310-uploads-stream-to-storage.md): its type is judged from its first bytes
 * and its size as it arrives, so a wrong type or an over-size file stops the upload at once.
 * The temporary file sits in the storage folder (so keeping it is a rename in one file system),
 * or in the OS temporary folder when bodies live in the database; every failure removes it.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Names of temporary files in the storage folder; the sweep removes stale ones (file-bodies.ts). */
export const TEMP_PREFIX = '.upload-';

/** The part of an upload the reader needs: a multipart part's stream (busboy's file stream). */
export type UploadStream = Readable & { truncated?: boolean };

export interface ReceiveChecks<T extends string> {
  maxBytes: number;
  /** The type of the file's first bytes, or null when this upload does not take them. */
  sniff(head: Uint8Array): T | null;
  /** How many first bytes `sniff` is given (fewer only when the whole file is shorter). */
  headBytes?: number;
  tooLarge(): Error;
  wrongType(): Error;
  /** An empty file's refusal (null: taken, as empty bytes); without it, the wrong type. */
  empty?(): Error | null;
}

/** A received file, checked and complete, not yet kept anywhere. */
export interface ReceivedFile<T extends string = string> {
  readonly path: string;
  readonly size: number;
  readonly type: T;
  /**
   * Moves the file to `<storage folder>/<id>` (an atomic rename in one folder); only when a
   * storage folder was given.
   */
  commit(id: string): Promise<void>;
  /** The whole file, for a body stored in the database or bytes parsed at once. */
  read(): Promise<Buffer>;
  /** Removes the file wherever it is, kept or not: the write it belonged to failed. */
  discard(): Promise<void>;
  /** Removes the temporary file unless it was kept (commit): the upload's work is over. */
  release(): Promise<void>;
}

const DEFAULT_HEAD = 16;

function tempPath(storageDir: string | null): { dir: string; path: string } {
  const dir = storageDir ?? join(tmpdir(), 'savdo-uploads');
  return { dir, path: join(dir, `${TEMP_PREFIX}${Date.now()}-${randomBytes(8).toString('hex')}`) };
}

/**
 * Streams `source` through `check` into a new file at `path` (which must not exist); when either
 * fails, the file is gone before the error is thrown on. A refusal at the first chunk rejects the
 * pipeline before the file stream has even opened its file (the open waits in the file system's
 * thread pool): an unlink made then finds nothing and the file appears after it. The stream's
 * close follows its open, so the unlink waits for it (decision 0310).
 */
export async function pipeToNewFile(
  source: Readable,
  check: Transform,
  path: string,
  mode = 0o666,
): Promise<void> {
  const out = createWriteStream(path, { flags: 'wx', mode });
  try {
    await pipeline(source, check, out);
  } catch (error) {
    if (!out.closed) await new Promise<void>((closed) => out.once('close', closed));
    await unlink(path).catch(() => undefined);
    throw error;
  }
}

/**
 * Streams `file` to a temporary file under `checks`, answering the received file or throwing the
 * check's own error (nothing left behind). A stream that fails (the client went away) fails it.
 */
export async function receiveFile<T extends string>(
  file: UploadStream,
  checks: ReceiveChecks<T>,
  storageDir: string | null,
): Promise<ReceivedFile<T>> {
  const { dir, path } = tempPath(storageDir);
  const headBytes = checks.headBytes ?? DEFAULT_HEAD;
  let size = 0;
  let head = Buffer.alloc(0);
  let type: T | null = null;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > checks.maxBytes) return done(checks.tooLarge());
      if (type === null) {
        head = Buffer.concat([head, chunk.subarray(0, headBytes - head.length)]);
        // Judged as soon as the head is whole: a wrong type is not read any further.
        if (head.length >= headBytes && !(type = checks.sniff(head)))
          return done(checks.wrongType());
      }
      done(null, chunk);
    },
  });
  // The multipart parser cuts a file at its `limits.fileSize` and says so with 'limit' (and
  // `truncated`, checked at the end for a cut seen before the pipe was laid).
  const onLimit = () => check.destroy(checks.tooLarge());
  try {
    await mkdir(dir, { recursive: true });
    file.once('limit', onLimit);
    await pipeToNewFile(file, check, path, 0o600);
    if (file.truncated) throw checks.tooLarge();
    if (size === 0) {
      const refusal = checks.empty ? checks.empty() : checks.wrongType();
      if (refusal) throw refusal;
    }
    // A file shorter than the head is judged whole.
    type ??= checks.sniff(head);
    if (!type) throw checks.wrongType();
  } catch (error) {
    await unlink(path).catch(() => undefined);
    throw error;
  } finally {
    file.off('limit', onLimit);
  }
  return received(path, size, type, storageDir);
}

function received<T extends string>(
  temp: string,
  size: number,
  type: T,
  storageDir: string | null,
): ReceivedFile<T> {
  let current = temp;
  let kept = false;
  return {
    get path() {
      return current;
    },
    size,
    type,
    async commit(id) {
      if (!storageDir) throw new Error('no storage folder to keep an upload in');
      const target = join(storageDir, id);
      await rename(current, target);
      current = target;
      kept = true;
    },
    read: () => readFile(current),
    async discard() {
      await unlink(current).catch(() => undefined);
    },
    async release() {
      if (!kept) await unlink(current).catch(() => undefined);
    },
  };
}

/**
 * An upload its caller parses whole (a trade statement, a CSV import), stored nowhere: streamed
 * under `maxBytes` to the OS temporary folder, so an over-size file is refused as it passes the
 * limit rather than read to its end, then read back once (the parser needs the whole text) and
 * removed. An empty file is empty bytes: its parser words that refusal.
 */
export async function receiveWhole(
  file: UploadStream,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const received = await receiveFile(
    file,
    {
      maxBytes,
      sniff: () => 'application/octet-stream',
      headBytes: 1,
      tooLarge,
      wrongType: tooLarge,
      empty: () => null,
    },
    null,
  );
  try {
    return await received.read();
  } finally {
    await received.release();
  }
}

/**
 * Runs the write that keeps `files` (the rows and their bodies): when it fails, bodies it already
 * kept are removed with it, so a row and its body appear together or not at all; either way no
 * temporary file is left.
 */
export async function keepingFiles<R>(
  files: readonly ReceivedFile[],
  write: () => Promise<R>,
): Promise<R> {
  try {
    return await write();
  } catch (error) {
    await Promise.all(files.map((f) => f.discard()));
    throw error;
  } finally {
    await Promise.all(files.map((f) => f.release()));
  }
}
