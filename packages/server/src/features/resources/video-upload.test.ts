// A video resource's file uploaded from the back office (PUT /admin/resources/{id}/video), through
// the lesson videos' own upload code and storage
// (docs/decisions/0309-back-office-media-plans-and-purchase-form.md): WebM or MP4 by
// content, within the video limit; only for a video resource; admins only; the buyer then plays
// it in the protected player; each upload in the audit log with its before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditEntry, Resource, VideoOtp } from '@savdo/contract';
import {
  call,
  startTestServer,
  testConfig,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  admin,
  allResources,
  byTitle,
  one,
  reader,
  type Reader,
} from '../../../../../tests/kit/server/resource-fixtures';
import { seedDemoResources } from './seed';

// An MP4 by its ftyp box (what the video service sniffs), then some bytes.
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(2000, 7),
]);

let server: TestServer;
let boss: Reader;
let resourceId: number;

function upload(
  token: string,
  bytes: Uint8Array,
  opts: { type?: string; name?: string; id?: number } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'video/mp4' }),
    opts.name ?? 'lesson.mp4',
  );
  return call<{ result: Resource; message?: string; fields?: Record<string, string> }>(
    server,
    'PUT',
    `/admin/resources/${opts.id ?? resourceId}/video`,
    { token, body: form },
  );
}

beforeAll(async () => {
  // A small video limit, so that the test of it sends kilobytes, not the product's gigabytes.
  server = await startTestServer({ video: { ...testConfig().video, maxBytes: 64 * 1024 } });
  await seedDemoResources(server.db);
  boss = await admin(server);
  // A paid video with only an outside link: hidden from buyers until it has a file of ours.
  const created = await call<{ result: Resource }>(server, 'POST', '/admin/resources', {
    token: boss.token,
    json: {
      kind: 'video',
      category_name: 'psychology',
      price: 10_000,
      texts: { en: { title: 'Uploaded video', description: '' } },
      video_url: 'https://example.com/watch?v=paid',
    },
  });
  resourceId = created.body.result.id;
}, 60_000);
afterAll(async () => server?.close());

describe('PUT /admin/resources/{id}/video', () => {
  it('stores the video through the video service; a buyer then plays it in the protected player', async () => {
    const res = await upload(boss.token, MP4);
    expect(res.status).toBe(200);
    expect(res.body.result.playback_url).toBe(`/api/v1/resource/${resourceId}/playback`);

    const buyer = await reader(server, 100_000);
    expect((await allResources(server, buyer)).map((r) => r.title)).toContain('Uploaded video');
    expect(
      (await call(server, 'POST', `/resource/${resourceId}/purchase`, { token: buyer.token }))
        .status,
    ).toBe(200);
    const otp = await call<{ result: VideoOtp }>(
      server,
      'GET',
      `/resource/${resourceId}/playback`,
      {
        token: buyer.token,
      },
    );
    expect(otp.status).toBe(200);
    const stream = await fetch(new URL(otp.body.result.stream_url ?? '', server.baseUrl), {
      headers: { range: 'bytes=0-11' },
    });
    expect(stream.status).toBe(206);
    expect(stream.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await stream.arrayBuffer()).equals(MP4.subarray(0, 12))).toBe(true);
    expect((await one(server, buyer, resourceId)).status).toBe(200);
  });

  it('refuses a wrong file type, by its name and by its content, naming the file field', async () => {
    const text = await upload(boss.token, Buffer.from('hello'), {
      type: 'text/plain',
      name: 'a.txt',
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Choose a video file (.webm or .mp4)');
    const posing = await upload(boss.token, Buffer.alloc(3000, 1), { name: 'fake.mp4' });
    expect(posing.status).toBe(400);
    expect(posing.body.message).toBe('Only WebM and MP4 videos can be uploaded');
    expect(posing.body.fields).toHaveProperty('file');
  });

  it('refuses a video over the limit with 413 and keeps the one it has', async () => {
    const before = (await one(server, boss, resourceId)).body;
    const big = Buffer.concat([MP4, Buffer.alloc(server.config.video.maxBytes)]);
    const res = await upload(boss.token, big);
    expect(res.status).toBe(413);
    expect((await one(server, boss, resourceId)).body).toEqual(before);
  });

  it('refuses a resource that is not a video, a missing file, and anyone but an admin', async () => {
    const guide = await byTitle(server, boss, 'Position sizing guide');
    const pdf = await upload(boss.token, MP4, { id: guide.id });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('Only a video resource has a video file');
    expect(pdf.body.fields).toMatchObject({ file: 'resource.not_video_kind' });
    const none = await call(server, 'PUT', `/admin/resources/${resourceId}/video`, {
      token: boss.token,
      json: {},
    });
    expect(none.status).toBe(400);
    const user = await reader(server);
    expect((await upload(user.token, MP4)).status).toBe(403);
    expect((await upload(boss.token, MP4, { id: 999_999 })).status).toBe(404);
  });

  it('writes an audit row with the resource before and after', async () => {
    const second = await upload(boss.token, MP4, { name: 'again.mp4' });
    expect(second.status).toBe(200);
    const log = await call<{ result: { data: AdminAuditEntry[] } }>(
      server,
      'GET',
      `/admin/audit?action=resource.video&entity_id=${resourceId}`,
      { token: boss.token },
    );
    expect(log.body.result.data.length).toBeGreaterThanOrEqual(2);
    const row = log.body.result.data[0]!;
    expect((row.before as Resource).playback_url).toBe(`/api/v1/resource/${resourceId}/playback`);
    expect((row.after as Resource).id).toBe(resourceId);
  });
});
