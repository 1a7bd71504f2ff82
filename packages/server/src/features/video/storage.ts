/**
 * Where lesson files are: one small interface over the storage folder, the read-only demo folder
 * and an S3-compatible store, so the stream route and uploads do not care which one holds a key.
 */
import type { Readable } from 'node:stream';
import { DEMO_KEY_PREFIX } from './demo-videos';

export interface VideoObject {
  size: number;
}

/** Inclusive byte positions, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface VideoStorage {
  /** The object's size, or null when the key holds nothing. */
  stat(key: string): Promise<VideoObject | null>;
  /** A stream of the object's bytes (a range of them when given); never the whole in memory. */
  read(key: string, range: ByteRange | null): Promise<Readable>;
  /** Moves a finished local upload under `key` (the file is gone afterwards). */
  put(key: string, file: string, object: VideoObject & { contentType: string }): Promise<void>;
}

/** `demo/*` from the demo folder, everything else from the configured store. */
export function withDemoMedia(demo: VideoStorage, main: VideoStorage): VideoStorage {
  const route = (key: string): [VideoStorage, string] =>
    key.startsWith(DEMO_KEY_PREFIX) ? [demo, key.slice(DEMO_KEY_PREFIX.length)] : [main, key];
  return {
    stat: (key) => {
      const [store, inner] = route(key);
      return store.stat(inner);
    },
    read: (key, range) => {
      const [store, inner] = route(key);
      return store.read(inner, range);
    },
    put: (key, file, object) => {
      const [store, inner] = route(key);
      return store.put(inner, file, object);
    },
  };
}
