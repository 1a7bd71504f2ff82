// Storage keys (no path traversal: `..`, absolute paths, anything outside the folder), the
// read-only demo folder, uploads streamed into the folder with a size limit and only WebM or MP4
// (by their first bytes), and the video settings read from the environment.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createVideoService } from './service';
import { folderStorage, pathOfKey } from './folder-storage';
import { isVideoKey, sniffVideoType } from './video-keys';
import { DEMO_MEDIA_DIR } from './demo-videos';
import { EMPTY_VIDEO, NOT_A_VIDEO } from './receive-upload';
import { readVideoConfig } from './video-config';
import { SECRET, demoBytes, videoConfig } from '../../../../../tests/kit/server/video-fixtures';

const HOSTILE_KEYS = [
  '../secret.webm',
  'lessons/../../secret.webm',
  'demo/../../package.json',
  'demo/../../../../etc/passwd.webm',
  '/etc/lesson.webm',
  'C:\\videos\\a.webm',
  'lessons\\..\\a.webm',
  '.hidden.webm',
  'lessons/./a.webm',
  'lessons//a.webm',
  'lessons/a.webm/',
  'lessons/a.txt',
  'lessons/a',
  '',
  'a\u0000.webm',
  `${'a/'.repeat(20)}a.webm`,
  'lessons/%2e%2e/a.webm',
];

function upload(chunks: Buffer[], contentType = 'video/webm', filename = 'lesson.webm') {
  return { folder: 'lessons/4', file: Readable.from(chunks), filename, contentType };
}

describe('storage keys', () => {
  it('refuses traversal, absolute paths and anything not a plain video path', () => {
    for (const key of HOSTILE_KEYS) {
      expect(isVideoKey(key), key).toBe(false);
      expect(pathOfKey('/srv/videos', key), key).toBeNull();
    }
    expect(isVideoKey('lessons/4/abc-1.webm')).toBe(true);
    expect(isVideoKey('demo/lesson-01.webm')).toBe(true);
    expect(pathOfKey('/srv/videos', 'lessons/4/a.mp4')).toBe('/srv/videos/lessons/4/a.mp4');
  });

  it('never reads outside the folder, whatever the key', async () => {
    const config = videoConfig();
    const video = createVideoService(config, { serverSecret: SECRET });
    for (const key of HOSTILE_KEYS) {
      await expect(
        video.playback({ userId: 1, lessonId: 1, video: { key, vdocipherId: null } }),
        key,
      ).rejects.toMatchObject({ kind: 'not-found' });
    }
    expect(await folderStorage(config.dir).stat('../../package.json')).toBeNull();
  });

  it('keeps the demo folder read-only', async () => {
    const demo = folderStorage(DEMO_MEDIA_DIR, { readOnly: true });
    await expect(
      demo.put('lesson-01.webm', '/nonexistent', { size: 1, contentType: 'video/webm' }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect((await demo.stat('lesson-01.webm'))?.size).toBe(demoBytes('lesson-01.webm').length);
  });
});

describe('uploads', () => {
  it('streams a WebM upload into the folder under a new key and keeps nothing else', async () => {
    const config = videoConfig();
    const video = createVideoService(config, { serverSecret: SECRET });
    const bytes = demoBytes('lesson-02.webm');
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7000) }, (_, i) =>
      bytes.subarray(i * 7000, (i + 1) * 7000),
    );
    const stored = await video.store(upload(chunks, 'application/octet-stream'));
    expect(stored).toMatchObject({ size: bytes.length, contentType: 'video/webm' });
    expect(stored.key).toMatch(/^lessons\/4\/[a-z0-9-]+\.webm$/);
    expect(readFileSync(join(config.dir, stored.key)).equals(bytes)).toBe(true);
    expect(readdirSync(join(config.dir, '.incoming'))).toEqual([]);
    // It plays like any other file.
    const otp = await video.playback({
      userId: 1,
      lessonId: 4,
      video: { key: stored.key, vdocipherId: null },
    });
    expect(otp.provider).toBe('savdo');
  });

  it('takes MP4 by its ftyp box and names it .mp4', async () => {
    const config = videoConfig();
    const video = createVideoService(config, { serverSecret: SECRET });
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(2000, 1),
    ]);
    expect(sniffVideoType(mp4)).toBe('video/mp4');
    const stored = await video.store(upload([mp4], 'video/mp4', 'a.mp4'));
    expect(stored.key.endsWith('.mp4')).toBe(true);
    expect(stored.contentType).toBe('video/mp4');
  });

  it('stops an upload over the limit at once (413) and keeps nothing', async () => {
    const config = videoConfig({ maxBytes: 1024 * 1024 });
    const video = createVideoService(config, { serverSecret: SECRET });
    const bytes = demoBytes('lesson-02.webm');
    let produced = 0;
    // An endless source: the upload must stop reading soon after the limit.
    const endless = new Readable({
      read() {
        produced += 16_384;
        this.push(bytes.subarray(0, 16_384));
      },
    });
    await expect(
      video.store({
        folder: 'lessons/4',
        file: endless,
        filename: 'big.webm',
        contentType: 'video/webm',
      }),
    ).rejects.toMatchObject({ kind: 'too-large', message: 'The video is too large: at most 1 MB' });
    expect(produced).toBeLessThan(1024 * 1024 + 200_000);
    expect(readdirSync(join(config.dir, '.incoming'))).toEqual([]);
    expect(existsSync(join(config.dir, 'lessons'))).toBe(false);
  });

  it('refuses what is not a WebM or MP4 video, whatever it claims to be', async () => {
    const config = videoConfig();
    const video = createVideoService(config, { serverSecret: SECRET });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const [chunks, type] of [
      [[png], 'video/webm'],
      [[Buffer.from('<html>not a video</html>')], 'video/mp4'],
      [[demoBytes('lesson-01.webm')], 'image/png'],
      [[demoBytes('lesson-01.webm')], 'text/html'],
    ] as const) {
      await expect(video.store(upload([...chunks], type))).rejects.toMatchObject({
        kind: 'invalid',
        message: NOT_A_VIDEO,
      });
    }
    await expect(video.store(upload([]))).rejects.toMatchObject({
      kind: 'invalid',
      message: EMPTY_VIDEO,
    });
    expect(existsSync(join(config.dir, 'lessons'))).toBe(false);
  });
});

