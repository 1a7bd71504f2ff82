/**
 * Lesson files in a folder (default `.data/videos`), or the read-only demo folder. A key maps to
 * a path under the folder only when it is a valid key (video-keys.ts) and its resolved path
 * stays inside the folder; anything else reads as missing.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, relative, resolve, sep, isAbsolute } from 'node:path';
import type { Readable } from 'node:stream';
import { ForbiddenError } from '../../domain-errors';
import type { VideoStorage } from './storage';
import { isVideoKey } from './video-keys';

/** The file of a key inside `root`, or null when the key is not allowed. */
export function pathOfKey(root: string, key: string): string | null {
  if (!isVideoKey(key)) return null;
  const path = resolve(root, key);
  const rel = relative(root, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) {
    return null;
  }
  return path;
}

export function folderStorage(root: string, options: { readOnly?: boolean } = {}): VideoStorage {
  const base = resolve(root);
  return {
    async stat(key) {
      const path = pathOfKey(base, key);
      if (!path) return null;
      try {
        const info = await stat(path);
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },
    async read(key, range) {
      const path = pathOfKey(base, key);
      if (!path) throw new Error(`not a video key: ${key}`);
      return createReadStream(
        path,
        range ? { start: range.start, end: range.end } : {},
      ) as Readable;
    },
    async put(key, file) {
      if (options.readOnly) throw new ForbiddenError('The demo videos cannot be replaced');
      const path = pathOfKey(base, key);
      if (!path) throw new Error(`not a video key: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      try {
        await rename(file, path);
      } catch (error) {
        // The upload folder is on another file system: copy, then remove.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(file, path);
        await unlink(file);
      }
    },
  };
}
