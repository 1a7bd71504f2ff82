/** What the video tests share: a config in a fresh folder, the demo files, a movable clock. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readVideoConfig, type VideoConfig } from '@savdo/server/features/video/video-config';
import { DEMO_MEDIA_DIR } from '@savdo/server/features/video/demo-videos';
import { TEST_JWT_SECRET } from './helpers';

export const SECRET = TEST_JWT_SECRET;

export function videoConfig(overrides: Partial<VideoConfig> = {}): VideoConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'savdo-video-'));
  return { ...readVideoConfig({}, dataDir), ...overrides };
}

/** The bytes of a committed demo video, e.g. `lesson-02.webm`. */
export function demoBytes(name: string): Buffer {
  return readFileSync(join(DEMO_MEDIA_DIR, name));
}

export function movableClock(start = new Date('2026-11-23T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}
