// The VdoCipher adapter (docs/decisions/0171-lesson-video-delivery.md): with VDOCIPHER_API_SECRET
// set and a lesson's VdoCipher id, playback asks their OTP API, here a stand-in that checks the
// documented request (POST /videos/{id}/otp, `Authorization: Apisecret <secret>`, JSON `{ ttl,
// userId }`), and any failure (4xx, 5xx, a bad answer, a timeout) is a 503 with one message, never
// a 500.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVideoService } from './service';
import { VDOCIPHER_UNAVAILABLE } from './vdocipher';
import { NO_VIDEO, VDOCIPHER_OFF } from './service';
import type { VdoCipherSettings } from './video-config';
import { SECRET, movableClock, videoConfig } from '../../../../../tests/kit/server/video-fixtures';

const API_SECRET = 'vdo-secret-123';
const requests: { path: string; headers: Record<string, unknown>; body: unknown }[] = [];
let server: Server;
let apiUrl = '';

/** Video ids pick the stand-in's behaviour: `ok…`, `e401`, `e404`, `e500`, `garbage`, `slow`. */
function standInVdoCipher(): Server {
  return createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    requests.push({ path: req.url ?? '', headers: req.headers, body });
    const match = /^\/api\/videos\/([^/]+)\/otp$/.exec(req.url ?? '');
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method !== 'POST' || !match) return json(404, { message: 'Not found' });
    if (req.headers.authorization !== `Apisecret ${API_SECRET}`) {
      return json(401, { message: 'Invalid API secret' });
    }
    const id = match[1] ?? '';
    if (id === 'slow') return; // never answers
    if (id === 'e401') return json(401, { message: 'Unauthorized' });
    if (id === 'e404') return json(404, { message: 'Video not found' });
    if (id === 'e500') return json(500, { message: 'Internal' });
    if (id === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>maintenance</html>');
    }
    json(200, { otp: `otp-for-${id}`, playbackInfo: `info-for-${id}` });
  });
}

function settings(overrides: Partial<VdoCipherSettings> = {}): VdoCipherSettings {
  return { apiSecret: API_SECRET, apiUrl, timeoutMs: 300, ...overrides };
}

beforeAll(async () => {
  server = standInVdoCipher();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('VdoCipher adapter', () => {
  it("answers VdoCipher's otp and playbackInfo for a lesson with a VdoCipher id", async () => {
    const clock = movableClock();
    const video = createVideoService(videoConfig({ vdocipher: settings() }), {
      serverSecret: SECRET,
      now: clock.now,
    });
    const otp = await video.playback({
      userId: 42,
      lessonId: 7,
      video: { key: 'demo/lesson-01.webm', vdocipherId: 'ok1234567890abcdef' },
    });
    expect(otp).toEqual({
      provider: 'vdocipher',
      otp: 'otp-for-ok1234567890abcdef',
      playback_info: 'info-for-ok1234567890abcdef',
      stream_url: null,
      expires_at: new Date(clock.now().getTime() + 300_000).toISOString(),
    });
    const sent = requests.at(-1);
    expect(sent?.path).toBe('/api/videos/ok1234567890abcdef/otp');
    expect(sent?.headers.authorization).toBe(`Apisecret ${API_SECRET}`);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({ ttl: 300, userId: '42' });
  });

  it('turns every failure into a 503 with one clear message', async () => {
    const video = createVideoService(videoConfig({ vdocipher: settings() }), {
      serverSecret: SECRET,
    });
    for (const id of ['e401', 'e404', 'e500', 'garbage', 'slow']) {
      const started = Date.now();
      await expect(
        video.playback({ userId: 1, lessonId: 1, video: { key: null, vdocipherId: id } }),
        id,
      ).rejects.toMatchObject({ kind: 'unavailable', message: VDOCIPHER_UNAVAILABLE });
      expect(Date.now() - started, id).toBeLessThan(5000);
    }
    const wrongSecret = createVideoService(
      videoConfig({ vdocipher: settings({ apiSecret: 'wrong' }) }),
      { serverSecret: SECRET },
    );
    await expect(
      wrongSecret.playback({ userId: 1, lessonId: 1, video: { key: null, vdocipherId: 'ok1' } }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    const unreachable = createVideoService(
      videoConfig({ vdocipher: settings({ apiUrl: 'http://127.0.0.1:9/api' }) }),
      { serverSecret: SECRET },
    );
    await expect(
      unreachable.playback({ userId: 1, lessonId: 1, video: { key: null, vdocipherId: 'ok1' } }),
    ).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('plays our own file when VdoCipher is not set up, and says so when there is none', async () => {
    const video = createVideoService(videoConfig(), { serverSecret: SECRET });
    const before = requests.length;
    const otp = await video.playback({
      userId: 1,
      lessonId: 1,
      video: { key: 'demo/lesson-01.webm', vdocipherId: 'ok1' },
    });
    expect(otp.provider).toBe('savdo');
    expect(requests.length).toBe(before);
    await expect(
      video.playback({ userId: 1, lessonId: 1, video: { key: null, vdocipherId: 'ok1' } }),
    ).rejects.toMatchObject({ kind: 'unavailable', message: VDOCIPHER_OFF });
    await expect(
      video.playback({ userId: 1, lessonId: 1, video: { key: null, vdocipherId: null } }),
    ).rejects.toMatchObject({ kind: 'not-found', message: NO_VIDEO });
  });

  it('uses our own file for a lesson without a VdoCipher id even when VdoCipher is set up', async () => {
    const video = createVideoService(videoConfig({ vdocipher: settings() }), {
      serverSecret: SECRET,
    });
    const otp = await video.playback({
      userId: 1,
      lessonId: 1,
      video: { key: 'demo/lesson-02.webm', vdocipherId: null },
    });
    expect(otp.provider).toBe('savdo');
  });
});
