// Delivering what was bought (docs/decisions/0284-paid-resources-delivery.md): a paid video plays
// in the protected player through short-lived playback tokens of the video service, a paid file
// downloads through a short-lived signed link made when its buyer asks; anyone else gets 404, no
// answer ever carries a paid resource's outside link, and an expired or altered link is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource, ResourceDownload, VideoOtp } from '@savdo/contract';
import { signedFileUrl } from '../files';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  admin,
  allResources,
  byTitle,
  one,
  reader,
  startResourcesServer,
  type Reader,
} from '../../../../../tests/kit/server/resource-fixtures';

let server: TestServer;
let video: Resource;
let pdf: Resource;
let freePdf: Resource;

const buy = (who: Reader, id: number) =>
  call(server, 'POST', `/resource/${id}/purchase`, { token: who.token });
const playback = (who: Reader, id: number) =>
  call<{ result: VideoOtp; message?: string }>(server, 'GET', `/resource/${id}/playback`, {
    token: who.token,
  });
const download = (who: Reader, id: number) =>
  call<{ result: ResourceDownload; message?: string }>(server, 'GET', `/resource/${id}/download`, {
    token: who.token,
  });
/** A signed file link, fetched as a browser would: no bearer. */
const fetchLink = (url: string) => fetch(new URL(url, server.baseUrl));

/** Every http(s) address in an answer, wherever it sits. */
const outsideLinks = (answer: unknown) => JSON.stringify(answer).match(/https?:\/\/[^"]+/g) ?? [];

beforeAll(async () => {
  server = await startResourcesServer();
  const r = await reader(server);
  video = await byTitle(server, r, 'RSI divergence explained');
  pdf = await byTitle(server, r, 'Position sizing guide');
  freePdf = await byTitle(server, r, 'Trading glossary');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('a paid video resource plays in the protected player', () => {
  it('its buyer gets a short-lived playback token whose stream answers byte ranges', async () => {
    const buyer = await reader(server, 100_000);
    expect((await buy(buyer, video.id)).status).toBe(200);
    const res = await playback(buyer, video.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const otp = res.body.result;
    expect(otp.provider).toBe('savdo');
    expect(otp.stream_url).toMatch(/^\/api\/v1\/course\/video\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    // Short-lived: playback must start within the video service's token TTL (minutes).
    const startsWithin = Date.parse(otp.expires_at) - Date.now();
    expect(startsWithin).toBeGreaterThan(0);
    expect(startsWithin).toBeLessThanOrEqual(15 * 60 * 1000);
    const stream = await fetch(new URL(otp.stream_url ?? '', server.baseUrl), {
      headers: { range: 'bytes=0-99' },
    });
    expect(stream.status).toBe(206);
    expect(stream.headers.get('content-type')).toBe('video/webm');
    expect((await stream.arrayBuffer()).byteLength).toBe(100);
  });

  it('anyone who has not bought it gets 404 for a playback token', async () => {
    const other = await reader(server, 100_000);
    const res = await playback(other, video.id);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('course/video');
  });

  it('a playback token is not given for a resource that is not a video (404)', async () => {
    const buyer = await reader(server, 100_000);
    await buy(buyer, pdf.id);
    expect((await playback(buyer, pdf.id)).status).toBe(404);
  });

  it('no answer carries an outside address for a paid resource: catalog, detail, purchase, before and after buying', async () => {
    const buyer = await reader(server, 500_000);
    const paid = (await allResources(server, buyer)).filter((r) => !r.is_free);
    expect(paid.some((r) => r.kind === 'video')).toBe(true);
    for (const r of paid) expect(outsideLinks(r)).toEqual([]);
    for (const r of paid) {
      expect(outsideLinks((await one(server, buyer, r.id)).body)).toEqual([]);
      const bought = await buy(buyer, r.id);
      expect(bought.status).toBe(200);
      expect(outsideLinks(bought.body)).toEqual([]);
      expect(outsideLinks((await one(server, buyer, r.id)).body)).toEqual([]);
    }
    for (const r of (await allResources(server, buyer)).filter((x) => !x.is_free))
      expect(outsideLinks(r)).toEqual([]);
  });

  it('a paid video that only has an outside link is hidden from users until it has a file', async () => {
    const boss = await admin(server);
    const created = await call<{ result: Resource }>(server, 'POST', '/admin/resources', {
      token: boss.token,
      json: {
        kind: 'video',
        category_name: 'psychology',
        price: 10_000,
        texts: { en: { title: 'Outside link only', description: '' } },
        video_url: 'https://example.com/watch?v=paid',
      },
    });
    expect(created.status).toBe(201);
    const r = await reader(server, 100_000);
    expect((await one(server, r, created.body.result.id)).status).toBe(404);
    expect((await allResources(server, r)).map((x) => x.title)).not.toContain('Outside link only');
  });
});

describe('a paid file resource downloads through a short-lived signed link', () => {
  it('its buyer gets a signed link that answers the PDF as an attachment under its file name', async () => {
    const buyer = await reader(server, 100_000);
    await buy(buyer, pdf.id);
    const res = await download(buyer, pdf.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const link = res.body.result;
    expect(link.file_name).toBe('position-sizing.pdf');
    expect(link.url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&name=[^&]+&sig=[\w-]+$/);
    const left = Date.parse(link.expires_at) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(server.config.files.linkTtlSeconds * 1000);
    const file = await fetchLink(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="position-sizing.pdf"; filename*=UTF-8''position-sizing.pdf`,
    );
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('anyone who has not bought it gets 404, and the bare file address without a signature is 404', async () => {
    const other = await reader(server, 100_000);
    const res = await download(other, pdf.id);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('/files/');
    const buyer = await reader(server, 100_000);
    await buy(buyer, pdf.id);
    const url = (await download(buyer, pdf.id)).body.result.url;
    expect((await fetchLink(url.split('?')[0] ?? '')).status).toBe(404);
  });

  it('an expired link is refused (404)', async () => {
    const buyer = await reader(server, 100_000);
    await buy(buyer, pdf.id);
    const url = (await download(buyer, pdf.id)).body.result.url;
    const id = /\/files\/([0-9a-f-]{36})/.exec(url)?.[1] ?? '';
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = signedFileUrl(server.config.files.linkSecret, id, past, 'position-sizing.pdf');
    expect((await fetchLink(expired)).status).toBe(404);
  });

  it('a link whose file name was changed is refused (404): the name is signed', async () => {
    const buyer = await reader(server, 100_000);
    await buy(buyer, pdf.id);
    const url = (await download(buyer, pdf.id)).body.result.url;
    expect(
      (await fetchLink(url.replace('name=position-sizing.pdf', 'name=other.exe'))).status,
    ).toBe(404);
  });

  it('a free file downloads for anyone signed in; a download of a non-file resource is 404', async () => {
    const r = await reader(server);
    const res = await download(r, freePdf.id);
    expect(res.status).toBe(200);
    expect((await fetchLink(res.body.result.url)).status).toBe(200);
    const buyer = await reader(server, 100_000);
    await buy(buyer, video.id);
    expect((await download(buyer, video.id)).status).toBe(404);
  });
});