describe('video settings', () => {
  it('defaults to a folder under the data folder, 300 s tokens, 500 MB uploads', () => {
    const config = readVideoConfig({}, '/data');
    expect(config).toEqual({
      dir: '/data/videos',
      tokenTtlSeconds: 300,
      maxBytes: 500 * 1024 * 1024,
      vdocipher: null,
      s3: null,
    });
  });

  it('reads VdoCipher and S3, and refuses half a setting', () => {
    const config = readVideoConfig(
      {
        VIDEO_DIR: '/srv/videos',
        VIDEO_TOKEN_TTL_SECONDS: '120',
        VIDEO_MAX_BYTES: '1000000',
        VDOCIPHER_API_SECRET: 's',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 'x',
      },
      '/data',
    );
    expect(config.dir).toBe('/srv/videos');
    expect(config.tokenTtlSeconds).toBe(120);
    expect(config.vdocipher).toEqual({
      apiSecret: 's',
      apiUrl: 'https://dev.vdocipher.com/api',
      timeoutMs: 10_000,
    });
    expect(config.s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'b',
      region: 'us-east-1',
    });
    expect(() => readVideoConfig({ S3_BUCKET: 'b' }, '/data')).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => readVideoConfig({ S3_ENDPOINT: 'http://x' }, '/data')).toThrow(/S3_BUCKET/);
    expect(() => readVideoConfig({ VIDEO_TOKEN_TTL_SECONDS: '5' }, '/data')).toThrow(/at least 30/);
    expect(() =>
      readVideoConfig(
        { NODE_ENV: 'production', VDOCIPHER_API_SECRET: 's', VDOCIPHER_API_URL: 'http://x/api' },
        '/data',
      ),
    ).toThrow(/https/);
  });
});
