/**
 * The demo lesson videos, committed in `packages/server/demo-media/` (decision 0173; made by
 * `scripts/make-demo-videos.sh`). Keys under `demo/` are served from that folder, read-only,
 * whatever storage is configured, so the seed's lessons play on a fresh install.
 */
import { fileURLToPath } from 'node:url';

export const DEMO_KEY_PREFIX = 'demo/';

/** Resolved from this file, not the working directory: tests and the CLI run from anywhere. */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('../../../demo-media/', import.meta.url));

export interface DemoVideo {
  key: string;
  durationSeconds: number;
}

/** For the courses seed: each file's key and its length in whole seconds. */
export const DEMO_VIDEOS: readonly DemoVideo[] = [
  { key: 'demo/lesson-01.webm', durationSeconds: 12 },
  { key: 'demo/lesson-02.webm', durationSeconds: 15 },
  { key: 'demo/lesson-03.webm', durationSeconds: 18 },
  { key: 'demo/lesson-04.webm', durationSeconds: 14 },
  { key: 'demo/lesson-05.webm', durationSeconds: 20 },
];
