// Self-hosted playback (decision 0172): the signed token (valid, expired, tampered,
// another lesson's, malformed: 403, never 500) and GET /course/video/{token} with HTTP range
// requests on the committed demo media and a file in the storage folder.
import { createHmac } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoOtp } from '@savdo/contract';
import { createVideoService } from './service';
import { DEMO_MEDIA_DIR, DEMO_VIDEOS } from './demo-videos';
import {
  TOKEN_EXPIRED,
  TOKEN_INVALID,
  playbackTokenKey,
  signPlaybackToken,
} from './playback-token';
import { startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  SECRET,
  demoBytes,
  movableClock,
  videoConfig,
} from '../../../../../tests/kit/server/video-fixtures';

const clock = movableClock();
const config = videoConfig();
const video = createVideoService(config, { serverSecret: SECRET, now: clock.now });
const lesson2 = demoBytes('lesson-02.webm');
const SIZE = lesson2.length;
let server: TestServer;
const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  server = await startTestServer({}, { video, logger: pino({ level: 'info' }, sink) });
});
afterAll(async () => {
  await server?.close();
  rmSync(config.dir, { recursive: true, force: true });
});

function otpFor(lessonId: number, key: string, userId = 1): Promise<VideoOtp> {
  return video.playback({ userId, lessonId, video: { key, vdocipherId: null } });
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(new URL(path, server.baseUrl), { headers, method });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

const messageOf = (body: Buffer) =>
  (JSON.parse(body.toString('utf8')) as { message: string }).message;

describe('playback tokens', () => {
  it('answers a token, a stream URL and what the player needs', async () => {
    const otp = await otpFor(2, 'demo/lesson-02.webm');
    expect(otp.provider).toBe('savdo');
    expect(otp.stream_url).toBe(`/api/v1/course/video/${otp.otp}`);
    expect(otp.expires_at).toBe(new Date(clock.now().getTime() + 300_000).toISOString());
    const info = JSON.parse(Buffer.from(otp.playback_info, 'base64').toString('utf8'));
    expect(info).toMatchObject({
      provider: 'savdo',
      stream_url: otp.stream_url,
      content_type: 'video/webm',
      size: SIZE,
      duration_seconds: 15,
    });
    // The token is not the server's secret, nor signed with it.
    expect(otp.otp).not.toContain(SECRET);
    const res = await get(otp.stream_url as string);
    expect(res.status).toBe(200);
    expect(res.body.equals(lesson2)).toBe(true);
  });

  it('starts a playback only within the TTL, and goes on serving ranges after it', async () => {
    const otp = await otpFor(2, 'demo/lesson-02.webm');
    const url = otp.stream_url as string;
    clock.advance(299);
    expect((await get(url, { range: 'bytes=0-' })).status).toBe(206);
    clock.advance(2);
    // Past the TTL: the first byte (a new playback) is refused, a playback under way goes on.
    const restart = await get(url, { range: 'bytes=0-' });
    expect(restart.status).toBe(403);
    expect(messageOf(restart.body)).toBe(TOKEN_EXPIRED);
    expect((await get(url)).status).toBe(403);
    expect((await get(url, { range: 'bytes=4096-8191' })).status).toBe(206);
    // 300 s to start, then twice the lesson, at least 10 minutes: 900 s in all for 15 s.
    clock.advance(900 - 301 - 1);
    expect((await get(url, { range: 'bytes=4096-8191' })).status).toBe(206);
    clock.advance(1);
    const late = await get(url, { range: 'bytes=4096-8191' });
    expect(late.status).toBe(403);
    expect(messageOf(late.body)).toBe(TOKEN_EXPIRED);
  });

  it('gives a longer lesson a longer playback window', async () => {
    const otp = await video.playback({
      userId: 1,
      lessonId: 9,
      video: { key: 'demo/lesson-01.webm', vdocipherId: null },
      durationSeconds: 1800,
    });
    const info = JSON.parse(Buffer.from(otp.playback_info, 'base64').toString('utf8'));
    const window = (Date.parse(info.plays_until) - clock.now().getTime()) / 1000;
    expect(window).toBe(300 + 3600);
  });

  it('refuses a tampered token, and one lesson token never opens another file', async () => {
    const one = (await otpFor(1, 'demo/lesson-01.webm')).otp;
    const two = (await otpFor(2, 'demo/lesson-02.webm')).otp;
    const [payload1 = '', signature1 = ''] = one.split('.');
    const [payload2 = ''] = two.split('.');
    // Lesson 2's claims under lesson 1's signature.
    const swapped = await get(`/api/v1/course/video/${payload2}.${signature1}`);
    expect(swapped.status).toBe(403);
    expect(messageOf(swapped.body)).toBe(TOKEN_INVALID);
    // The payload edited to name another key, the signature kept.
    const claims = JSON.parse(Buffer.from(payload1, 'base64url').toString('utf8'));
    const edited = Buffer.from(JSON.stringify({ ...claims, k: 'demo/lesson-05.webm' })).toString(
      'base64url',
    );
    expect((await get(`/api/v1/course/video/${edited}.${signature1}`)).status).toBe(403);
    // A flipped signature character.
    const flipped = signature1.startsWith('A')
      ? `B${signature1.slice(1)}`
      : `A${signature1.slice(1)}`;
    expect((await get(`/api/v1/course/video/${payload1}.${flipped}`)).status).toBe(403);
    // Each token opens exactly its own file.
    const first = await get(`/api/v1/course/video/${one}`);
    expect(first.body.equals(demoBytes('lesson-01.webm'))).toBe(true);
  });

  it('refuses tokens signed with the server secret itself or by another server', async () => {
    const claims = {
      userId: 1,
      lessonId: 2,
      key: 'demo/lesson-02.webm',
      startBy: Math.floor(clock.now().getTime() / 1000) + 300,
      until: Math.floor(clock.now().getTime() / 1000) + 900,
    };
    const withSecret = signPlaybackToken(Buffer.from(SECRET), claims);
    const otherServer = signPlaybackToken(
      playbackTokenKey('another-server-secret-0123456789-xx'),
      claims,
    );
    const ours = signPlaybackToken(playbackTokenKey(SECRET), claims);
    expect((await get(`/api/v1/course/video/${withSecret}`)).status).toBe(403);
    expect((await get(`/api/v1/course/video/${otherServer}`)).status).toBe(403);
    expect((await get(`/api/v1/course/video/${ours}`)).status).toBe(200);
  });

  it('answers 403 with a clear message to malformed tokens, never a 500', async () => {
    const ours = (await otpFor(2, 'demo/lesson-02.webm')).otp;
    const [, signature = ''] = ours.split('.');
    const key = playbackTokenKey(SECRET);
    const signed = (payload: string) =>
      `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    const cases = [
      'abc',
      'a.b',
      '.',
      `${'x'.repeat(5000)}.${signature}`,
      `${ours}.extra`,
      encodeURIComponent('päyload.sig'),
      signed(Buffer.from('not json').toString('base64url')),
      signed(Buffer.from('null').toString('base64url')),
      signed(Buffer.from('{"v":2}').toString('base64url')),
      signed(
        Buffer.from(
          JSON.stringify({ v: 1, u: 1, l: 1, k: '../../package.json', s: 9e9, e: 9e9 }),
        ).toString('base64url'),
      ),
      signed(
        Buffer.from(
          JSON.stringify({ v: 1, u: '1', l: 1, k: 'demo/lesson-01.webm', s: 9e9, e: 9e9 }),
        ).toString('base64url'),
      ),
    ];
    for (const token of cases) {
      const res = await get(`/api/v1/course/video/${token}`);
      expect(res.status, token.slice(0, 60)).toBe(403);
      expect(messageOf(res.body)).toBe(TOKEN_INVALID);
    }
  });

  it('answers 404 when the file behind a valid token is gone', async () => {
    const dir = join(config.dir, 'lessons', '77');
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(DEMO_MEDIA_DIR, 'lesson-03.webm'), join(dir, 'gone.webm'));
    const otp = await otpFor(77, 'lessons/77/gone.webm');
    rmSync(join(dir, 'gone.webm'));
    expect((await get(otp.stream_url as string)).status).toBe(404);
    await expect(otpFor(77, 'lessons/77/gone.webm')).rejects.toThrow('video file is missing');
  });
});

describe('range requests', () => {
  let url = '';
  beforeAll(async () => {
    url = (await otpFor(2, 'demo/lesson-02.webm')).stream_url as string;
  });

  it('serves the whole file with 200 when no range is asked', async () => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('content-length')).toBe(String(SIZE));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.equals(lesson2)).toBe(true);
  });

  it('serves the first bytes, a middle range, an open range and a suffix with 206', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-66535', 1000, 66535],
      ['bytes=5000-', 5000, SIZE - 1],
      ['bytes=-500', SIZE - 500, SIZE - 1],
      [`bytes=100-${SIZE + 1000}`, 100, SIZE - 1],
      [`bytes=-${SIZE * 2}`, 0, SIZE - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(url, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(res.body.equals(lesson2.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the size for a range past the end', async () => {
    for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`, 'bytes=-0']) {
      const res = await get(url, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range'), range).toBe(`bytes */${SIZE}`);
    }
  });

  it('answers several ranges, other units and malformed headers with the whole file', async () => {
    for (const range of ['bytes=0-10,20-30', 'items=0-5', 'bytes=abc', 'bytes=10-5', 'bytes=-']) {
      const res = await get(url, { range });
      expect(res.status, range).toBe(200);
      expect(res.body.length, range).toBe(SIZE);
    }
  });

  it('answers HEAD with the size and no body, and never compresses', async () => {
    const head = await get(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(SIZE));
    expect(head.body.length).toBe(0);
    const res = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.body.equals(lesson2)).toBe(true);
  });

  it('serves a file from the storage folder the same way', async () => {
    mkdirSync(join(config.dir, 'lessons', '5'), { recursive: true });
    copyFileSync(join(DEMO_MEDIA_DIR, 'lesson-04.webm'), join(config.dir, 'lessons/5/a.webm'));
    const otp = await otpFor(5, 'lessons/5/a.webm');
    const res = await get(otp.stream_url as string, { range: 'bytes=0-65535' });
    expect(res.status).toBe(206);
    expect(res.body.equals(demoBytes('lesson-04.webm').subarray(0, 65536))).toBe(true);
  });

  it('lists every demo video with its real length', () => {
    expect(DEMO_VIDEOS.length).toBeGreaterThanOrEqual(4);
    for (const demo of DEMO_VIDEOS) {
      const bytes = demoBytes(demo.key.replace('demo/', ''));
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(demo.durationSeconds).toBeGreaterThanOrEqual(12);
      expect(demo.durationSeconds).toBeLessThanOrEqual(20);
    }
  });
});

describe('the request log', () => {
  it('names the route of a stream request, never its token', async () => {
    const otp = await otpFor(3, 'demo/lesson-03.webm');
    await get(otp.stream_url as string, { range: 'bytes=0-9' });
    const lines = logLines.filter((line) => line.includes('/course/video/'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes('"path":"/api/v1/course/video/*"'))).toBe(true);
    expect(logLines.some((line) => line.includes(otp.otp.slice(0, 40)))).toBe(false);
    // Nor any other token of this file's requests (the 403s and 404s included).
    expect(logLines.filter((line) => /\/course\/video\/(?!\*)/.test(line))).toEqual([]);
  });
});
