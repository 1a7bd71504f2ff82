// Lesson files in an S3-compatible store through @aws-sdk/client-s3 (decision 0174), against a
// small stand-in S3 server written here: PutObject, HeadObject and GetObject with Range on
// path-style addresses, each request checked for a SigV4 signature with our access key.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVideoService } from './service';
import { STORE_UNAVAILABLE } from './s3-storage';
import type { S3Settings } from './video-config';
import { SECRET, demoBytes, videoConfig } from '../../../../../tests/kit/server/video-fixtures';

interface StoredObject {
  body: Buffer;
  contentType: string;
}

const objects = new Map<string, StoredObject>();
const seen: { method: string; path: string; range: string | null }[] = [];
let server: Server;
let endpoint = '';

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Just enough of S3: /{bucket}/{key} with PUT, HEAD and GET (one `bytes=a-b` range). */
function standInS3(): Server {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.test');
    seen.push({ method: req.method ?? '', path: url.pathname, range: req.headers.range ?? null });
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=test-access-key/')) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      return res.end('<Error><Code>AccessDenied</Code></Error>');
    }
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== 'lessons-bucket') {
      res.writeHead(404, { 'content-type': 'application/xml' });
      return res.end('<Error><Code>NoSuchBucket</Code></Error>');
    }
    if (req.method === 'PUT') {
      const body = await bodyOf(req);
      if (Number(req.headers['content-length']) !== body.length) {
        res.writeHead(400);
        return res.end();
      }
      objects.set(key, { body, contentType: String(req.headers['content-type']) });
      res.writeHead(200, { etag: '"x"' });
      return res.end();
    }
    const object = objects.get(key);
    if (!object) {
      res.writeHead(404, { 'content-type': 'application/xml' });
      return res.end(
        req.method === 'HEAD'
          ? undefined
          : '<Error><Code>NoSuchKey</Code><Message>no</Message></Error>',
      );
    }
    const size = object.body.length;
    const headers = { 'content-type': object.contentType, 'accept-ranges': 'bytes' };
    if (req.method === 'HEAD') {
      res.writeHead(200, { ...headers, 'content-length': String(size) });
      return res.end();
    }
    const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (match) {
      const start = Number(match[1]);
      const end = Math.min(Number(match[2]), size - 1);
      res.writeHead(206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': String(end - start + 1),
      });
      return res.end(object.body.subarray(start, end + 1));
    }
    res.writeHead(200, { ...headers, 'content-length': String(size) });
    res.end(object.body);
  });
}

function s3Settings(overrides: Partial<S3Settings> = {}): S3Settings {
  return {
    endpoint,
    bucket: 'lessons-bucket',
    region: 'us-east-1',
    accessKeyId: 'test-access-key',
    secretAccessKey: 'test-secret-key',
    ...overrides,
  };
}

beforeAll(async () => {
  server = standInS3();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('S3-compatible storage', () => {
  it('stores an upload with PutObject, plays it with HeadObject and ranged GetObject', async () => {
    const video = createVideoService(videoConfig({ s3: s3Settings() }), { serverSecret: SECRET });
    const bytes = demoBytes('lesson-03.webm');
    const stored = await video.store({
      folder: 'lessons/12',
      file: Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
      filename: 'intro.webm',
      contentType: 'video/webm',
    });
    expect(stored.key).toMatch(/^lessons\/12\/[a-z0-9-]+\.webm$/);
    expect(stored).toMatchObject({ size: bytes.length, contentType: 'video/webm' });
    const object = objects.get(stored.key);
    expect(object?.body.equals(bytes)).toBe(true);
    expect(object?.contentType).toBe('video/webm');
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', path: `/lessons-bucket/${stored.key}` });

    const otp = await video.playback({
      userId: 3,
      lessonId: 12,
      video: { key: stored.key, vdocipherId: null },
    });
    expect(seen.at(-1)).toMatchObject({ method: 'HEAD' });
    const file = await video.authorize(otp.otp);
    expect(file).toMatchObject({ key: stored.key, size: bytes.length, mayStart: true });
    const part = await collect(await video.read(stored.key, { start: 100, end: 65_635 }));
    expect(seen.at(-1)).toMatchObject({ method: 'GET', range: 'bytes=100-65635' });
    expect(part.equals(bytes.subarray(100, 65_636))).toBe(true);
  });

  it('still serves demo keys from the repository folder', async () => {
    const video = createVideoService(videoConfig({ s3: s3Settings() }), { serverSecret: SECRET });
    const before = seen.length;
    const otp = await video.playback({
      userId: 3,
      lessonId: 1,
      video: { key: 'demo/lesson-01.webm', vdocipherId: null },
    });
    const file = await video.authorize(otp.otp);
    expect(file.size).toBe(demoBytes('lesson-01.webm').length);
    expect(seen.length).toBe(before);
  });

  it('answers a missing object as a missing file (404), an unreachable store as 503', async () => {
    const video = createVideoService(videoConfig({ s3: s3Settings() }), { serverSecret: SECRET });
    await expect(
      video.playback({
        userId: 1,
        lessonId: 1,
        video: { key: 'lessons/1/none.webm', vdocipherId: null },
      }),
    ).rejects.toMatchObject({ kind: 'not-found' });
    const wrongKey = createVideoService(
      videoConfig({ s3: s3Settings({ accessKeyId: 'someone-else' }) }),
      { serverSecret: SECRET },
    );
    await expect(
      wrongKey.playback({
        userId: 1,
        lessonId: 1,
        video: { key: 'lessons/1/x.webm', vdocipherId: null },
      }),
    ).rejects.toMatchObject({ kind: 'unavailable', message: STORE_UNAVAILABLE });
    const closed = createVideoService(
      videoConfig({ s3: s3Settings({ endpoint: 'http://127.0.0.1:9' }) }),
      { serverSecret: SECRET },
    );
    await expect(
      closed.store({
        folder: 'lessons/1',
        file: Readable.from([demoBytes('lesson-01.webm')]),
        filename: 'a.webm',
        contentType: 'video/webm',
      }),
    ).rejects.toMatchObject({ kind: 'unavailable', message: STORE_UNAVAILABLE });
  });
});
